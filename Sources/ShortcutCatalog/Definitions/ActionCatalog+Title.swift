import ShortcutModel

extension ActionCatalog {
    /// The one title of an action: what traces, errors, findings, diffs, coverage tables and
    /// listings call it.
    ///
    /// The name is ``displayName(for:appIntent:)``'s; when that names an app (App Intent and
    /// other apps' actions, and the few built-in actions that are an app's App Intent, such as
    /// Find Notes), the app follows in parentheses — "Create Note (Bear)", "Find Notes (Notes)" —
    /// unless the app's name is the action's name ("Calculator", not "Calculator (Calculator)").
    /// Built-in actions are their name alone: "Show Content".
    ///
    /// - Parameters:
    ///   - identifier: the action's `WFWorkflowActionIdentifier`.
    ///   - appIntent: the fields of the action's `AppIntentDescriptor`, if any.
    public func title(
        for identifier: String,
        appIntent: (bundleIdentifier: String?, name: String?, intentIdentifier: String?)? = nil
    ) -> String {
        let named = displayName(for: identifier, appIntent: appIntent)
        guard let app = named.appName, !app.isEmpty, app != named.name else { return named.name }
        return "\(named.name) (\(app))"
    }

    /// The title of an action in a shortcut: ``title(for:appIntent:)`` with the action's own
    /// `AppIntentDescriptor`; an Otherwise If (OS 27), whose identifier is the If's, is
    /// "Otherwise If" as the app names it.
    public func title(of action: Action) -> String {
        if action.isOtherwiseIf { return "Otherwise If" }
        let descriptor = action.appIntentDescriptor
        return title(
            for: action.identifier,
            appIntent: descriptor.map { ($0.bundleIdentifier, $0.name, $0.appIntentIdentifier) })
    }
}
