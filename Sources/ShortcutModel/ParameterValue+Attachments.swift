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

    /// The references of every value that ``walk(path:_:)`` reaches: a variable, and each
    /// variable placed in a text (its path ends with the range, `{location, length}`).
    func collectAttachments(path: String, into found: inout [AttachmentOccurrence]) {
        walk(path: path) { value, path in
            switch value {
            case .text(let token):
                for placement in token.attachments {
                    found.append(
                        AttachmentOccurrence(
                            path: "\(path){\(placement.location), \(placement.length)}",
                            attachment: placement.attachment))
                }
            case .variable(let attachment):
                found.append(AttachmentOccurrence(path: path, attachment: attachment))
            default:
                return
            }
        }
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
