import Foundation
import OrderedCollections

/// How ``JSONTextWriter`` sees one value of a tree it writes.
enum JSONNode<Child> {
    /// Written on one line, also when pretty-printing.
    case scalar(JSONScalar)
    case array([Child])
    /// Members in their stored order; `wrapper` names a one-key object written around it
    /// (`{"$dict": {…}}`, the property-list mapping's escape for a dictionary that looks like a marker).
    case object(OrderedDictionary<String, Child>, wrapper: String?)
}

/// A value ``JSONTextWriter`` writes on one line.
indirect enum JSONScalar {
    case null
    case boolean(Bool)
    /// An RFC 8259 number literal, written as given.
    case number(String)
    case string(String)
    /// A string of the base64 of `data`, encoded straight into the output.
    case base64(Data)
    /// `{"name": content}`: the property-list mapping's markers (`{"$real": "nan"}`).
    case marker(StaticString, JSONScalar)
}

/// A tree ``JSONTextWriter`` can write (``JSONValue``, ``PropertyListValue``).
protocol JSONWritable {
    var jsonNode: JSONNode<Self> { get }
}

/// The toolkit's one JSON writer: UTF-8 JSON of any ``JSONWritable`` tree, containers written
/// iteratively (depth cannot overflow the stack), strings escaped by ``appendQuoted(_:to:)``.
/// Compact output has no spaces; pretty output indents two spaces, puts one member per line,
/// writes `"name": value` and ends with a newline.
struct JSONTextWriter<Value: JSONWritable> {
    let pretty: Bool
    private(set) var output: [UInt8] = []
    private var stack: [Frame] = []

    private struct Frame {
        enum Container {
            case array([Value])
            case object(OrderedDictionary<String, Value>)
            case wrapper(OrderedDictionary<String, Value>, name: String)
        }
        let container: Container
        let count: Int
        var next = 0
    }

    init(pretty: Bool) {
        self.pretty = pretty
    }

    static func write(_ value: Value, pretty: Bool) -> [UInt8] {
        var writer = JSONTextWriter(pretty: pretty)
        writer.encode(value)
        return writer.output
    }

    mutating func encode(_ root: Value) {
        output.reserveCapacity(4096)
        emit(root)
        while let top = stack.indices.last {
            let index = stack[top].next
            if index == stack[top].count {
                if pretty { newline(indent: top) }
                switch stack[top].container {
                case .array: output.append(UInt8(ascii: "]"))
                case .object, .wrapper: output.append(UInt8(ascii: "}"))
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
            case .object(let object):
                appendMemberName(object.keys[index])
                emit(object.values[index])
            case .wrapper(let object, let name):
                appendMemberName(name)
                open(.object(object), count: object.count, bracket: "{")
            }
        }
        if pretty { output.append(0x0A) }
    }

    private mutating func emit(_ value: Value) {
        switch value.jsonNode {
        case .scalar(let scalar):
            append(scalar)
        case .array(let array):
            if array.isEmpty {
                output.append(contentsOf: "[]".utf8)
            } else {
                open(.array(array), count: array.count, bracket: "[")
            }
        case .object(let object, let wrapper):
            if let wrapper {
                open(.wrapper(object, name: wrapper), count: 1, bracket: "{")
            } else if object.isEmpty {
                output.append(contentsOf: "{}".utf8)
            } else {
                open(.object(object), count: object.count, bracket: "{")
            }
        }
    }

    private mutating func append(_ scalar: JSONScalar) {
        switch scalar {
        case .null: output.append(contentsOf: "null".utf8)
        case .boolean(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .base64(let data):
            output.append(UInt8(ascii: "\""))
            data.withUnsafeBytes { PropertyListBase64.encode($0, into: &output) }
            output.append(UInt8(ascii: "\""))
        case .marker(let name, let content):
            output.append(contentsOf: "{\"".utf8)
            output.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            output.append(contentsOf: (pretty ? "\": " : "\":").utf8)
            append(content)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func open(_ container: Frame.Container, count: Int, bracket: Unicode.Scalar) {
        output.append(UInt8(ascii: bracket))
        stack.append(Frame(container: container, count: count))
    }

    private mutating func appendMemberName(_ key: String) {
        Self.appendQuoted(key, to: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
    }

    private mutating func newline(indent level: Int) {
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: [0x20, 0x20]) }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`, everything
    /// else (`/` and non-ASCII too) as its UTF-8. The one JSON string escaper of the toolkit.
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
