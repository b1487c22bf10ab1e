import Foundation
import OrderedCollections

/// Reads any RFC 8259 JSON text into a ``JSONValue``: the toolkit's one JSON reader (the parser
/// behind ``PropertyListJSONReader`` too, and the runtime's JSON).
///
/// Strict: numbers as RFC 8259 spells them (no `+1`, `01`, `.5`, `NaN`), strings valid UTF-8 with
/// every surrogate escape paired, no trailing commas, nothing after the value. Bounded: nesting
/// deeper than ``PropertyListLimits/maximumDepth``, more values than
/// ``PropertyListLimits/maximumObjectCount`` or a text longer than ``maximumByteCount`` fails with
/// an error instead of exhausting the stack or memory.
public struct JSONReader: Sendable {
    /// Nesting depth and value count beyond which reading fails (`nestingTooDeep`, `countTooLarge`).
    public var limits: PropertyListLimits
    /// Longest text read (`countTooLarge` at this offset beyond it).
    public var maximumByteCount: Int

    public init(limits: PropertyListLimits = .default, maximumByteCount: Int = Int.max) {
        self.limits = limits
        self.maximumByteCount = maximumByteCount
    }

    /// Parses JSON `data` (UTF-8, optional BOM).
    ///
    /// - Throws: ``PropertyListError`` with byte offset, line and column: `malformedJSON` for
    ///   syntax, `invalidString` for bad UTF-8 or escapes (a lone surrogate), `truncated`, and the limits.
    public func read(_ data: Data) throws(PropertyListError) -> JSONValue {
        guard data.count <= maximumByteCount else { throw PropertyListError(.countTooLarge, offset: maximumByteCount) }
        return try TextDocument.parse(data) { (base, count, start) throws(PropertyListError) in
            var parser = JSONParser(base: base, count: count, start: start, limits: limits, builder: JSONValueBuilder())
            return try parser.parseDocument()
        }
    }

    /// Parses JSON text.
    public func read(_ text: String) throws(PropertyListError) -> JSONValue {
        try read(Data(text.utf8))
    }
}

/// Builds ``JSONValue``s: every number kept as its literal, `null` a value, no markers.
struct JSONValueBuilder: JSONBuilder {
    static var readsMarkers: Bool { false }

    func string(_ string: String) -> JSONValue { .string(string) }

    func number(_ text: UnsafeBufferPointer<UInt8>, isInteger: Bool, at offset: Int) -> JSONValue {
        .number(JSONNumber(checked: String(decoding: text, as: UTF8.self)))
    }

    func boolean(_ flag: Bool) -> JSONValue { .boolean(flag) }

    func null(at offset: Int) -> JSONValue { .null }

    func array(_ items: [JSONValue]) -> JSONValue { .array(items) }

    func object(names: [String], members: [JSONValue]) -> JSONValue {
        var object = OrderedDictionary<String, JSONValue>(minimumCapacity: names.count)
        for (name, member) in zip(names, members) { object[name] = member }
        return .object(object)
    }

    func interpret(_ object: JSONValue, at offset: Int) -> JSONValue { object }
}
