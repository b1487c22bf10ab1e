import ShortcutModel

extension ParameterValue {
    /// The property-list type a value is written as ("string", "array", "dictionary", …), for messages.
    var shapeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .uid: "UID"
        case .array: "array"
        case .dictionary: "dictionary"
        case .text: "text (WFTextTokenString)"
        case .variable: "variable (WFTextTokenAttachment)"
        case .dictionaryField: "dictionary (WFDictionaryFieldValue)"
        case .list: "list (WFArrayParameterState)"
        case .predicateTable: "filter (WFContentPredicateTableTemplate)"
        case .quantity: "quantity (WFQuantityFieldValue)"
        case .timeOffset: "time offset (WFTimeOffsetValue)"
        case .contactFields: "contacts (WFContactFieldValue)"
        case .linkDynamicOption: "entity option (WFLinkDynamicOptionSubstitutableState)"
        case .state(let state): "\(state.kind.rawValue)"
        case .serialized(let value): value.serializationType
        }
    }
}
