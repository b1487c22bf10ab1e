import Foundation
import SeededRandom
import Testing

@testable import VCardFormat

/// The vCard reader on its own: cards, properties, parameters and values as RFC 6350 (4.0),
/// RFC 2426 (3.0) and the vCard 2.1 specification write them, and hostile input (truncated cards,
/// huge lines, too many cards, bytes that are not text), each a ``VCardError`` naming its line.
@Suite struct VCardReaderTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:4.0\r
        N:Lovelace;Ada;King;Countess;\r
        FN:Ada Lovelace\r
        TEL;TYPE=cell,voice;VALUE=uri:tel:+44-20-7946-0000\r
        NOTE:Analyst\\, poet\\nand\r
          engine designer\r
        END:VCARD\r

        """

    @Test func propertiesParametersFoldsAndEscapes() throws {
        let cards = try VCardReader.cards(in: Array(Self.card.utf8))
        #expect(cards.count == 1)
        let card = try #require(cards.first)
        #expect(card.version == "4.0")
        #expect(card.first("N")?.components == ["Lovelace", "Ada", "King", "Countess", ""])
        #expect(card.first("FN")?.text == "Ada Lovelace")
        #expect(card.first("TEL")?.parameters["TYPE"] == ["cell", "voice"])
        #expect(card.first("TEL")?.text == "tel:+44-20-7946-0000")
        #expect(card.first("NOTE")?.text == "Analyst, poet\nand engine designer")
        #expect(card.all("EMAIL").isEmpty)
    }

    @Test func aMillionLinesAreReadInOnePass() throws {
        // 10^6 lines: one card of a million phone numbers, and a million lines of prose.
        let lines = "BEGIN:VCARD\nFN:Many\n" + String(repeating: "TEL:1\n", count: 999_997) + "END:VCARD\n"
        let cards = try VCardReader.cards(in: Array(lines.utf8))
        #expect(cards.count == 1)
        #expect(cards[0].all("TEL").count == 999_997)
        let prose = String(repeating: "just text\n", count: 1_000_000)
        #expect(try VCardReader.cards(in: Array(prose.utf8)).isEmpty)
    }

    @Test func mutatedCardsEndInCardsOrAnErrorNamingALine() {
        var random = SplitMix64(seed: 0x7663_6172_65)
        let seed = Array(Self.card.utf8)
        let alphabet: [UInt8] = Array(":;=,\\\" \t\r\nABEGINDVCRQP0F".utf8) + [0xFF, 0xC3, 0x80]
        for _ in 0..<2000 {
            var bytes = seed
            for _ in 0...random.next(below: 6) {
                guard !bytes.isEmpty else { break }
                let at = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[at] = alphabet[random.next(below: alphabet.count)]
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(alphabet[random.next(below: alphabet.count)], at: at)
                }
            }
            let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
            do {
                _ = try VCardReader.cards(in: bytes)
            } catch {
                #expect(error.line >= 1 && error.line <= lines, "\(error) in \(lines) lines")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aByteOrderMarkIsNotText() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("BEGIN:VCARD\r\nFN:Ada\r\nEND:VCARD\r\n".utf8)
        let cards = try VCardReader.cards(in: bytes)
        #expect(cards.count == 1)
        #expect(cards.first?.first("FN")?.text == "Ada")
    }

    @Test func hostileCardsNameTheLine() throws {
        func reason(_ text: String) -> VCardError? {
            do {
                _ = try VCardReader.cards(in: Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        // Truncated: the card has no END.
        #expect(reason("BEGIN:VCARD\nVERSION:3.0\nFN:A") == VCardError(line: 1, reason: .noEnd))
        #expect(reason("x\nEND:VCARD") == VCardError(line: 2, reason: .endWithoutBegin))
        #expect(reason("BEGIN:VCARD\nBEGIN:VCARD\nEND:VCARD") == VCardError(line: 2, reason: .nestedCard))
        #expect(reason("BEGIN:VCARD\nFN Ada\nEND:VCARD") == VCardError(line: 2, reason: .noColon))
        #expect(
            reason("BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:a=ZZ\nEND:VCARD")
                == VCardError(line: 2, reason: .badQuotedPrintable))
        // A soft line break at the very end of the input: truncated quoted-printable.
        #expect(
            reason("BEGIN:VCARD\nNOTE;QUOTED-PRINTABLE:a=") == VCardError(line: 2, reason: .badQuotedPrintable))
        #expect(
            reason("BEGIN:VCARD\nN;CHARSET=KOI8-Z:x\nEND:VCARD")
                == VCardError(line: 2, reason: .unknownCharset("KOI8-Z")))
        #expect(
            VCardError(line: 2, reason: .noColon).description == "vCard line 2: a content line without “:”")
        // Bytes that are not UTF-8.
        do {
            _ = try VCardReader.cards(in: Array("BEGIN:VCARD\nFN:".utf8) + [0xFF, 0xFE] + Array("\nEND:VCARD".utf8))
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .badEncoding(charset: "UTF-8")))
        }
        // A huge line over the limit, and folds that add up past it.
        let huge = "BEGIN:VCARD\nNOTE:" + String(repeating: "x", count: 5000) + "\nEND:VCARD"
        do {
            _ = try VCardReader.cards(in: Array(huge.utf8), maximumLineBytes: 4096)
            Issue.record("a line over the limit was read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .lineTooLong(limit: 4096)))
        }
        let folds = "BEGIN:VCARD\nNOTE:a\n" + String(repeating: " bbbbbbbbbb\n", count: 1000) + "END:VCARD"
        do {
            _ = try VCardReader.cards(in: Array(folds.utf8), maximumLineBytes: 4096)
            Issue.record("folded lines over the limit were read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .lineTooLong(limit: 4096)))
        }
        // Too many cards.
        let three = String(repeating: "BEGIN:VCARD\nFN:a\nEND:VCARD\n", count: 3)
        do {
            _ = try VCardReader.cards(in: Array(three.utf8), maximumCards: 2)
            Issue.record("more cards than the limit were read")
        } catch {
            #expect(error == VCardError(line: 7, reason: .tooManyCards(limit: 2)))
        }
    }
}
