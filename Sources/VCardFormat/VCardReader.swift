import Foundation

/// An error reading vCard text: the line (1-based, of the physical lines) and why.
package struct VCardError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// A content line inside a card has no `:` between its name and its value.
        case noColon
        /// `BEGIN:VCARD` inside a card.
        case nestedCard
        /// `END:VCARD` outside a card.
        case endWithoutBegin
        /// The input ends inside the card begun at ``VCardError/line``.
        case noEnd
        /// A quoted-printable value with `=` not followed by two hexadecimal digits.
        case badQuotedPrintable
        /// A value whose bytes are not valid in its character set.
        case badEncoding(charset: String)
        /// A `CHARSET` the reader does not know.
        case unknownCharset(String)
        /// A parameter value's opening `"` without its closing one before the end of the line.
        case unterminatedQuote
        /// A logical line longer than the limit.
        case lineTooLong(limit: Int)
        /// More cards than the limit.
        case tooManyCards(limit: Int)
    }

    package var line: Int
    package var reason: Reason

    package var description: String {
        let what: String
        switch reason {
        case .noColon: what = "a content line without “:”"
        case .unterminatedQuote: what = "a parameter value’s opening “\"” is not closed"
        case .nestedCard: what = "BEGIN:VCARD inside a card"
        case .endWithoutBegin: what = "END:VCARD without BEGIN:VCARD"
        case .noEnd: what = "the card begun here has no END:VCARD"
        case .badQuotedPrintable: what = "“=” not followed by two hexadecimal digits in a quoted-printable value"
        case .badEncoding(let charset): what = "the value is not valid \(charset)"
        case .unknownCharset(let charset): what = "unknown CHARSET “\(charset.prefix(40))”"
        case .lineTooLong(let limit): what = "a line of more than \(limit) bytes"
        case .tooManyCards(let limit): what = "more than \(limit) cards"
        }
        return "vCard line \(line): \(what)"
    }
}

/// One property of a card: its name (uppercased, group prefix removed), its parameters, its
/// value decoded (quoted-printable and character set, not yet unescaped) and its line.
package struct VCardProperty: Sendable, Equatable {
    package var name: String
    /// Parameter names uppercased, each with its values (quotes removed). `TYPE` is the list of
    /// types however the line writes it (``types``); a vCard 2.1 bare parameter (`HOME`) is one.
    package var parameters: [String: [String]]
    package var value: String
    package var line: Int

    /// The property's types, lowercased, each once, in the order written: the same for
    /// `TYPE=work,voice`, `TYPE="work,voice"`, `TYPE=work;TYPE=voice` and vCard 2.1's `WORK;VOICE`.
    package var types: [String] { parameters["TYPE"] ?? [] }
    /// The value's components split at unescaped `;`, each unescaped (N, ADR, ORG).
    package var components: [String] { VCardReader.split(value, at: ";").map(VCardReader.unescape) }
    /// The value unescaped (`\n` → line break, `\,` `\;` `\\`).
    package var text: String { VCardReader.unescape(value) }
}

/// A card: its properties in order.
package struct VCard: Sendable, Equatable {
    package var version: String
    package var properties: [VCardProperty]
    /// The line of its BEGIN:VCARD.
    package var line: Int

    package func first(_ name: String) -> VCardProperty? { properties.first { $0.name == name } }
    package func all(_ name: String) -> [VCardProperty] { properties.filter { $0.name == name } }
}

