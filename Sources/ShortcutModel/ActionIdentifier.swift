/// What an action's `WFWorkflowActionIdentifier` says by itself: whether the action is the
/// Shortcuts app's own, and otherwise which app's. The one place these questions are answered;
/// the catalog, the audit, the renderer and the gallery ask here.
public enum ActionIdentifier {
    /// The prefix of the app's classic actions (`is.workflow.actions.gettext`).
    public static let workflowPrefix = "is.workflow.actions."
    /// The prefix of Apple's own App Intents and SiriKit intents (`com.apple.Notes.CreateNoteLinkAction`).
    public static let applePrefix = "com.apple."

    /// True for actions that come with the system: `is.workflow.actions.*` and Apple's
    /// `com.apple.*` App Intents.
    public static func isBuiltIn(_ identifier: String) -> Bool {
        identifier.hasPrefix(workflowPrefix) || identifier.hasPrefix(applePrefix)
    }

    /// An app action's identifier split at its last dot: `dk.simonbs.DataJar.GetValueIntent` →
    /// (`dk.simonbs.DataJar`, `GetValueIntent`); without a dot, the bundle is empty.
    public static func splitAppAction(_ identifier: String) -> (bundle: String, intent: String) {
        guard let dot = identifier.lastIndex(of: ".") else { return ("", identifier) }
        return (String(identifier[..<dot]), String(identifier[identifier.index(after: dot)...]))
    }
}

extension Action {
    /// True for `is.workflow.actions.*` and `com.apple.*` actions (``ActionIdentifier/isBuiltIn(_:)``).
    public var isBuiltIn: Bool { ActionIdentifier.isBuiltIn(identifier) }

    /// The bundle id of the third-party app behind this action, or nil for the system's own
    /// actions. An App Intents action names its app in `AppIntentDescriptor.BundleIdentifier`
    /// (nil when that is Apple's); otherwise the identifier is `<bundle id>.<intent>`.
    public var appBundleIdentifier: String? {
        guard !isBuiltIn else { return nil }
        if let bundle = appIntentDescriptor?.bundleIdentifier, !bundle.isEmpty {
            return bundle.hasPrefix(ActionIdentifier.applePrefix) ? nil : bundle
        }
        let bundle = ActionIdentifier.splitAppAction(identifier).bundle
        if bundle.isEmpty { return identifier.isEmpty ? nil : identifier }
        return bundle
    }
}
