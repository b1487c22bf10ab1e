import OrderedCollections

/// Any JSON value, with object members in the order the text gives them: the toolkit's one JSON
/// value type, read by ``JSONReader`` and written by ``JSONWriter``.
///
/// Numbers keep their literal text (``JSONNumber``), so an integer of any size survives a read
/// and write unchanged and each reader of the value picks its own representation. Equality is
/// structural and member order counts (`{"a":1,"b":2}` is not `{"b":2,"a":1}`).
public enum JSONValue: Sendable, Hashable {
    case null
    case boolean(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(OrderedDictionary<String, JSONValue>)
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(JSONNumber(floatLiteral: value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Members in the literal's order; a repeated name keeps its first place and takes the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members = OrderedDictionary<String, JSONValue>(minimumCapacity: elements.count)
        for (name, value) in elements { members[name] = value }
        self = .object(members)
    }
}
