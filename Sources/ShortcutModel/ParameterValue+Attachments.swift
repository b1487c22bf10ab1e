/// Where an attachment sits inside a parameter value, and the attachment.
public struct AttachmentOccurrence: Sendable, Hashable {
    /// Path below the parameter, e.g. `WFInput.Variable` or `Value.WFDictionaryFieldValueItems[2].WFValue{6, 1}`.
    public var path: String
    public var attachment: Attachment
}

extension ParameterValue {
    /// Every variable reference inside this value, depth first, in file order.
    public var attachmentOccurrences: [AttachmentOccurrence] {
        var found: [AttachmentOccurrence] = []
        collectAttachments(path: "", into: &found)
        return found
    }

    func collectAttachments(path: String, into found: inout [AttachmentOccurrence]) {
        switch self {
        case .string, .integer, .real, .boolean, .date, .data, .uid, .serialized:
            return
        case .array(let values):
            for (index, value) in values.enumerated() {
                value.collectAttachments(path: "\(path)[\(index)]", into: &found)
            }
        case .dictionary(let dictionary):
            for (key, value) in dictionary { value.collectAttachments(path: Self.join(path, key), into: &found) }
        case .text(let token):
            for placement in token.attachments {
                found.append(
                    AttachmentOccurrence(
                        path: "\(path){\(placement.location), \(placement.length)}", attachment: placement.attachment))
            }
        case .variable(let attachment):
            found.append(AttachmentOccurrence(path: path, attachment: attachment))
        case .dictionaryField(let field):
            for (index, item) in field.items.enumerated() {
                item.collectAttachments(path: "\(path)[\(index)]", into: &found)
            }
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                switch item {
                case .string: continue
                case .item(let entry): entry.collectAttachments(path: "\(path)[\(index)]", into: &found)
                case .other(let value): value.collectAttachments(path: "\(path)[\(index)]", into: &found)
                }
            }
        case .predicateTable(let table):
            for (index, template) in (table.templates ?? []).enumerated() {
                for (key, value) in template.fields {
                    value.collectAttachments(path: Self.join("\(path)[\(index)]", key), into: &found)
                }
            }
            for (key, value) in table.otherFields { value.collectAttachments(path: Self.join(path, key), into: &found) }
        case .quantity(let quantity):
            quantity.magnitude?.collectAttachments(path: Self.join(path, "Magnitude"), into: &found)
        case .timeOffset(let offset):
            offset.value?.collectAttachments(path: Self.join(path, "Value"), into: &found)
        case .contactFields, .linkDynamicOption:
            return
        case .state(let state):
            state.value?.collectAttachments(path: path, into: &found)
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

extension DictionaryItem {
    func collectAttachments(path: String, into found: inout [AttachmentOccurrence]) {
        key?.collectAttachments(path: "\(path).WFKey", into: &found)
        value?.collectAttachments(path: "\(path).WFValue", into: &found)
    }
}

extension Action {
    /// Every variable reference in the action's parameters, with the parameter key leading the path.
    public var attachmentOccurrences: [AttachmentOccurrence] {
        var found: [AttachmentOccurrence] = []
        for (key, value) in parameters { value.collectAttachments(path: key, into: &found) }
        return found
    }
}
