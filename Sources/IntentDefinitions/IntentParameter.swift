import PropertyList

/// One parameter of an intent (`INIntentParameters[i]`), or one parameter of its response
/// (`INIntentResponseParameters[i]`, same shape with `INIntentResponseParameter…` keys; a few
/// Xcode 10 files spell them `INIntentResponseProperty…`).
public struct IntentParameter: Sendable, Equatable {
    /// How a parameter is shown only when another one has a certain value
    /// (`INIntentParameterRelationship`).
    public struct Relationship: Sendable, Equatable {
        /// `…RelationshipParentName`: the parameter this one depends on.
        public let parentName: String?
        /// `…RelationshipPredicateName`: `EnumHasExactValue`, `BooleanHasExactValue`, `HasAnyValue`, …
        public let predicateName: String?
        /// `…RelationshipPredicateValue`, as stored (an enum value name, a boolean, …).
        public let predicateValue: PropertyListValue?
        /// The relationship's dictionary exactly as read.
        public let raw: PropertyListDictionary
    }

    /// `…Name`: the property name in generated code and the parameter key in `.shortcut` files.
    public let name: String
    /// `…Tag`: a stable integer id.
    public let tag: Int?
    /// `…DisplayName`, user facing.
    public let displayName: String?
    /// `…Type`: `String`, `Integer`, `Boolean`, `Decimal`, `Object`, `File`, `DateComponents`, …
    /// (enum-typed parameters are `Integer` with an ``enumType``).
    public let type: String?
    /// `…ObjectType`: the custom or system type of an `Object` parameter.
    public let objectType: String?
    /// `…ObjectTypeNamespace`: the definition namespace the object type lives in (`System` for SiriKit's).
    public let objectTypeNamespace: String?
    /// `…EnumType`: the enum of an enum-typed parameter.
    public let enumType: String?
    /// `…EnumTypeNamespace`: the definition namespace the enum lives in.
    public let enumTypeNamespace: String?
    /// `…SupportsMultipleValues`: an array parameter; false when absent.
    public let supportsMultipleValues: Bool
    /// `…SupportsDynamicEnumeration`: options are provided at run time; false when absent.
    public let supportsDynamicEnumeration: Bool
    /// `…SupportsSearch`: dynamic options can be searched; false when absent.
    public let supportsSearch: Bool
    /// `…Configurable`: the user can set it in Shortcuts; false when absent.
    public let isConfigurable: Bool
    /// `…Relationship`, when the parameter is only shown depending on another.
    public let relationship: Relationship?
    /// `…Metadata`, type-specific (defaults, bounds, keyboard, UTIs, …), kept as read.
    public let metadata: PropertyListDictionary?
    /// The parameter's dictionary exactly as read.
    public let raw: PropertyListDictionary

    static let intentPrefix = "INIntentParameter"
    static let responsePrefix = "INIntentResponseParameter"
    static let legacyResponsePrefix = "INIntentResponseProperty"

    /// Reads a parameter whose keys all start with `prefix`.
    init(fields: PropertyListFields, prefix: String) throws(IntentDefinitionError) {
        name = try fields.requiredString(prefix + "Name")
        tag = try fields.integer(prefix + "Tag")
        displayName = try fields.string(prefix + "DisplayName")
        type = try fields.string(prefix + "Type")
        objectType = try fields.string(prefix + "ObjectType")
        objectTypeNamespace = try fields.string(prefix + "ObjectTypeNamespace")
        enumType = try fields.string(prefix + "EnumType")
        enumTypeNamespace = try fields.string(prefix + "EnumTypeNamespace")
        supportsMultipleValues = try fields.bool(prefix + "SupportsMultipleValues") ?? false
        supportsDynamicEnumeration = try fields.bool(prefix + "SupportsDynamicEnumeration") ?? false
        supportsSearch = try fields.bool(prefix + "SupportsSearch") ?? false
        isConfigurable = try fields.bool(prefix + "Configurable") ?? false
        metadata = try fields.dictionary(prefix + "Metadata")
        let relationshipKey = prefix + "Relationship"
        if let dictionary = try fields.dictionary(relationshipKey) {
            let relation = PropertyListFields(dictionary, at: fields.path(relationshipKey))
            relationship = Relationship(
                parentName: try relation.string(relationshipKey + "ParentName"),
                predicateName: try relation.string(relationshipKey + "PredicateName"),
                predicateValue: dictionary[relationshipKey + "PredicateValue"],
                raw: dictionary)
        } else {
            relationship = nil
        }
        raw = fields.dictionary
    }
}
