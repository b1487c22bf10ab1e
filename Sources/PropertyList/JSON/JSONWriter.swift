import Foundation

/// Writes a ``JSONValue`` as UTF-8 JSON: the toolkit's one JSON writer (``PropertyListJSONWriter``
/// and the runtime's JSON write through it too).
///
/// Members keep their order, numbers are written as their literal, strings are escaped per
/// RFC 8259 (`"`, `\` and control characters; `/` and non-ASCII text are written as UTF-8).
/// Output is deterministic.
public struct JSONWriter: Sendable {
    public var prettyPrinted: Bool

    /// - Parameter prettyPrinted: two-space indentation, one member per line, `"name": value` and a
    ///   final newline; `false` writes everything on one line without spaces.
    public init(prettyPrinted: Bool = true) {
        self.prettyPrinted = prettyPrinted
    }

    /// Encodes `value` as UTF-8 JSON. Every value is representable, so this cannot fail.
    public func write(_ value: JSONValue) -> Data {
        Data(JSONTextWriter.write(value, pretty: prettyPrinted))
    }

    /// `string` as a JSON string literal, escaped as this writer escapes it.
    public static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        JSONTextWriter<JSONValue>.appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension JSONValue: JSONWritable {
    var jsonNode: JSONNode<JSONValue> {
        switch self {
        case .null: .scalar(.null)
        case .boolean(let flag): .scalar(.boolean(flag))
        case .number(let number): .scalar(.number(number.text))
        case .string(let string): .scalar(.string(string))
        case .array(let items): .array(items)
        case .object(let members): .object(members, wrapper: nil)
        }
    }
}
