import OrderedCollections
import PropertyList

/// Filter conditions of Find/Filter actions, and the iOS 18 multi-condition If
/// (`WFContentPredicateTableTemplate`).
public struct PredicateTable: Sendable, Hashable {
    /// `WFActionParameterFilterPrefix`: 1 = all (AND), 0 = any (OR), −1 = single condition (Cherri).
    public var prefix: Int?
    /// `WFActionParameterFilterTemplates`; nil when absent or not an array of dictionaries.
    public var templates: [PredicateTemplate]?
    /// Every other key (`WFContentPredicateBoundedDate`, `WFContentItemLimitNumber`, …), decoded.
    public var otherFields: OrderedDictionary<String, ParameterValue>

    public init(
        prefix: Int?, templates: [PredicateTemplate]?, otherFields: OrderedDictionary<String, ParameterValue> = [:]
    ) {
        self.prefix = prefix
        self.templates = templates
        self.otherFields = otherFields
    }

    /// True when every condition must hold (AND); false for any (OR).
    public var matchesAll: Bool { prefix != 0 }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        var prefix: Int?
        if case .integer(let value)? = rest["WFActionParameterFilterPrefix"], let small = value.int64 {
            prefix = Int(small)
            rest.removeValue(forKey: "WFActionParameterFilterPrefix")
        }
        var templates: [PredicateTemplate]?
        if case .array(let elements)? = rest["WFActionParameterFilterTemplates"] {
            let decoded = elements.compactMap { element -> PredicateTemplate? in
                guard case .dictionary(let template) = element else { return nil }
                return PredicateTemplate(fields: ParameterValue.decodePlain(template))
            }
            if decoded.count == elements.count {
                templates = decoded
                rest.removeValue(forKey: "WFActionParameterFilterTemplates")
            }
        }
        self.init(prefix: prefix, templates: templates, otherFields: ParameterValue.decodePlain(rest))
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("WFActionParameterFilterPrefix", prefix.map { .integer(PropertyListInteger($0)) })
        dictionary.put(
            "WFActionParameterFilterTemplates", templates.map { .array($0.map { .dictionary($0.propertyList) }) })
        for (key, value) in otherFields where dictionary[key] == nil { dictionary[key] = value.propertyList }
        return dictionary
    }
}

/// One condition of a ``PredicateTable``: a filter template (`Property`, `Operator`, operands)
/// or an If condition (`WFCondition`, `WFInput`, operands).
public struct PredicateTemplate: Sendable, Hashable {
    /// All keys, decoded, in file order.
    public var fields: OrderedDictionary<String, ParameterValue>

    public init(fields: OrderedDictionary<String, ParameterValue>) { self.fields = fields }

    /// `Property` of a filter template (`Name`, `Start Date`, …).
    public var property: String? { fields["Property"]?.stringValue }

    /// The comparison code: `Operator` in filters, `WFCondition` in If conditions.
    public var comparison: Int? {
        if case .integer(let value)? = fields["Operator"] ?? fields["WFCondition"] { return value.int64.map(Int.init) }
        return nil
    }

    /// `WFInput` of an If condition.
    public var input: ParameterValue? { fields["WFInput"] }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary(minimumCapacity: fields.count)
        for (key, value) in fields { dictionary[key] = value.propertyList }
        return dictionary
    }
}
