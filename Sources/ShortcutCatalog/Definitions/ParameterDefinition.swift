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
