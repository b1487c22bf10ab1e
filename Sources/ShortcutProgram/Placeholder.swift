import ShortcutAuthoringCore
import ShortcutModel

/// `{{NAME}}` placeholders in program text: splitting text into literal pieces and names, and
/// writing an attachment back as one.
enum Placeholder {
    /// One piece of program text.
    enum Piece: Equatable {
        case text(String)
        case name(String)
    }

    /// Splits `text` at its placeholders; nil with the offending text for a `{{` without `}}`
    /// or an empty name. A lone `}}` is literal text.
    static func pieces(of text: String) -> [Piece]? {
        var result: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { result.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else { return nil }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard !name.isEmpty, !name.contains("{{") else { return nil }
            result.append(.name(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { result.append(.text(String(rest))) }
        return result
    }

    /// The placeholder text for `attachment` (`{{bill}}`, `{{photo.File Extension}}`,
    /// `{{dict[key]}}`), given the names of outputs by UUID; nil when the syntax cannot say it.
    static func text(for attachment: Attachment, outputNames: [String: String]) -> String? {
        guard attachment.extra.isEmpty else { return nil }
        var base: String
        switch attachment.type {
        case .actionOutput:
            guard let uuid = attachment.outputUUID, let name = outputNames[uuid], attachment.variableName == nil
            else { return nil }
            base = name
        case .variable:
            guard let name = attachment.variableName, attachment.outputUUID == nil, attachment.outputName == nil,
                attachment.variableUUID == nil
            else { return nil }
            base = name
        default:
            guard let name = ProgramScope.globalName(of: attachment.type), attachment.outputUUID == nil,
                attachment.variableName == nil, attachment.outputName == nil
            else { return nil }
            base = name
        }
        guard !base.contains("{{"), !base.contains("}}") else { return nil }
        for step in attachment.aggrandizements ?? [] {
            switch step.kind {
            case .property(let name?) where step.fields.count == 1:
                guard !name.isEmpty, !name.contains("."), !name.contains("}}") else { return nil }
                base += "." + name
            case .dictionaryValue(let key?) where step.fields.count == 1:
                guard !key.contains("]"), !key.contains("}}") else { return nil }
                base += "[" + key + "]"
            default: return nil
            }
        }
        return "{{" + base + "}}"
    }
}
