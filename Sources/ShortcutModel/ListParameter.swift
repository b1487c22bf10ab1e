import PropertyList

/// A list parameter (`WFArrayParameterState`): menu items, list entries, and so on.
public struct ListParameter: Sendable, Hashable {
    /// One entry of the list: a plain string or a typed item.
    public enum Item: Sendable, Hashable {
        /// A plain string entry.
        case string(String)
        /// A typed entry `{WFItemType, WFValue}`.
        case item(DictionaryItem)
        /// Anything else, decoded generically.
        case other(ParameterValue)

        init(propertyList value: PropertyListValue) {
            switch value {
            case .string(let string): self = .string(string)
            case .dictionary(let body) where body["WFItemType"] != nil && body["WFSerializationType"] == nil:
                self = .item(DictionaryItem(propertyList: body))
            default: self = .other(ParameterValue(propertyList: value))
            }
        }

        var propertyList: PropertyListValue {
            switch self {
            case .string(let string): .string(string)
            case .item(let item): .dictionary(item.propertyList)
            case .other(let value): value.propertyList
            }
        }
    }

    public var items: [Item]

    public init(items: [Item]) { self.items = items }

    public init(strings: [String]) { self.items = strings.map(Item.string) }
}
