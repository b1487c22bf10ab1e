import OrderedCollections
import ShortcutModel

/// One condition of a content filter (``Value/contentFilter(_:prefix:extra:)``): a Find/Filter
/// condition on a property, one condition of OS 18's multi-condition If, or any other stored
/// template.
///
/// ```swift
/// s.add(.findNotes(contentItemFilter: .contentFilter([
///     .property("Name", 99, values: ["String": "Groceries", "Unit": 4], removable: true)
/// ])))
/// ```
public struct FilterCondition: Sendable, Hashable {
    /// The template as stored (`Property`, `Operator`, `Values`, … or `WFCondition`, `WFInput`, …).
    public var template: PredicateTemplate

    /// A condition on a property: `Property`, the `Operator` code (4 is, 99 contains, 1000
    /// is in the last, …), its operands under `Values` (`String`, `Number`, `Unit`, `Enumeration`,
    /// `Bool`, …; omitted when nil), `Removable`, then any other keys.
    public static func property(
        _ name: String, _ operatorCode: Int, values: KeyValuePairs<String, Value>? = nil, removable: Bool? = nil,
        extra: KeyValuePairs<String, Value> = [:]
    ) -> FilterCondition {
        var fields: OrderedDictionary<String, ParameterValue> = [
            "Operator": .integer(PropertyListInteger(operatorCode)), "Property": .string(name),
        ]
        if let removable { fields["Removable"] = .boolean(removable) }
        if let values { fields["Values"] = Value.plainDictionary(values).parameterValue }
        for (key, value) in extra { fields[key] = value.parameterValue }
        return FilterCondition(template: PredicateTemplate(fields: fields))
    }

    /// A condition of the multi-condition If: its `WFInput`, the `WFCondition` code and operands
    /// (`WFConditionalActionString`, `WFNumberValue`, …).
    public static func condition(
        _ input: Value, _ code: Int, operands: KeyValuePairs<String, Value> = [:]
    ) -> FilterCondition {
        var fields: OrderedDictionary<String, ParameterValue> = [
            "WFCondition": .integer(PropertyListInteger(code)), "WFInput": input.parameterValue,
        ]
        for (key, value) in operands { fields[key] = value.parameterValue }
        return FilterCondition(template: PredicateTemplate(fields: fields))
    }

    /// A template of other keys, in order.
    public static func fields(_ entries: KeyValuePairs<String, Value>) -> FilterCondition {
        var fields = OrderedDictionary<String, ParameterValue>(minimumCapacity: entries.count)
        for (key, value) in entries { fields[key] = value.parameterValue }
        return FilterCondition(template: PredicateTemplate(fields: fields))
    }
}

extension Value {
    /// A content filter (`WFContentPredicateTableTemplate`): the conditions of Find/Filter actions
    /// and entity queries, or of OS 18's multi-condition If. `prefix` is
    /// `WFActionParameterFilterPrefix` (1 all, 0 any, −1 a single condition; nil: not stored);
    /// `extra` other keys of the table (`WFContentPredicateBoundedDate`, …).
    public static func contentFilter(
        _ conditions: [FilterCondition], prefix: Int? = 1, extra: KeyValuePairs<String, Value> = [:]
    ) -> Value {
        var other = OrderedDictionary<String, ParameterValue>()
        for (key, value) in extra { other[key] = value.parameterValue }
        return Value(
            .predicateTable(PredicateTable(prefix: prefix, templates: conditions.map(\.template), otherFields: other)))
    }
}