/// Reads vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350) text: lines ending in CRLF, LF or CR;
/// folded lines (a line beginning with a space or tab continues the previous one); vCard 2.1's
/// quoted-printable values with soft line breaks (`=` at the end of a line) and `CHARSET`;
/// several cards in one input. Text outside cards is skipped, so any text can be searched for
/// cards. One linear pass over the bytes; a bad card is an error naming its line.
package enum VCardReader {
    /// The cards in `bytes`, at most `maximumCards`, no logical line longer than `maximumLineBytes`.
    package static func cards(
        in bytes: [UInt8], maximumCards: Int = 100_000, maximumLineBytes: Int = 16 << 20
    ) throws(VCardError) -> [VCard] {
        var cards: [VCard] = []
        var current: VCard?
        // A UTF-8 byte order mark (files saved by some Windows tools) is not part of the text.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineNumber = 0
        // The next physical line: its bytes' range, after its terminator.
        func nextLine() -> Range<Int>? {
            guard index < bytes.count else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            let end = index
            if index < bytes.count {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                index += 1
            }
            lineNumber += 1
            return start..<end
        }
        func isFoldContinuation() -> Bool {
            index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09)
        }
        while let first = nextLine() {
            let startLine = lineNumber
            var logical = Array(bytes[first])
            // Unfold: a following line that begins with white space continues this one.
            while isFoldContinuation(), let more = nextLine() {
                logical += bytes[(more.lowerBound + 1)..<more.upperBound]
                guard logical.count <= maximumLineBytes else {
                    throw VCardError(line: startLine, reason: .lineTooLong(limit: maximumLineBytes))
                }
            }
            guard logical.count <= maximumLineBytes else {
                throw VCardError(line: startLine, reason: .lineTooLong(limit: maximumLineBytes))
            }
            let trimmed = trimSpace(logical[...])
            if trimmed.isEmpty { continue }
            // Only a line of BEGIN:VCARD's or END:VCARD's length can be one (no string per line).
            let upper =
                trimmed.count == 11 || trimmed.count == 9 ? String(decoding: trimmed, as: UTF8.self).uppercased() : ""
            if upper == "BEGIN:VCARD" {
                if current != nil { throw VCardError(line: startLine, reason: .nestedCard) }
                guard cards.count < maximumCards else {
                    throw VCardError(line: startLine, reason: .tooManyCards(limit: maximumCards))
                }
                current = VCard(version: "3.0", properties: [], line: startLine)
                continue
            }
            if upper == "END:VCARD" {
                guard let card = current else { throw VCardError(line: startLine, reason: .endWithoutBegin) }
                cards.append(card)
                current = nil
                continue
            }
            guard current != nil else { continue }  // text outside a card
            let property = try VCardContentLine(parsing: trimmed, line: startLine)
            let value: [UInt8]
            if isQuotedPrintable(property) {
                // vCard 2.1: `=` at the end of a line joins the next line (a soft line break).
                var raw = Array(property.rawValue)
                while raw.last == UInt8(ascii: "="), let more = nextLine() {
                    raw.removeLast()
                    raw += bytes[more]
                    guard raw.count <= maximumLineBytes else {
                        throw VCardError(line: startLine, reason: .lineTooLong(limit: maximumLineBytes))
                    }
                }
                value = try decodeQuotedPrintable(raw[...], line: startLine)
            } else {
                value = Array(property.rawValue)
            }
            let decoded = try decode(value, charset: property.parameters["CHARSET"]?.first, line: startLine)
            if property.name == "VERSION" {
                current?.version = decoded.trimmingCharacters(in: .whitespaces)
                continue
            }
            current?.properties.append(
                VCardProperty(name: property.name, parameters: property.parameters, value: decoded, line: startLine))
        }
        if let current { throw VCardError(line: current.line, reason: .noEnd) }
        return cards
    }

    private static func trimSpace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }

    private static func isQuotedPrintable(_ property: VCardContentLine) -> Bool {
        (property.parameters["ENCODING"] ?? []).contains { $0.uppercased() == "QUOTED-PRINTABLE" }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Quoted-printable (RFC 2045 §6.7): `=XX` is the byte XX.
    private static func decodeQuotedPrintable(_ raw: ArraySlice<UInt8>, line: Int) throws(VCardError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "=") else {
                out.append(byte)
                index += 1
                continue
            }
            guard index + 2 < raw.endIndex, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
            else { throw VCardError(line: line, reason: .badQuotedPrintable) }
            out.append(high << 4 | low)
            index += 3
        }
        return out
    }

    /// The value's bytes as text in its `CHARSET` (UTF-8 when none is given).
    private static func decode(_ bytes: [UInt8], charset: String?, line: Int) throws(VCardError) -> String {
        let name = (charset ?? "UTF-8").uppercased()
        switch name {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII":
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw VCardError(line: line, reason: .badEncoding(charset: "UTF-8"))
            }
            return text
        case "ISO-8859-1", "LATIN1", "ISO8859-1":
            return String(bytes.map { Character(UnicodeScalar($0)) })
        case "WINDOWS-1252", "CP1252":
            guard let text = String(data: Data(bytes), encoding: .windowsCP1252) else {
                throw VCardError(line: line, reason: .badEncoding(charset: name))
            }
            return text
        default:
            throw VCardError(line: line, reason: .unknownCharset(charset ?? ""))
        }
    }

    /// `text` split at every `separator` not escaped by a backslash.
    package static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == separator {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// RFC 6350 §3.4: `\n` or `\N` is a line break; `\,`, `\;` and `\\` are the character.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                out.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        if escaped { out.append("\\") }
        return out
    }
}
