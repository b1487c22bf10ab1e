import OrderedCollections
import PropertyList

/// A dictionary built in the Shortcuts editor (`WFDictionaryFieldValue`): an ordered list of
/// typed key/value items. Keys need not be unique, so it stays a list.
public struct DictionaryField: Sendable, Hashable {
    /// How the payload was nested in the file.
    public enum Layout: Sendable, Hashable {
        /// `Value: {WFDictionaryFieldValueItems: [...]}`.
        case standard
        /// `Value: [...]` (written by some generators).
        case bareArray
        /// `Value` is itself a `WFDictionaryFieldValue` (nested dictionaries, item type 1).
        case doubleWrapped
    }

    public var items: [DictionaryItem]
    public var layout: Layout

    public init(items: [DictionaryItem], layout: Layout = .standard) {
        self.items = items
        self.layout = layout
    }

    init?(payload: PropertyListValue) {
        switch payload {
        case .array(let items):
            self.init(items: items.compactMap(DictionaryItem.init(element:)), layout: .bareArray)
            guard self.items.count == items.count else { return nil }
        case .dictionary(let body):
            if body.count == 1, case .array(let items)? = body["WFDictionaryFieldValueItems"] {
                self.init(items: items.compactMap(DictionaryItem.init(element:)), layout: .standard)
                guard self.items.count == items.count else { return nil }
            } else if body.count == 2,
                body["WFSerializationType"] == .string(ParameterValue.SerializationType.dictionaryFieldValue),
                let inner = body["Value"], let nested = DictionaryField(payload: inner), nested.layout == .standard
            {
                self.init(items: nested.items, layout: .doubleWrapped)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    var payload: PropertyListValue {
        let items = PropertyListValue.array(items.map { .dictionary($0.propertyList) })
        switch layout {
        case .bareArray: return items
        case .standard: return .dictionary(["WFDictionaryFieldValueItems": items])
        case .doubleWrapped:
            return ParameterValue.wrap(
                ParameterValue.SerializationType.dictionaryFieldValue,
                .dictionary(["WFDictionaryFieldValueItems": items]))
        }
    }
}

/// One entry of a ``DictionaryField`` or of a typed ``ListParameter`` item:
/// `{WFItemType, WFKey, WFValue}`.
public struct DictionaryItem: Sendable, Hashable {
    /// `WFItemType` codes.
    public enum ItemType: Sendable, Hashable {
        case text, dictionary, array, number, boolean, file
        case other(Int)

        public init(code: Int) {
            switch code {
            case 0: self = .text
            case 1: self = .dictionary
            case 2: self = .array
            case 3: self = .number
            case 4: self = .boolean
            case 5: self = .file
            default: self = .other(code)
            }
        }
    }

    /// The stored `WFItemType`, nil when absent.
    public var itemTypeCode: Int?
    /// `WFKey`: a token string, or a plain string from generators.
    public var key: ParameterValue?
    /// `WFValue`; absent in rare files.
    public var value: ParameterValue?
    public var extra: PropertyListDictionary

    public init(itemTypeCode: Int?, key: ParameterValue?, value: ParameterValue?, extra: PropertyListDictionary = [:]) {
        self.itemTypeCode = itemTypeCode
        self.key = key
        self.value = value
        self.extra = extra
    }

    /// A text entry, as the editor writes it.
    public static func text(key: TokenString, value: TokenString) -> DictionaryItem {
        DictionaryItem(itemTypeCode: 0, key: .text(key), value: .text(value))
    }

    public var itemType: ItemType? { itemTypeCode.map(ItemType.init(code:)) }

    /// The key as plain text, when it has no variables.
    public var keyText: String? { key?.plainText }

    init?(element: PropertyListValue) {
        guard case .dictionary(let body) = element else { return nil }
        self.init(propertyList: body)
    }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        var code: Int?
        if case .integer(let integer)? = rest["WFItemType"], let small = integer.int64 {
            code = Int(small)
            rest.removeValue(forKey: "WFItemType")
        }
        self.init(
            itemTypeCode: code,
            key: rest.take("WFKey").map(ParameterValue.init(propertyList:)),
            value: rest.take("WFValue").map(ParameterValue.init(propertyList:)),
            extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary(minimumCapacity: 3)
        dictionary.put("WFItemType", itemTypeCode.map { .integer(PropertyListInteger($0)) })
        dictionary.put("WFKey", key?.propertyList)
        dictionary.put("WFValue", value?.propertyList)
        return dictionary.merging(extra: extra)
    }
}
