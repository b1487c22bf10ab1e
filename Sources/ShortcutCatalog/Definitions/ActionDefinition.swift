/// What the catalog knows about one action identifier.
public struct ActionDefinition: Sendable, Equatable, Hashable {
    /// The `WFWorkflowActionIdentifier`, e.g. `is.workflow.actions.gettext`.
    public let identifier: String
    /// Display name from the highest-priority source that has one ("Get Contents of URL").
    public let name: String
    /// Other display names used by some tools ("Menu" for Choose from Menu).
    public let alternateNames: [String]
    /// Our own grouping of the action (see ``ActionCategory``).
    public let category: ActionCategory
    /// SF Symbol name for the action where a source records one (40 actions), else `nil`.
    /// Renderers can fall back to ``ActionCategory/symbolName``.
    public let iconName: String?
    /// Known parameter keys in source order; files may contain others, which must be kept.
    public let parameters: [ParameterDefinition]
    /// Parameter keys whose values make a good one-line summary of the action.
    public let subtitleKeys: [String]
    /// Public projects that define the identifier (`owner/name`), highest priority first.
    public let sources: [String]
    /// What sort of tool the identifier names (built-in action, App Intent, SiriKit intent, control flow).
    public let kind: ActionKind
    /// The platforms whose ToolKit v78 lists the identifier; empty when neither does.
    public let platforms: ActionPlatforms
    /// Where the identifier stands against ToolKit v63 and v78 (see ``ActionAvailability``).
    public let availability: ActionAvailability
    /// The `AppIntentDescriptor` a file stores for this action, for App Intent actions whose app
    /// the catalog knows; nil otherwise.
    public let appIntent: AppIntentIdentity?
    /// `true` when no source names the action and ``name`` was derived from the identifier by rule
    /// (`FrameLastScreenshotIntent` → "Frame Last Screenshot"); ``ActionCatalog/displayName(for:appIntent:)``
    /// then names it by its own rules, as for an identifier the catalog does not know.
    public let nameIsDerived: Bool

    public init(
        identifier: String, name: String, alternateNames: [String] = [], category: ActionCategory,
        iconName: String? = nil, parameters: [ParameterDefinition] = [], subtitleKeys: [String] = [],
        sources: [String] = [], kind: ActionKind = .action, platforms: ActionPlatforms = [],
        availability: ActionAvailability = .legacy, appIntent: AppIntentIdentity? = nil, nameIsDerived: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.alternateNames = alternateNames
        self.category = category
        self.iconName = iconName
        self.parameters = parameters
        self.subtitleKeys = subtitleKeys
        self.sources = sources
        self.kind = kind
        self.platforms = platforms
        self.availability = availability
        self.appIntent = appIntent
        self.nameIsDerived = nameIsDerived
    }

    /// The parameter with this exact key, if the catalog lists it.
    public func parameter(forKey key: String) -> ParameterDefinition? {
        parameters.first { $0.key == key }
    }
}
