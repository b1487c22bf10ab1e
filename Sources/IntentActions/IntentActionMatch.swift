import IntentDefinitions

/// A third-party action of a shortcut matched to the SiriKit intent it runs.
public struct IntentActionMatch: Sendable, Equatable {
    /// One parameter key of the action, with the definition's parameter when it has one.
    public struct Parameter: Sendable, Equatable {
        /// The key in `WFWorkflowActionParameters`.
        public var key: String
        /// The intent's parameter of that name; nil for keys the definition does not have.
        public var parameter: IntentParameter?
        /// What the app shows: the parameter's display name, else its name.
        public var title: String { parameter.map { $0.displayName ?? $0.name } ?? key }
    }

    /// The action's index in `WFWorkflowActions`.
    public var actionIndex: Int
    /// The app part of the identifier (`io.vincode.Zavala`).
    public var bundleIdentifier: String
    /// The matched intent.
    public var intent: Intent
    /// Which of the matcher's definitions holds the intent.
    public var definitionIndex: Int
    /// The action's intent parameters, in the action's key order (generic keys such as `UUID`,
    /// `ShowWhenRun` and `Show-…` are left out).
    public var parameters: [Parameter]

    /// The intent's title as the app shows it (`Export`), else its name.
    public var title: String { intent.title ?? intent.name }
}
