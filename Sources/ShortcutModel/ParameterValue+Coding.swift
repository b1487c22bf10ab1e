import Foundation
import OrderedCollections
import PropertyList

extension ParameterValue {
    /// Decodes a parameter value from its property list. Never fails: shapes the model does
    /// not recognise are kept verbatim.
    public init(propertyList value: PropertyListValue) {
        switch value {
        case .string(let v): self = .string(v)
        case .integer(let v): self = .integer(v)
        case .real(let v): self = .real(v)
        case .boolean(let v): self = .boolean(v)
        case .date(let v): self = .date(v)
        case .data(let v): self = .data(v)
        case .uid(let v): self = .uid(v)
        case .array(let values): self = .array(values.map(ParameterValue.init(propertyList:)))
        case .dictionary(let dictionary):
            if case .string(let type)? = dictionary["WFSerializationType"] {
                self =
                    ParameterValue.decodeSerialized(type: type, dictionary)
                    ?? .serialized(
                        SerializedValue(serializationType: type, propertyList: dictionary))
            } else {
                self = .dictionary(ParameterValue.decodePlain(dictionary))
            }
        }
    }

    static func decodePlain(_ dictionary: PropertyListDictionary) -> OrderedDictionary<String, ParameterValue> {
        var result = OrderedDictionary<String, ParameterValue>(minimumCapacity: dictionary.count)
        for (key, value) in dictionary { result[key] = ParameterValue(propertyList: value) }
        return result
    }

    /// Typed decoding of a serialized value; nil when its shape is not exactly understood.
    private static func decodeSerialized(type: String, _ dictionary: PropertyListDictionary) -> ParameterValue? {
        // Only `{WFSerializationType, Value}` wrappers are typed; anything else at this level
        // would be lost by the typed forms. (A missing `Value` is legal for token strings.)
        let hasValue = dictionary["Value"] != nil
        guard dictionary.count == (hasValue ? 2 : 1) else { return nil }
        let payload = dictionary["Value"]
        switch type {
        case SerializationType.textTokenString:
            guard let payload else { return .text(TokenString(valueAbsent: ())) }
            return TokenString(payload: payload).map(ParameterValue.text)
        case SerializationType.textTokenAttachment:
            guard case .dictionary(let body)? = payload else { return nil }
            return Attachment(propertyList: body).map(ParameterValue.variable)
        case SerializationType.dictionaryFieldValue:
            return payload.flatMap(DictionaryField.init(payload:)).map(ParameterValue.dictionaryField)
        case SerializationType.arrayParameterState:
            guard case .array(let items)? = payload else { return nil }
            return .list(ListParameter(items: items.map(ListParameter.Item.init(propertyList:))))
        case SerializationType.contentPredicateTableTemplate:
            guard case .dictionary(let body)? = payload else { return nil }
            return .predicateTable(PredicateTable(propertyList: body))
        case SerializationType.quantityFieldValue:
            guard case .dictionary(let body)? = payload else { return nil }
            return .quantity(Quantity(propertyList: body))
        case SerializationType.timeOffsetValue:
            guard case .dictionary(let body)? = payload else { return nil }
            return .timeOffset(TimeOffset(propertyList: body))
        case SerializationType.contactFieldValue:
            guard case .dictionary(let body)? = payload else { return nil }
            return ContactFields(propertyList: body).map(ParameterValue.contactFields)
        case SerializationType.linkDynamicOption:
            guard case .dictionary(let body)? = payload else { return nil }
            return LinkDynamicOption(propertyList: body).map(ParameterValue.linkDynamicOption)
        default:
            guard let kind = SubstitutableState.Kind(rawValue: type) else { return nil }
            return .state(SubstitutableState(kind: kind, value: payload.map(ParameterValue.init(propertyList:))))
        }
    }

    /// The property list this value was decoded from (or would be written as).
    public var propertyList: PropertyListValue {
        switch self {
        case .string(let v): return .string(v)
        case .integer(let v): return .integer(v)
        case .real(let v): return .real(v)
        case .boolean(let v): return .boolean(v)
        case .date(let v): return .date(v)
        case .data(let v): return .data(v)
        case .uid(let v): return .uid(v)
        case .array(let values): return .array(values.map(\.propertyList))
        case .dictionary(let dictionary):
            var result = PropertyListDictionary(minimumCapacity: dictionary.count)
            for (key, value) in dictionary { result[key] = value.propertyList }
            return .dictionary(result)
        case .text(let token): return Self.wrap(SerializationType.textTokenString, token.payload)
        case .variable(let attachment):
            return Self.wrap(SerializationType.textTokenAttachment, .dictionary(attachment.propertyList))
        case .dictionaryField(let field): return Self.wrap(SerializationType.dictionaryFieldValue, field.payload)
        case .list(let list):
            return Self.wrap(SerializationType.arrayParameterState, .array(list.items.map(\.propertyList)))
        case .predicateTable(let table):
            return Self.wrap(SerializationType.contentPredicateTableTemplate, .dictionary(table.propertyList))
        case .quantity(let quantity):
            return Self.wrap(SerializationType.quantityFieldValue, .dictionary(quantity.propertyList))
        case .timeOffset(let offset):
            return Self.wrap(SerializationType.timeOffsetValue, .dictionary(offset.propertyList))
        case .contactFields(let fields):
            return Self.wrap(SerializationType.contactFieldValue, .dictionary(fields.propertyList))
        case .linkDynamicOption(let option):
            return Self.wrap(SerializationType.linkDynamicOption, .dictionary(option.propertyList))
        case .state(let state): return Self.wrap(state.kind.rawValue, state.value?.propertyList)
        case .serialized(let value): return .dictionary(value.propertyList)
        }
    }

    static func wrap(_ type: String, _ payload: PropertyListValue?) -> PropertyListValue {
        // Apple writes keys sorted, so `Value` comes first.
        var dictionary = PropertyListDictionary(minimumCapacity: 2)
        if let payload { dictionary["Value"] = payload }
        dictionary["WFSerializationType"] = .string(type)
        return .dictionary(dictionary)
    }
}
