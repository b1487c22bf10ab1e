import Foundation
import OrderedCollections
import PropertyList

/// JSON in and out of ``RuntimeValue``, keeping object members in order (Get Dictionary from
/// Input, `--json` output, stub and answer files), through the toolkit's one JSON reader and
/// writer (`JSONReader`, `JSONWriter`).
///
/// Reading is strict RFC 8259 (no `+1`, `.5`, lone surrogate escapes) and bounded by
/// ``RuntimeJSON/maximumDepth``, so hostile input fails with an error instead of exhausting the
/// stack. Every number becomes a `Double` (`1e999` and integers beyond its range are ±infinity).
public enum RuntimeJSON {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Why JSON text was refused, and the byte offset where.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// Byte offset into the UTF-8 text.
        public var offset: Int
        /// What was wrong, without the place (`unexpected end of text`).
        public var message: String
        public var description: String { "invalid JSON at byte \(offset): \(message)" }

        public init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// Parses JSON text: objects become dictionaries, arrays lists, `null` nothing.
    public static func parse(_ text: String) throws(ParseError) -> RuntimeValue {
        do {
            return value(
                from: try JSONReader(limits: PropertyListLimits(maximumDepth: maximumDepth)).read(text))
        } catch {
            throw ParseError(offset: error.offset, message: error.reason.jsonMessage)
        }
    }

    /// The runtime value of a JSON value: objects become dictionaries (members in order), arrays
    /// lists, numbers `Double`s, `null` nothing.
    public static func value(from json: JSONValue) -> RuntimeValue {
        switch json {
        case .null: .nothing
        case .boolean(let flag): .boolean(flag)
        case .number(let number): .number(number.double)
        case .string(let text): .text(text)
        case .array(let items): .list(items.map(value(from:)))
        case .object(let members): .dictionary(members.mapValues(value(from:)))
        }
    }

    /// JSON for a value: text → string, number → number (as ``RuntimeCoercion/text(of:)`` writes
    /// it; not finite → null), list → array, dictionary → object, date → ISO 8601 string, URL →
    /// string, file → `{"name","type","base64"}`, a place, contact, article or store item → an
    /// object naming its kind (`{"kind": "place", "name": …}`, ``ContentItem``), nothing → null.
    public static func json(for value: RuntimeValue) -> JSONValue {
        switch value {
        case .nothing: .null
        case .text(let text), .url(let text): .string(text)
        case .number(let number):
            number.isFinite
                ? JSONNumber(RuntimeCoercion.text(of: number)).map(JSONValue.number) ?? .null : .null
        case .boolean(let flag): .boolean(flag)
        case .date(let date): .string(RuntimeCoercion.iso8601(date))
        case .list(let items): .array(items.map(json(for:)))
        case .dictionary(let members): .object(members.mapValues(json(for:)))
        case .file(let file):
            .object([
                "name": .string(file.name), "type": .string(file.type),
                "base64": .string(file.data.base64EncodedString()),
            ])
        case .item(let item): .object(item.jsonMembers.mapValues(json(for:)))
        }
    }

    /// ``json(for:)`` as text: on one line, or (`pretty`) two-space indented with one member per
    /// line and no final newline.
    public static func text(for value: RuntimeValue, pretty: Bool = false) -> String {
        var data = JSONWriter(prettyPrinted: pretty).write(json(for: value))
        if pretty, data.last == 0x0A { data.removeLast() }
        return String(decoding: data, as: UTF8.self)
    }
}
