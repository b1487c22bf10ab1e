/// What sort of tool an action identifier names, as Shortcuts' ToolKit database classifies it.
public enum ActionKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// A built-in Shortcuts action (`is.workflow.actions.*`), implemented by the Shortcuts app.
    case action
    /// An App Intent provided by an app (`com.apple.mobilenotes.…`, third-party apps); files store
    /// the app's ``AppIntentIdentity`` in the action's `AppIntentDescriptor`.
    case appIntent
    /// A SiriKit intent donated by an app (`.intentdefinition` files; the older way apps offered actions).
    case siriIntent
    /// A control-flow tool of ToolKit (`is.workflow.actions.conditional`, repeats, menus, …).
    case flowTool
}
