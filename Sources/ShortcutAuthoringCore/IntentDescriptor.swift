import OrderedCollections
import ShortcutModel

/// The `AppIntentDescriptor` an App Intent action stores: which app and intent it runs.
///
/// The generated function of a third-party App Intent whose team the catalog does not know takes
/// it as its `appIntentDescriptor:` argument (functions of Apple's intents, and of intents the
/// corpus stores with a descriptor, write theirs themselves).
///
/// ```swift
/// s.add(.dataJarSetValue(keyPath: "counter", appIntentDescriptor: IntentDescriptor(
///     "SetValueIntent", bundle: "dk.simonbs.DataJar", name: "Data Jar", team: "…")))
/// ```
public struct IntentDescriptor: Sendable, Hashable {
    /// `AppIntentIdentifier`: the intent's identifier (a migrated SiriKit intent keeps its class name).
    public var intent: String
    /// `BundleIdentifier`: the app's bundle identifier.
    public var bundle: String
    /// `Name`: the app's display name.
    public var name: String?
    /// `TeamIdentifier`: the developer team (`0000000000` for Apple's apps).
    public var team: String?
    /// `ActionRequiresAppInstallation`, which some files store.
    public var requiresAppInstallation: Bool?

    /// A descriptor of `intent` in the app `bundle`; `name`, `team` and
    /// `requiresAppInstallation` are written only when given.
    public init(
        _ intent: String, bundle: String, name: String? = nil, team: String? = nil,
        requiresAppInstallation: Bool? = nil
    ) {
        self.intent = intent
        self.bundle = bundle
        self.name = name
        self.team = team
        self.requiresAppInstallation = requiresAppInstallation
    }

    /// The stored dictionary.
    public var parameterValue: ParameterValue {
        var fields = Action.appIntentDescriptor(intent, bundle: bundle, name: name, team: team)
        if let requiresAppInstallation {
            fields.updateValue(
                .boolean(requiresAppInstallation), forKey: "ActionRequiresAppInstallation", insertingAt: 0)
        }
        return .dictionary(fields)
    }
}
