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

/// One known parameter key of an action.
public struct ParameterDefinition: Sendable, Equatable, Hashable {
    /// The key in `WFWorkflowActionParameters` (`WFHTTPMethod`).
    public let key: String
    /// Normalised value kind, from the defining source's own type token.
    public let kind: ParameterKind
    /// The project the key (and its kind) was taken from.
    public let source: String
    /// The stored values an ``ParameterKind/enumeration`` parameter takes, where a source lists
    /// them (`GET`, `POST`, …); empty otherwise. Files may hold others, which must be kept.
    public let enumerationCases: [String]
    /// The App Intents entity type of an ``ParameterKind/entity`` or ``ParameterKind/contentFilter``
    /// parameter as ToolKit names it (`com_apple_notes_note_entity`); nil otherwise.
    public let entityType: String?
    /// The value the app uses when the file leaves the parameter out, as the source writes it
    /// (`Short`, `True`, `5`); nil when no source gives one.
    public let defaultValue: String?
    /// A label given explicitly; nil means derive it from the key.
    private let explicitLabel: String?

    /// Human label derived from the key ("HTTP Method"); see ``ParameterLabel``. Derived on
    /// access: deriving all 2,230 labels up front was a large part of loading the catalog.
    public var label: String { explicitLabel ?? ParameterLabel.label(forKey: key) }

    public init(
        key: String, label: String? = nil, kind: ParameterKind, source: String = "", enumerationCases: [String] = [],
        entityType: String? = nil, defaultValue: String? = nil
    ) {
        self.key = key
        self.explicitLabel = label
        self.kind = kind
        self.source = source
        self.enumerationCases = enumerationCases
        self.entityType = entityType
        self.defaultValue = defaultValue
    }
}

/// Normalised kind of a parameter's value. Sources use incomparable type systems (Apple's
/// parameter classes, Cherri and Jelly types, TypeScript); the build script maps each to one of
/// these (rules in `Docs/Catalog.md`).
public enum ParameterKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case text, number, boolean, enumeration, variable, file, dictionary, array, quantity, date
    /// A place (Apple's location field, Jelly's placemark).
    case location
    /// A web address (ToolKit's `URL` type).
    case url
    /// An App Intents entity (a note, a photo, a contact); ``ParameterDefinition/entityType`` names it.
    case entity
    /// A content filter (`WFContentItemFilter`: Find Notes where …), over the entity type
    /// ``ParameterDefinition/entityType`` names.
    case contentFilter
    case unknown
}

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
