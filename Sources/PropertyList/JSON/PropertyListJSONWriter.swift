import Foundation

/// Renders a ``PropertyListValue`` as JSON that ``PropertyListJSONReader`` reads back to an
/// equal value (see `Docs/JSON.md` for the mapping).
///
/// Strings, booleans, arrays and dictionaries (in stored key order) map to their JSON
/// counterparts; integers are JSON integers with their full 128-bit text; reals always carry a
/// `.` or an exponent so `1.0` stays a real. Types JSON lacks become one-key marker objects:
/// `{"$real": "nan"}` (non-finite reals), `{"$date": "2024-01-02T03:04:05Z"}`,
/// `{"$data": "<base64>"}`, `{"$uid": 7}`. A genuine dictionary with exactly one key starting
/// with `$` is wrapped as `{"$dict": {…}}` so it cannot be mistaken for a marker.
///
/// Output is deterministic and escaped per RFC 8259 (non-ASCII text is written as UTF-8).
public struct PropertyListJSONWriter: Sendable {
    public var prettyPrinted: Bool

    /// - Parameter prettyPrinted: two-space indentation, one member per line and a final newline;
    ///   `false` writes everything on one line without spaces.
    public init(prettyPrinted: Bool = true) {
        self.prettyPrinted = prettyPrinted
    }

    /// Encodes `value` as UTF-8 JSON. Every value is representable, so this cannot fail.
    public func write(_ value: PropertyListValue) -> Data {
        var encoder = JSONEncoderState(pretty: prettyPrinted)
        encoder.encode(value)
        return Data(encoder.output)
    }
}

/// The writer's state; containers are written iteratively so depth cannot overflow the stack.
private struct JSONEncoderState {
    let pretty: Bool
    var output: [UInt8] = []
    private var stack: [Frame] = []

    private struct Frame {
        enum Container {
            case array([PropertyListValue])
            case dictionary(PropertyListDictionary)
            /// `{"$dict": …}` around a dictionary whose single key starts with `$`.
            case wrapper(PropertyListDictionary)
        }
        let container: Container
        let count: Int
        var next = 0
    }

    init(pretty: Bool) {
        self.pretty = pretty
    }

    mutating func encode(_ root: PropertyListValue) {
        output.reserveCapacity(4096)
        emit(root)
        while let top = stack.indices.last {
            let index = stack[top].next
            if index == stack[top].count {
                if pretty {
                    newline(indent: top)
                }
                switch stack[top].container {
                case .array: output.append(UInt8(ascii: "]"))
                case .dictionary, .wrapper: output.append(UInt8(ascii: "}"))
                }
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(indent: top + 1) }
            switch stack[top].container {
            case .array(let array):
                emit(array[index])
            case .dictionary(let dictionary):
                appendMemberName(dictionary.keys[index])
                emit(dictionary.values[index])
            case .wrapper(let dictionary):
                appendMemberName("$dict")
                open(.dictionary(dictionary), count: dictionary.count, bracket: "{")
            }
        }
        if pretty { output.append(0x0A) }
    }

    private mutating func emit(_ value: PropertyListValue) {
        switch value {
        case .string(let string):
            appendString(string)
        case .integer(let integer):
            output.append(contentsOf: integer.description.utf8)
        case .real(let real):
            appendReal(real)
        case .boolean(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .date(let date):
            let seconds = date.timeIntervalSinceReferenceDate
            openMarker("$date")
            if let text = PropertyListDateText.format(seconds, fraction: true) {
                appendString(text)
            } else {
                appendReal(seconds)  // beyond ISO text: seconds since 2001, still exact
            }
            output.append(UInt8(ascii: "}"))
        case .data(let data):
            openMarker("$data")
            output.append(UInt8(ascii: "\""))
            data.withUnsafeBytes { PropertyListBase64.encode($0, into: &output) }
            output.append(contentsOf: "\"}".utf8)
        case .uid(let uid):
            openMarker("$uid")
            output.append(contentsOf: String(uid).utf8)
            output.append(UInt8(ascii: "}"))
        case .array(let array):
            if array.isEmpty {
                output.append(contentsOf: "[]".utf8)
            } else {
                open(.array(array), count: array.count, bracket: "[")
            }
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                output.append(contentsOf: "{}".utf8)
            } else if dictionary.count == 1, let key = dictionary.keys.first, key.hasPrefix("$") {
                open(.wrapper(dictionary), count: 1, bracket: "{")
            } else {
                open(.dictionary(dictionary), count: dictionary.count, bracket: "{")
            }
        }
    }

    private mutating func open(_ container: Frame.Container, count: Int, bracket: Unicode.Scalar) {
        output.append(UInt8(ascii: bracket))
        stack.append(Frame(container: container, count: count))
    }

    /// `{"$name": ` (markers stay on one line even when pretty-printing).
    private mutating func openMarker(_ name: StaticString) {
        output.append(contentsOf: "{\"".utf8)
        output.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        output.append(contentsOf: (pretty ? "\": " : "\":").utf8)
    }

    private mutating func appendReal(_ real: Double) {
        if let text = PropertyListRealText.json(real) {
            output.append(contentsOf: text.utf8)
        } else {
            openMarker("$real")
            appendString(real.isNaN ? "nan" : real < 0 ? "-inf" : "inf")
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func appendMemberName(_ key: String) {
        appendString(key)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
    }

    private mutating func newline(indent level: Int) {
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: [0x20, 0x20]) }
    }

    private mutating func appendString(_ string: String) {
        PropertyListJSONWriter.appendQuoted(string, to: &output)
    }
}

extension PropertyListJSONWriter {
    /// `string` as a JSON string literal, escaped as this writer escapes it: the one JSON string
    /// escaper of the toolkit (the App Shortcuts linter finds strings in `.xcstrings` files with it).
    public static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`.
    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
                case 0x0A: output.append(contentsOf: "\\n".utf8)
                case 0x0D: output.append(contentsOf: "\\r".utf8)
                case 0x09: output.append(contentsOf: "\\t".utf8)
                case 0x08: output.append(contentsOf: "\\b".utf8)
                case 0x0C: output.append(contentsOf: "\\f".utf8)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: "\\u00".utf8)
                    output.append(hex[Int(byte >> 4)])
                    output.append(hex[Int(byte & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
