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

    public init(
        identifier: String, name: String, alternateNames: [String] = [], category: ActionCategory,
        iconName: String? = nil, parameters: [ParameterDefinition] = [], subtitleKeys: [String] = [],
        sources: [String] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.alternateNames = alternateNames
        self.category = category
        self.iconName = iconName
        self.parameters = parameters
        self.subtitleKeys = subtitleKeys
        self.sources = sources
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
    /// A label given explicitly; nil means derive it from the key.
    private let explicitLabel: String?

    /// Human label derived from the key ("HTTP Method"); see ``ParameterLabel``. Derived on
    /// access: deriving all 2,230 labels up front was a large part of loading the catalog.
    public var label: String { explicitLabel ?? ParameterLabel.label(forKey: key) }

    public init(key: String, label: String? = nil, kind: ParameterKind, source: String = "") {
        self.key = key
        self.explicitLabel = label
        self.kind = kind
        self.source = source
    }
}

/// Normalised kind of a parameter's value. Sources use incomparable type systems (Apple's
/// parameter classes, Cherri and Jelly types, TypeScript); the build script maps each to one of
/// these (rules in `Docs/Catalog.md`).
public enum ParameterKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case text, number, boolean, enumeration, variable, file, dictionary, array, quantity, date
    /// A place (Apple's location field, Jelly's placemark).
    case location
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
