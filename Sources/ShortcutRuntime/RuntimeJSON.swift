import Foundation
import OrderedCollections

/// JSON in and out of ``RuntimeValue``, keeping object members in order (Get Dictionary from
/// Input, `--json` output, stub and answer files).
///
/// A parser of its own because Foundation's `JSONSerialization` loses member order and reads
/// `true` and `1` alike on Linux; it is bounded by ``RuntimeJSON/maximumDepth`` so that hostile
/// input fails with an error instead of exhausting the stack.
public enum RuntimeJSON {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Why JSON text was refused, and the byte offset where.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var offset: Int
        public var message: String
        public var description: String { "invalid JSON at byte \(offset): \(message)" }
    }

    /// Parses JSON text: objects become dictionaries, arrays lists, `null` nothing.
    public static func parse(_ text: String) throws(ParseError) -> RuntimeValue {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// JSON for a value: text → string, number → number, list → array, dictionary → object,
    /// date → ISO 8601 string, URL → string, file → `{"name","type","base64"}`, a place, contact,
    /// article or store item → an object naming its kind (`{"kind": "place", "name": …}`,
    /// ``ContentItem``), nothing → null.
    public static func text(for value: RuntimeValue, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, pretty: pretty, indent: 0)
        return out
    }

    static func write(_ value: RuntimeValue, into out: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .nothing: out += "null"
        case .text(let text), .url(let text): quote(text, into: &out)
        case .number(let number):
            out += number.isFinite ? RuntimeCoercion.text(of: number) : "null"
        case .boolean(let flag): out += flag ? "true" : "false"
        case .date(let date): quote(RuntimeCoercion.iso8601(date), into: &out)
        case .list(let items):
            writeContainer(
                items.map { (nil, $0) }, open: "[", close: "]", into: &out, pretty: pretty, indent: indent)
        case .dictionary(let members):
            writeContainer(
                members.map { ($0.key, $0.value) }, open: "{", close: "}", into: &out, pretty: pretty, indent: indent)
        case .file(let file):
            let members: [(String?, RuntimeValue)] = [
                ("name", .text(file.name)), ("type", .text(file.type)),
                ("base64", .text(file.data.base64EncodedString())),
            ]
            writeContainer(members, open: "{", close: "}", into: &out, pretty: pretty, indent: indent)
        case .item(let item):
            writeContainer(
                item.jsonMembers.map { ($0.key, $0.value) }, open: "{", close: "}", into: &out, pretty: pretty,
                indent: indent)
        }
    }

    private static func writeContainer(
        _ members: [(String?, RuntimeValue)], open: String, close: String, into out: inout String, pretty: Bool,
        indent: Int
    ) {
        out += open
        if members.isEmpty {
            out += close
            return
        }
        for (position, (key, member)) in members.enumerated() {
            if position > 0 { out += "," }
            if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
            if let key {
                quote(key, into: &out)
                out += pretty ? ": " : ":"
            }
            write(member, into: &out, pretty: pretty, indent: indent + 1)
        }
        if pretty { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> ParseError { ParseError(offset: index, message: message) }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(ParseError) -> RuntimeValue {
            guard depth < RuntimeJSON.maximumDepth else {
                throw error("nested deeper than \(RuntimeJSON.maximumDepth)")
            }
            guard index < bytes.count else { throw error("unexpected end of text") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members = OrderedDictionary<String, RuntimeValue>()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(members)
                }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    members[key] = try value(depth: depth + 1)
                    skipSpace()
                    if try commaOrEnd(UInt8(ascii: "}")) { return .dictionary(members) }
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [RuntimeValue] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .list(items)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if try commaOrEnd(UInt8(ascii: "]")) { return .list(items) }
                }
            case UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .boolean(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .boolean(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .nothing
            default: return .number(try number())
            }
        }

        mutating func expect(_ byte: UInt8) throws(ParseError) {
            guard index < bytes.count, bytes[index] == byte else {
                throw error("expected “\(Character(Unicode.Scalar(byte)))”")
            }
            index += 1
        }

        mutating func commaOrEnd(_ end: UInt8) throws(ParseError) -> Bool {
            guard index < bytes.count else { throw error("unexpected end of text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                return false
            }
            try expect(end)
            return true
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw error("unexpected character")
            }
            index += utf8.count
        }

        mutating func number() throws(ParseError) -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let text = String(bytes: bytes[start..<index], encoding: .utf8),
                let number = Double(text)
            else {
                index = start
                throw error("unexpected character")
            }
            return number
        }

        mutating func string() throws(ParseError) -> String {
            index += 1  // opening quote
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ end: Int) {
                if end > runStart {
                    scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("control character in a string") }
                if byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
                    scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "u"):
                    let code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            scalars.append(
                                Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}")
                        } else {
                            // A lone high surrogate, then whatever the second escape was.
                            scalars.append("\u{FFFD}")
                            scalars.append(Unicode.Scalar(low) ?? "\u{FFFD}")
                        }
                    } else {
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    }
                default: throw error("unknown escape")
                }
                runStart = index
            }
            throw error("unterminated string")
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard index + 4 <= bytes.count, let text = String(bytes: bytes[index..<index + 4], encoding: .ascii),
                let code = UInt32(text, radix: 16)
            else { throw error("bad \\u escape") }
            index += 4
            return code
        }
    }
}
