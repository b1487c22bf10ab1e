import ShortcutModel

/// Names for the shapes of values the decompiler writes with `.raw(…)`, so the statistics can
/// say which shapes the DSL has no form for.
enum ValueShape {
    static func name(of value: ParameterValue) -> String {
        switch value {
        case .string: "plain string"
        case .integer: "integer outside Int"
        case .real: "non-finite real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .uid: "uid"
        case .array: "plain array"
        case .dictionary(let fields):
            fields["WFSerializationType"] != nil ? "dictionary with a WFSerializationType key" : "plain dictionary"
        case .text(let token):
            token.malformedPlacements.isEmpty
                ? "text with layout \(token.layout)" : "text with damaged variable ranges"
        case .variable: "variable"
        case .dictionaryField: "dictionary field"
        case .list: "list with typed items (WFArrayParameterState of dictionaries)"
        case .predicateTable: "content filter (WFContentPredicateTableTemplate)"
        case .quantity: "quantity (WFQuantityFieldValue)"
        case .timeOffset: "time offset (WFTimeOffsetValue)"
        case .contactFields: "contact fields (WFContactFieldValue)"
        case .linkDynamicOption: "link dynamic option (WFLinkDynamicOptionSubstitutableState)"
        case .state(let state): "substitutable state \(state.kind.rawValue)"
        case .serialized(let serialized): "serialized \(serialized.serializationType)"
        }
    }
}
