import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// Summarises actions as one readable line each, the way the Shortcuts editor labels them:
/// `Get Contents of URL «URL» · POST`, `If «Repeat Item» contains "x"`,
/// `Set Variable «Total» to «Calculation Result»`.
///
/// Common actions have templates; every other action gets its name and its first two
/// meaningful parameters. Magic variables are named after the producing action's custom
/// output name. Build one summarizer per shortcut and ask it for each index.
public struct ActionSummarizer: Sendable {
    private let context: VariableNaming.Context
    public var catalog: ActionCatalog { context.catalog }
    public var analysis: ShortcutAnalysis { context.analysis }
    public var shortcut: Shortcut { context.shortcut }

    public init(catalog: ActionCatalog, analysis: ShortcutAnalysis, shortcut: Shortcut) {
        context = VariableNaming.Context(shortcut: shortcut, analysis: analysis, catalog: catalog)
    }

    /// Analyses `shortcut` itself.
    public init(catalog: ActionCatalog, shortcut: Shortcut) {
        self.init(catalog: catalog, analysis: ShortcutAnalysis(shortcut), shortcut: shortcut)
    }

    /// The summary of the action at `index`. An index outside the action list gives a summary
    /// named "No Action" (known: false) rather than trapping.
    public func summary(ofActionAt index: Int) -> ActionSummary {
        let catalog = context.catalog
        guard context.shortcut.actions.indices.contains(index) else {
            return ActionSummary(
                identifier: "", name: "No Action", category: .other, known: false,
                symbolName: ActionCategory.other.symbolName, segments: [])
        }
        let action = context.shortcut.actions[index]
        let descriptor = action.appIntentDescriptor
        let naming = catalog.displayName(
            for: action.identifier,
            appIntent: descriptor.map { ($0.bundleIdentifier, $0.name, $0.appIntentIdentifier) })
        let category = catalog.category(for: action.identifier)
        let definition = catalog.definition(for: action.identifier)
        let formatter = ValueFormatter(naming: VariableNaming(context: context))
        var builder = SummaryBuilder(action: action, formatter: formatter)
        var name = DisplayText.singleLine(naming.name, limit: 80)
        let role = Self.role(of: action, at: index, in: context.analysis.controlFlow)
        let kind = BlockKind(identifier: action.identifier)
        switch (role, kind) {
        case (.blockMiddle, .conditional) where action.isOtherwiseIf:
            // OS 27: the middle carries its own condition, shown as the opener shows its own.
            name = "Otherwise If"
            builder.ifCondition()
        case (.blockMiddle, .conditional):
            name = "Otherwise"
        case (.blockMiddle, .menu):
            name = "Case"
            builder.menuCase()
        case (.blockMiddle, _):
            break
        case (.blockEnd, .conditional):
            name = "End If"
        case (.blockEnd, .menu):
            name = "End Menu"
        case (.blockEnd, .repeatCount), (.blockEnd, .repeatEach):
            name = "End Repeat"
        case (.blockEnd, _):
            name = "End " + name
        case (.action, _), (.blockStart, _):
            if let template = SummaryTemplates.template(for: action.identifier) {
                template(&builder)
            } else {
                builder.generic(definition: definition)
            }
        }
        let symbol = Self.symbol(for: kind, role: role) ?? definition?.iconName ?? category.symbolName
        return ActionSummary(
            identifier: action.identifier, name: name.isEmpty ? "Action" : name,
            appName: naming.appName.map { DisplayText.singleLine($0, limit: 60) }, category: category,
            known: naming.known, symbolName: symbol, role: role, segments: builder.segments,
            note: Self.note(of: action))
    }

    /// Summaries of every action, in order.
    public func summaries() -> [ActionSummary] {
        shortcut.actions.indices.map(summary(ofActionAt:))
    }

    /// The block role: from the control-flow analysis, else from `WFControlFlowMode` itself
    /// (a stray End without an opener is still an End).
    static func role(of action: Action, at index: Int, in flow: ControlFlow) -> ActionSummary.Role {
        if flow.blockIndexOfPart.indices.contains(index), let blockIndex = flow.blockIndexOfPart[index],
            flow.blocks.indices.contains(blockIndex)
        {
            let block = flow.blocks[blockIndex]
            if block.start == index { return .blockStart }
            if block.end == index { return .blockEnd }
            return .blockMiddle
        }
        guard BlockKind.isBlockIdentifier(action.identifier) else { return .action }
        switch action.controlFlowMode {
        case .middle?: return .blockMiddle
        case .end?: return .blockEnd
        case .start?: return .blockStart
        case nil: return action.groupingIdentifier != nil ? .blockStart : .action
        }
    }

    private static func symbol(for kind: BlockKind, role: ActionSummary.Role) -> String? {
        switch kind {
        case .conditional: "arrow.triangle.branch"
        case .menu: "list.bullet"
        case .repeatCount, .repeatEach: "repeat"
        case .other: nil
        }
    }

    /// The full text of a comment, kept on several lines for renderers that can show it.
    private static func note(of action: Action) -> String? {
        guard action.identifier == "is.workflow.actions.comment",
            let text = action.parameters["WFCommentActionText"]?.plainText
                ?? action.parameters["WFCommentActionText"].map({ value -> String in
                    if case .text(let token) = value { return token.string }
                    return ""
                })
        else { return nil }
        let clean = DisplayText.multiLine(text, lineLimit: 400, maximumLines: 60)
        return clean.isEmpty ? nil : clean
    }
}
