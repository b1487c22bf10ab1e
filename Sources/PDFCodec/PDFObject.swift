import Archives

/// A PDF object (ISO 32000-1 §7.3) as the text reader needs it.
package indirect enum PDFObject: Sendable, Equatable {
    case null
    case boolean(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int)
    case stream([String: PDFObject], [UInt8])
    /// An operator in a content stream (`Tj`, `BT`…).
    case keyword(String)

    package var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let members), .stream(let members, _): members
        default: nil
        }
    }

    /// A whole number within ±2³¹, nil for anything else (so no conversion can trap).
    package var integer: Int? {
        guard case .number(let value) = self, value.isFinite, abs(value) < 2_147_483_648 else { return nil }
        return Int(value)
    }

    package var name: String? {
        if case .name(let name) = self { return name }
        return nil
    }
}

/// Reads PDF objects from bytes (ISO 32000-1 §7.2–7.3): numbers, strings (literal and
/// hexadecimal), names, arrays, dictionaries, references and keywords. Nesting is bounded, and
/// every error names its offset.
package struct PDFLexer {
    package let data: [UInt8]
    package var offset: Int
    package static let maximumDepth = 64

    package init(_ data: [UInt8], at offset: Int = 0) {
        self.data = data
        self.offset = offset
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }
    static func isDelimiter(_ byte: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(byte) }

    mutating func skipWhitespace() {
        while offset < data.count {
            if Self.isWhitespace(data[offset]) {
                offset += 1
            } else if data[offset] == UInt8(ascii: "%") {
                while offset < data.count, data[offset] != 10, data[offset] != 13 { offset += 1 }
            } else {
                return
            }
        }
    }

    package var atEnd: Bool {
        mutating get {
            skipWhitespace()
            return offset >= data.count
        }
    }

    /// A regular token (a number, keyword or the like) at the offset.
    private mutating func word() -> String {
        let start = offset
        while offset < data.count, !Self.isWhitespace(data[offset]), !Self.isDelimiter(data[offset]) { offset += 1 }
        return String(decoding: data[start..<offset], as: UTF8.self)
    }

    /// The next object; `R` after two integers makes a reference (when `references` is true).
    mutating func object(depth: Int = 0, references: Bool = true) throws -> PDFObject {
        guard depth < Self.maximumDepth else {
            throw CodecError(.tooLarge("objects nested too deeply"), offset: offset)
        }
        skipWhitespace()
        guard offset < data.count else {
            throw CodecError(.truncated("the data ends where an object was expected"), offset: offset)
        }
        let start = offset
        switch data[offset] {
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: "<"):
            if offset + 1 < data.count, data[offset + 1] == UInt8(ascii: "<") {
                offset += 2
                var members: [String: PDFObject] = [:]
                while true {
                    skipWhitespace()
                    guard offset < data.count else {
                        throw CodecError(.truncated("a dictionary is not closed"), offset: start)
                    }
                    if data[offset] == UInt8(ascii: ">") {
                        guard offset + 1 < data.count, data[offset + 1] == UInt8(ascii: ">") else {
                            throw CodecError(.corrupt("“>” inside a dictionary"), offset: offset)
                        }
                        offset += 2
                        return .dictionary(members)
                    }
                    guard case .name(let key) = try object(depth: depth + 1) else {
                        throw CodecError(.corrupt("a dictionary key is not a name"), offset: offset)
                    }
                    members[key] = try object(depth: depth + 1)
                }
            }
            return .string(try hexString())
        case UInt8(ascii: "["):
            offset += 1
            var items: [PDFObject] = []
            while true {
                skipWhitespace()
                guard offset < data.count else { throw CodecError(.truncated("an array is not closed"), offset: start) }
                if data[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(items)
                }
                items.append(try object(depth: depth + 1, references: references))
            }
        case UInt8(ascii: "/"):
            offset += 1
            let raw = word()
            // #xx escapes (§7.3.5).
            var bytes: [UInt8] = []
            var index = raw.utf8.startIndex
            let utf8 = raw.utf8
            while index < utf8.endIndex {
                let byte = utf8[index]
                let next = utf8.index(after: index)
                if byte == UInt8(ascii: "#"), utf8.distance(from: next, to: utf8.endIndex) >= 2,
                    let value = UInt8(
                        String(decoding: utf8[next..<utf8.index(next, offsetBy: 2)], as: UTF8.self), radix: 16)
                {
                    bytes.append(value)
                    index = utf8.index(next, offsetBy: 2)
                } else {
                    bytes.append(byte)
                    index = next
                }
            }
            return .name(String(decoding: bytes, as: UTF8.self))
        case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            offset += 1
            throw CodecError(.corrupt("unexpected “\(Character(UnicodeScalar(data[start])))”"), offset: start)
        default:
            let token = word()
            guard !token.isEmpty else { throw CodecError(.corrupt("unexpected byte"), offset: start) }
            if let number = Double(token), token.first != "+" || token.count > 1, number.isFinite {
                // `n g R`: look ahead for a generation number and R.
                if references, let objectNumber = Int(token), objectNumber >= 0 {
                    let save = offset
                    skipWhitespace()
                    let generation = word()
                    skipWhitespace()
                    if Int(generation) != nil, offset < data.count, data[offset] == UInt8(ascii: "R"),
                        offset + 1 == data.count || Self.isWhitespace(data[offset + 1])
                            || Self.isDelimiter(data[offset + 1])
                    {
                        offset += 1
                        return .reference(objectNumber)
                    }
                    offset = save
                }
                return .number(number)
            }
            switch token {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .keyword(token)
            }
        }
    }

    private mutating func literalString() throws -> [UInt8] {
        let start = offset
        offset += 1
        var bytes: [UInt8] = []
        var depth = 1
        while offset < data.count {
            let byte = data[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                bytes.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return bytes }
                bytes.append(byte)
            case UInt8(ascii: "\\"):
                guard offset < data.count else { break }
                let escaped = data[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(10)
                case UInt8(ascii: "r"): bytes.append(13)
                case UInt8(ascii: "t"): bytes.append(9)
                case UInt8(ascii: "b"): bytes.append(8)
                case UInt8(ascii: "f"): bytes.append(12)
                case 13:
                    if offset < data.count, data[offset] == 10 { offset += 1 }
                case 10: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard offset < data.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(data[offset])
                        else { break }
                        value = value * 8 + Int(data[offset] - UInt8(ascii: "0"))
                        offset += 1
                    }
                    bytes.append(UInt8(value & 0xFF))
                default: bytes.append(escaped)
                }
            default: bytes.append(byte)
            }
        }
        throw CodecError(.truncated("a string is not closed"), offset: start)
    }

    private mutating func hexString() throws -> [UInt8] {
        let start = offset
        offset += 1
        var digits: [UInt8] = []
        while offset < data.count, data[offset] != UInt8(ascii: ">") {
            let byte = data[offset]
            offset += 1
            if Self.isWhitespace(byte) { continue }
            guard let value = UInt8(String(UnicodeScalar(byte)), radix: 16) else {
                throw CodecError(
                    .corrupt("“\(Character(UnicodeScalar(byte)))” in a hexadecimal string"), offset: offset - 1)
            }
            digits.append(value)
        }
        guard offset < data.count else {
            throw CodecError(.truncated("a hexadecimal string is not closed"), offset: start)
        }
        offset += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}
