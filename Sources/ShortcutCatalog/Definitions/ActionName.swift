/// The name to show for an action occurrence.
public struct ActionName: Sendable, Equatable, Hashable {
    /// Display name ("Get Contents of URL", "Create Menu").
    public let name: String
    /// The app that provides the action, for third-party and Apple-app actions; `nil` for
    /// built-in `is.workflow.actions.*` actions.
    public let appName: String?
    /// `true` when the name came from the catalog, `false` when it was derived from the identifier.
    public let known: Bool

    public init(name: String, appName: String?, known: Bool) {
        self.name = name
        self.appName = appName
        self.known = known
    }
}
