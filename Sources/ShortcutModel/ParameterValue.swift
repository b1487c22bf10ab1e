import Foundation
import OrderedCollections
import PropertyList

/// The value of one action parameter.
///
/// A parameter is either a plain plist value or a *serialized value*: a dictionary with
/// `WFSerializationType` and usually `Value`. Every serialization type the format uses has its
/// own case; a type this model does not know, or a known type whose payload has an unexpected
/// shape, is kept verbatim in ``serialized(_:)`` so nothing is ever lost.
public indirect enum ParameterValue: Sendable, Hashable {
    // Plain property-list values.
    case string(String)
    case integer(PropertyListInteger)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case uid(UInt64)
    case array([ParameterValue])
    /// A plain dictionary (for example the If input wrapper `{Type: Variable, Variable: …}`);
    /// its values are decoded too, so variables inside are typed.
    case dictionary(OrderedDictionary<String, ParameterValue>)

    // Serialized values (`WFSerializationType`).
    /// `WFTextTokenString`: text with inline variables.
    case text(TokenString)
    /// `WFTextTokenAttachment`: a single variable reference.
    case variable(Attachment)
    /// `WFDictionaryFieldValue`: a dictionary built in the editor.
    case dictionaryField(DictionaryField)
    /// `WFArrayParameterState`: a list of strings or typed items.
    case list(ListParameter)
    /// `WFContentPredicateTableTemplate`: filter conditions, or iOS 18 multi-condition If.
    case predicateTable(PredicateTable)
    /// `WFQuantityFieldValue`: a magnitude with a unit.
    case quantity(Quantity)
    /// `WFTimeOffsetValue`: add/subtract a duration.
    case timeOffset(TimeOffset)
    /// `WFContactFieldValue`: contacts, emails or phone numbers.
    case contactFields(ContactFields)
    /// `WFLinkDynamicOptionSubstitutableState`: an App Intents entity option.
    case linkDynamicOption(LinkDynamicOption)
    /// The `…SubstitutableState` / `WFTokenAttachmentParameterState` wrappers.
    case state(SubstitutableState)
    /// A serialized value kept verbatim (unknown type, or a payload of unexpected shape).
    case serialized(SerializedValue)
}

/// A `WFSerializationType` dictionary the model keeps exactly as it was.
public struct SerializedValue: Sendable, Hashable {
    /// The `WFSerializationType` string.
    public var serializationType: String
    /// The whole dictionary, including `WFSerializationType`.
    public var propertyList: PropertyListDictionary

    public init(serializationType: String, propertyList: PropertyListDictionary) {
        self.serializationType = serializationType
        self.propertyList = propertyList
    }
}

extension ParameterValue {
    /// The serialization type names, as they appear in files.
    public enum SerializationType {
        public static let textTokenString = "WFTextTokenString"
        public static let textTokenAttachment = "WFTextTokenAttachment"
        public static let dictionaryFieldValue = "WFDictionaryFieldValue"
        public static let arrayParameterState = "WFArrayParameterState"
        public static let contentPredicateTableTemplate = "WFContentPredicateTableTemplate"
        public static let quantityFieldValue = "WFQuantityFieldValue"
        public static let timeOffsetValue = "WFTimeOffsetValue"
        public static let contactFieldValue = "WFContactFieldValue"
        public static let linkDynamicOption = "WFLinkDynamicOptionSubstitutableState"
    }

    /// The plain string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Text for display-free uses: a plain string, or a token string with no variables.
    public var plainText: String? {
        switch self {
        case .string(let value): return value
        case .text(let token) where token.attachments.isEmpty: return token.string
        default: return nil
        }
    }

    /// The attachment if this value *is* a variable (directly or through a wrapper).
    public var attachment: Attachment? {
        switch self {
        case .variable(let attachment): return attachment
        case .state(let state): return state.value?.attachment
        case .dictionary(let dictionary):
            // The If input wrapper `{Type: "Variable", Variable: <attachment>}`.
            if case .string("Variable")? = dictionary["Type"] { return dictionary["Variable"]?.attachment }
            return nil
        default: return nil
        }
    }
}
