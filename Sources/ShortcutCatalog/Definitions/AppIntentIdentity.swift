/// The `AppIntentDescriptor` fields that a file stores for an App Intent action: which app
/// provides it and under which intent identifier.
public struct AppIntentIdentity: Sendable, Equatable, Hashable, Codable {
    /// `BundleIdentifier`: the providing app (`com.apple.mobilenotes`).
    public let bundleIdentifier: String
    /// `AppIntentIdentifier`: the intent's identifier inside the app (`CreateNoteLinkAction`).
    public let appIntentIdentifier: String
    /// `Name`: the app's display name ("Notes").
    public let name: String
    /// `TeamIdentifier`: the developer team (`0000000000` for Apple's apps); nil when no source records it.
    public let teamIdentifier: String?

    public init(bundleIdentifier: String, appIntentIdentifier: String, name: String, teamIdentifier: String? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.appIntentIdentifier = appIntentIdentifier
        self.name = name
        self.teamIdentifier = teamIdentifier
    }
}
