import Foundation
import VCardFormat

/// The vCard target: `VCardReader.cards` with at most 1,000 cards and 64 KiB logical lines. The
/// promise: a `VCardError` naming a line of the input, on one line; every property of a card read
/// names a line of the input too.
enum VCardFuzzing {
    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let target = FuzzTarget.vcard.rawValue
        let bytes = [UInt8](data)
        // Lines as the reader counts them: LF, CR or CRLF end one.
        var lines = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { lines += 1 }
            index += 1
        }
        do {
            let cards = try VCardReader.cards(in: bytes, maximumCards: 1_000, maximumLineBytes: 1 << 16)
            for card in cards {
                for property in card.properties where property.line < 1 || property.line > lines {
                    throw FuzzFailure(
                        target: target, .unexpectedError("\(property.name) on line \(property.line) of \(lines)"),
                        at: "card at line \(card.line)")
                }
            }
            return .accepted
        } catch let failure as FuzzFailure {
            throw failure
        } catch let error as VCardError {
            guard error.line >= 1, error.line <= lines else {
                throw FuzzFailure(target: target, .unexpectedError("line \(error.line) of \(lines)"), at: "VCardError")
            }
            guard !error.description.contains("\n") else {
                throw FuzzFailure(target: target, .unexpectedError("not one line: \(error)"), at: "VCardError")
            }
            return .rejected(error.description)
        } catch {
            throw FuzzFailure(target: target, .unexpectedError("\(error)"), at: "read")
        }
    }
}
