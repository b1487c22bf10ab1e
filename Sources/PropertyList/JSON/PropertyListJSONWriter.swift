import Foundation

/// Renders a ``PropertyListValue`` as JSON that ``PropertyListJSONReader`` reads back to an
/// equal value (see `Docs/JSON.md` for the mapping), through the one JSON writer (``JSONWriter``'s
/// layout and escaping).
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
        Data(JSONTextWriter.write(value, pretty: prettyPrinted))
    }

    /// `string` as a JSON string literal, escaped as this writer escapes it: the one JSON string
    /// escaper of the toolkit (``JSONWriter/quoted(_:)``; the App Shortcuts linter finds strings in
    /// `.xcstrings` files with it).
    public static func quoted(_ string: String) -> String {
        JSONWriter.quoted(string)
    }
}

extension PropertyListValue: JSONWritable {
    var jsonNode: JSONNode<PropertyListValue> {
        switch self {
        case .string(let string): .scalar(.string(string))
        case .integer(let integer): .scalar(.number(integer.description))
        case .real(let real): .scalar(Self.real(real))
        case .boolean(let flag): .scalar(.boolean(flag))
        case .date(let date):
            .scalar(
                .marker(
                    "$date",
                    PropertyListDateText.format(date.timeIntervalSinceReferenceDate, fraction: true).map {
                        .string($0)
                    } ?? Self.real(date.timeIntervalSinceReferenceDate)))  // beyond ISO text: seconds since 2001
        case .data(let data): .scalar(.marker("$data", .base64(data)))
        case .uid(let uid): .scalar(.marker("$uid", .number(String(uid))))
        case .array(let items): .array(items)
        case .dictionary(let members):
            .object(members, wrapper: members.count == 1 && members.keys[0].hasPrefix("$") ? "$dict" : nil)
        }
    }

    private static func real(_ real: Double) -> JSONScalar {
        if let text = PropertyListRealText.json(real) { return .number(text) }
        return .marker("$real", .string(real.isNaN ? "nan" : real < 0 ? "-inf" : "inf"))
    }
}
