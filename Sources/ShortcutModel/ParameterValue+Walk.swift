extension ParameterValue {
    /// Calls `body` for this value and every value inside it, depth first, in file order, with its
    /// key path below the parameter: `WFInput`, `Value.WFDictionaryFieldValueItems[2].WFValue`
    /// spelled as in ``AttachmentOccurrence/path``.
    ///
    /// The one walk over a parameter value: it reaches every place the model holds a value —
    /// arrays, dictionaries, dictionary fields' keys and values, list items, every condition of a
    /// ``PredicateTable`` and its ``PredicateTable/otherFields``, a quantity's magnitude, a time
    /// offset's value, a state's value. Contacts and entity options hold no nested values.
    ///
    /// - Parameters:
    ///   - path: the key path of this value (the parameter's key at the top).
    ///   - body: called with each value and its key path, parents before their children.
    public func walk(path: String, _ body: (ParameterValue, String) throws -> Void) rethrows {
        try body(self, path)
        switch self {
        case .string, .integer, .real, .boolean, .date, .data, .uid, .serialized, .contactFields,
            .linkDynamicOption, .variable, .text:
            return
        case .array(let values):
            for (index, value) in values.enumerated() { try value.walk(path: "\(path)[\(index)]", body) }
        case .dictionary(let dictionary):
            for (key, value) in dictionary { try value.walk(path: Self.join(path, key), body) }
        case .dictionaryField(let field):
            for (index, item) in field.items.enumerated() { try item.walk(path: "\(path)[\(index)]", body) }
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                switch item {
                case .string: continue
                case .item(let entry): try entry.walk(path: "\(path)[\(index)]", body)
                case .other(let value): try value.walk(path: "\(path)[\(index)]", body)
                }
            }
        case .predicateTable(let table):
            for (index, template) in (table.templates ?? []).enumerated() {
                for (key, value) in template.fields { try value.walk(path: Self.join("\(path)[\(index)]", key), body) }
            }
            for (key, value) in table.otherFields { try value.walk(path: Self.join(path, key), body) }
        case .quantity(let quantity): try quantity.magnitude?.walk(path: Self.join(path, "Magnitude"), body)
        case .timeOffset(let offset): try offset.value?.walk(path: Self.join(path, "Value"), body)
        case .state(let state): try state.value?.walk(path: path, body)
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

extension DictionaryItem {
    /// The item's key, then its value, below `path` (`path.WFKey`, `path.WFValue`).
    func walk(path: String, _ body: (ParameterValue, String) throws -> Void) rethrows {
        try key?.walk(path: "\(path).WFKey", body)
        try value?.walk(path: "\(path).WFValue", body)
    }
}
