import ShortcutCatalog
import ShortcutModel

extension SummaryBuilder {
    /// Keys that never describe what an action does (identity, UI state, block plumbing).
    static let hiddenKeys: Set<String> = [
        "UUID", "CustomOutputName", "GroupingIdentifier", "WFControlFlowMode", "ShowWhenRun", "AppIntentDescriptor",
        "WFSerializationType", "Advanced", "WFMenuLegacyCancelBehavior", "WFConditionalLegacyComparisonBehavior",
        "WFShowWorkflow", "WFLocalOnly",
    ]

    /// Keys holding an action's main input, shown first and without a label.
    static let inputKeys: [String] = [
        "WFInput", "Input", "text", "WFText", "WFInputText", "WFURL", "WFImage", "WFFile", "WFDate", "WFNumber",
        "WFHTML", "WFArchive", "matches", "URL", "WFDictionary", "WFVariable",
    ]

    /// Name + the first two meaningful parameters: the main input unlabelled, then
    /// "Label: value"; booleans only when nothing else is set.
    mutating func generic(definition: ActionDefinition?) {
        var ordered: [String] = []
        var seen = Set<String>()
        func consider(_ key: String) {
            guard action.parameters[key] != nil, !Self.hiddenKeys.contains(key), !key.hasPrefix("Show-"),
                seen.insert(key).inserted
            else { return }
            ordered.append(key)
        }
        for key in Self.inputKeys { consider(key) }
        for parameter in definition?.parameters ?? [] { consider(parameter.key) }
        for key in action.parameters.keys { consider(key) }
        let parameters = action.parameters
        let isFlag: (String) -> Bool = { key in
            switch parameters[key] {
            case .boolean?: true
            case .state(let state)?: state.kind == .boolean || state.kind == .number
            default: false
            }
        }
        let flagsLast = ordered.filter { !isFlag($0) } + ordered.filter(isFlag)
        var shown = 0
        for key in flagsLast where shown < 2 {
            guard let value = value(key) else { continue }
            let kind = definition?.parameter(forKey: key)?.kind
            let quoted: Bool
            switch value {
            case .text(let token):
                quoted = kind == .text || (kind == nil && !token.string.isEmpty && token.string != "\u{FFFC}")
            case .string: quoted = kind == .text
            default: quoted = false
            }
            let pieces = formatter.segments(value, quoted: quoted)
            guard !pieces.isEmpty else { continue }
            if shown == 0, Self.inputKeys.contains(key) {
                add("", pieces)
            } else {
                let label = definition?.parameter(forKey: key)?.label ?? ParameterLabel.label(forKey: key)
                // A labelled first parameter still gets its separator: "Do Thing · Label: value".
                let labelled: [SummarySegment] = [.text(DisplayText.singleLine(label, limit: 40) + ": ")] + pieces
                if isEmpty { add("", [.text("· ")] + labelled) } else { add(" · ", labelled) }
            }
            shown += 1
        }
    }

    /// A menu case: its title, with variables as pills when the attributed title has them.
    mutating func menuCase() {
        if case .dictionary? = action.parameters["WFMenuItemAttributedTitle"],
            case .dictionary(let body)? = action.parameters["WFMenuItemAttributedTitle"]?.propertyList,
            let token = TokenString(bareDictionary: body), !token.attachments.isEmpty
        {
            add("", formatter.segments(.text(token), quoted: true))
            return
        }
        if !param("WFMenuItemTitle", quoted: true) { add("", [.text("\"\"")]) }
    }

    /// A variable name parameter as a pill (`WFVariableName`).
    mutating func variableName(_ key: String = "WFVariableName", _ connector: String = " ") {
        guard let value = value(key) else { return }
        if let name = value.plainText {
            add(connector, [.variable(name: DisplayText.singleLine(name, limit: VariableNaming.limit))])
        } else {
            add(connector, formatter.segments(value))
        }
    }
}
