import Diagnostics
import IntentDefinitions
import ShortcutModel

/// Matches the third-party actions of a shortcut to the intents of SiriKit intent definitions,
/// and checks their parameters against the definitions.
///
/// An action runs an intent when its identifier is the app's bundle id, a dot and the intent's
/// generated class name (`io.vincode.Zavala.GetRowsIntent`). The bundle id is learnt from the
/// shortcut itself: every prefix under which some action matches a definition belongs to that
/// definition's app, so other actions under it whose class is missing are reported as intents
/// the definition no longer has.
///
/// ```swift
/// let report = IntentActionMatcher(definitions: [definition]).report(for: shortcut)
/// for match in report.matches { print(match.actionIndex, match.title) }
/// for problem in report.diagnostics { print(problem) }
/// ```
public struct IntentActionMatcher: Sendable {
    /// The definitions to match against, in the order given.
    public var definitions: [IntentDefinition]
    /// Bundle identifiers known to belong to the definitions' apps, for shortcuts whose actions
    /// of the app all run intents the definitions no longer have (nothing to learn the id from).
    public var bundleIdentifiers: Set<String>

    /// A matcher for `definitions`; `bundleIdentifiers` are the apps' ids, when known.
    public init(definitions: [IntentDefinition], bundleIdentifiers: Set<String> = []) {
        self.definitions = definitions
        self.bundleIdentifiers = bundleIdentifiers
    }

    /// Keys every action may have, which are not intent parameters.
    static let genericKeys: Set<String> = [
        "UUID", "ShowWhenRun", "CustomOutputName", "AppIntentDescriptor", "GroupingIdentifier",
    ]

    /// Matches and checks every action of `shortcut`.
    public func report(for shortcut: Shortcut) -> IntentActionReport {
        var matches: [IntentActionMatch] = []
        var claimed: [String: Int] = [:]  // bundle id → definition index
        var candidates: [(index: Int, bundle: String, className: String)] = []
        for (index, action) in shortcut.actions.enumerated() {
            guard let dot = action.identifier.lastIndex(of: ".") else { continue }
            let bundle = String(action.identifier[..<dot])
            let className = String(action.identifier[action.identifier.index(after: dot)...])
            candidates.append((index, bundle, className))
            for (definitionIndex, definition) in definitions.enumerated() {
                guard let intent = definition.intents.first(where: { $0.className == className }) else { continue }
                claimed[bundle] = claimed[bundle] ?? definitionIndex
                let keys = action.parameters.keys.filter { !Self.genericKeys.contains($0) && !$0.hasPrefix("Show-") }
                matches.append(
                    IntentActionMatch(
                        actionIndex: index, bundleIdentifier: bundle, intent: intent, definitionIndex: definitionIndex,
                        parameters: keys.map { .init(key: $0, parameter: intent.parameter(named: $0)) }))
                break
            }
        }
        var diagnostics: [Diagnostic] = []
        let matched = Set(matches.map(\.actionIndex))
        for candidate in candidates where !matched.contains(candidate.index) {
            guard
                let definitionIndex = claimed[candidate.bundle]
                    ?? (bundleIdentifiers.contains(candidate.bundle) ? -1 : nil)
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .warning, rule: IntentActionRule.unknownIntent.id, actionIndex: candidate.index,
                    message: "\(candidate.bundle).\(candidate.className): the definition has no intent with class "
                        + "\(candidate.className) (removed or renamed?)\(definitionLabel(definitionIndex))"))
        }
        for match in matches {
            let action = shortcut.actions[match.actionIndex]
            let checker = IntentValueChecker(definition: definitions[match.definitionIndex])
            diagnostics += checker.diagnostics(for: action, at: match.actionIndex, intent: match.intent)
        }
        for (index, action) in shortcut.actions.enumerated() {
            diagnostics += coercionDiagnostics(action, at: index)
        }
        diagnostics.sort { ($0.actionIndex ?? -1) < ($1.actionIndex ?? -1) }
        return IntentActionReport(matches: matches, diagnostics: diagnostics)
    }

    private func definitionLabel(_ index: Int) -> String {
        definitions.count > 1 && index >= 0 ? " [definition \(index + 1)]" : ""
    }

    static let coercionPrefix = "WFCustomIntentOutputContentItem_"

    /// Coercions to custom types (`WFCustomIntentOutputContentItem_<namespace>_<Type>`) must use
    /// the namespace of the definition that has the type: Shortcuts looks the class up by name.
    private func coercionDiagnostics(_ action: Action, at index: Int) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for occurrence in action.attachmentOccurrences {
            for aggrandizement in occurrence.attachment.aggrandizements ?? [] {
                guard case .coercion(let itemClass?) = aggrandizement.kind, itemClass.hasPrefix(Self.coercionPrefix),
                    let separator = itemClass.dropFirst(Self.coercionPrefix.count).firstIndex(of: "_")
                else { continue }
                let namespace = String(
                    itemClass[itemClass.index(itemClass.startIndex, offsetBy: Self.coercionPrefix.count)..<separator])
                let typeName = String(itemClass[itemClass.index(after: separator)...])
                if let owner = definitions.first(where: { $0.namespace == namespace }) {
                    if owner.type(named: typeName) == nil {
                        diagnostics.append(
                            Diagnostic(
                                .warning, rule: IntentActionRule.unknownCoercionType.id, actionIndex: index,
                                keyPath: occurrence.path,
                                message:
                                    "coerced to \(typeName) of namespace \(namespace), which the definition does not have"
                            ))
                    }
                } else if let owner = definitions.first(where: { $0.type(named: typeName) != nil }) {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: IntentActionRule.coercionNamespace.id, actionIndex: index,
                            keyPath: occurrence.path,
                            message:
                                "coerced to \(typeName) in namespace \(namespace), but the definition's namespace is "
                                + "\(owner.namespace ?? "(none)"): Shortcuts will not find the type"))
                }
            }
        }
        return diagnostics
    }
}
