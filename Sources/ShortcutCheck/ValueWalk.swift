import ShortcutModel

extension ParameterValue {
    /// Calls `body` for this value and every value inside it, depth first, with its key path
    /// below the parameter (`WFInput`, `Value.WFDictionaryFieldValueItems[2].WFValue`, the same
    /// spelling as `attachmentOccurrences`).
    func walk(path: String, _ body: (ParameterValue, String) -> Void) {
        body(self, path)
        switch self {
        case .string, .integer, .real, .boolean, .date, .data, .uid, .serialized, .contactFields,
            .linkDynamicOption, .variable, .text:
            return
        case .array(let values):
            for (index, value) in values.enumerated() { value.walk(path: "\(path)[\(index)]", body) }
        case .dictionary(let dictionary):
            for (key, value) in dictionary { value.walk(path: Self.joined(path, key), body) }
        case .dictionaryField(let field):
            for (index, item) in field.items.enumerated() {
                item.key?.walk(path: "\(path)[\(index)].WFKey", body)
                item.value?.walk(path: "\(path)[\(index)].WFValue", body)
            }
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                switch item {
                case .string: continue
                case .item(let entry):
                    entry.key?.walk(path: "\(path)[\(index)].WFKey", body)
                    entry.value?.walk(path: "\(path)[\(index)].WFValue", body)
                case .other(let value): value.walk(path: "\(path)[\(index)]", body)
                }
            }
        case .predicateTable(let table):
            for (index, template) in (table.templates ?? []).enumerated() {
                for (key, value) in template.fields { value.walk(path: Self.joined("\(path)[\(index)]", key), body) }
            }
        case .quantity(let quantity): quantity.magnitude?.walk(path: Self.joined(path, "Magnitude"), body)
        case .timeOffset(let offset): offset.value?.walk(path: Self.joined(path, "Value"), body)
        case .state(let state): state.value?.walk(path: path, body)
        }
    }

    private static func joined(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

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
