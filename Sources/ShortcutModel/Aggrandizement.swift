import OrderedCollections
import PropertyList

/// One step applied to a variable: take a property, coerce to a type, look up a dictionary
/// key, format a date, or convert a unit (`Aggrandizements` array of an ``Attachment``).
public struct Aggrandizement: Sendable, Hashable {
    /// Which step this is, with its stored settings (`Type` and its keys).
    public enum Kind: Sendable, Hashable {
        /// `WFDictionaryValueVariableAggrandizement`: the value for `DictionaryKey`.
        case dictionaryValue(key: String?)
        /// `WFCoercionVariableAggrandizement`: treat the value as `CoercionItemClass`.
        case coercion(itemClass: String?)
        /// `WFPropertyVariableAggrandizement`: `PropertyName` (with optional `PropertyUserInfo`).
        case property(name: String?)
        /// `WFDateFormatVariableAggrandizement`.
        case dateFormat(dateStyle: String?, timeStyle: String?, format: String?)
        /// `WFUnitVariableAggrandizement`.
        case unit(symbol: String?, type: String?)
        case other(String)
    }

    /// The aggrandizement's `Type`.
    public var type: String
    /// All other keys, as stored (typed access through ``kind`` and the properties below).
    public var fields: PropertyListDictionary

    public init(type: String, fields: PropertyListDictionary = [:]) {
        self.type = type
        self.fields = fields
    }

    public static func dictionaryValue(forKey key: String) -> Aggrandizement {
        Aggrandizement(type: "WFDictionaryValueVariableAggrandizement", fields: ["DictionaryKey": .string(key)])
    }

    public static func coercion(to itemClass: String) -> Aggrandizement {
        Aggrandizement(type: "WFCoercionVariableAggrandizement", fields: ["CoercionItemClass": .string(itemClass)])
    }

    public static func property(_ name: String) -> Aggrandizement {
        Aggrandizement(type: "WFPropertyVariableAggrandizement", fields: ["PropertyName": .string(name)])
    }

    public var kind: Kind {
        switch type {
        case "WFDictionaryValueVariableAggrandizement": .dictionaryValue(key: fields["DictionaryKey"]?.string)
        case "WFCoercionVariableAggrandizement": .coercion(itemClass: fields["CoercionItemClass"]?.string)
        case "WFPropertyVariableAggrandizement": .property(name: fields["PropertyName"]?.string)
        case "WFDateFormatVariableAggrandizement":
            .dateFormat(
                dateStyle: fields["WFDateFormatStyle"]?.string, timeStyle: fields["WFTimeFormatStyle"]?.string,
                format: fields["WFDateFormat"]?.string)
        case "WFUnitVariableAggrandizement":
            .unit(symbol: fields["WFUnitSymbol"]?.string, type: fields["WFMeasurementUnitType"]?.string)
        default: .other(type)
        }
    }

    /// `PropertyUserInfo` of a property aggrandizement (an integer or a string).
    public var propertyUserInfo: PropertyListValue? { fields["PropertyUserInfo"] }
}

extension Aggrandizement {
    init?(propertyList dictionary: PropertyListDictionary) {
        var rest = dictionary
        guard let type = rest.takeString("Type") else { return nil }
        self.init(type: type, fields: rest)
    }

    public var propertyList: PropertyListDictionary {
        var dictionary = fields
        dictionary["Type"] = .string(type)
        return dictionary
    }
}
