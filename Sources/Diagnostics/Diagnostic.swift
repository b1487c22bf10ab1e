/// One finding about a file: a model problem, an intent-definition check, an App Shortcuts lint
/// result or an audit finding — one type, so every tool reports, filters and serialises findings
/// the same way.
///
/// Where the finding is depends on what was read: a shortcut names an action index and a
/// parameter key path, a property list a key path, Swift source a ``SourceLocation``.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The shared severity scale (kept as a nested name so `Diagnostic.Severity` reads naturally).
    public typealias Severity = Diagnostics.Severity

    /// How serious it is.
    public var severity: Severity
    /// The stable id of the check that found it (`appshortcuts.phrase.missing-application-name`), when there is one.
    public var rule: String?
    /// The action concerned, if any (0-based index into `WFWorkflowActions`).
    public var actionIndex: Int?
    /// The key path concerned, if any (`WFInput.Variable`, `INIntents[2].INIntentParameters[0]`).
    public var keyPath: String?
    /// The place in a source file, if the finding is about text (Swift source, strings files).
    public var source: SourceLocation?
    /// What is wrong and, where possible, how to fix it.
    public var message: String

    /// A finding of `severity`, located by whichever of `actionIndex`, `keyPath` and `source` apply.
    public init(
        _ severity: Severity, rule: String? = nil, actionIndex: Int? = nil, keyPath: String? = nil,
        source: SourceLocation? = nil, message: String
    ) {
        self.severity = severity
        self.rule = rule
        self.actionIndex = actionIndex
        self.keyPath = keyPath
        self.source = source
        self.message = message
    }

    /// The compiler's format when the finding has a source location
    /// (`file:line:column: error: message [rule]`), else `error: action 3 WFInput: message`.
    public var description: String {
        let suffix = rule.map { " [\($0)]" } ?? ""
        if let source { return "\(source): \(severity.rawValue): \(message)\(suffix)" }
        var location = ""
        if let actionIndex { location = "action \(actionIndex)" }
        if let keyPath { location += location.isEmpty ? keyPath : " \(keyPath)" }
        let head = location.isEmpty ? severity.rawValue : "\(severity.rawValue): \(location)"
        return "\(head): \(message)\(suffix)"
    }
}
