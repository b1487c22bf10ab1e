import PropertyList

/// A custom type of a definition (`INTypes[i]`): an `INObject` subclass with properties, used
/// by `Object` parameters.
public struct IntentType: Sendable, Equatable {
    /// One property (`INTypeProperties[i]`).
    public struct Property: Sendable, Equatable {
        /// `INTypePropertyName`.
        public let name: String
        /// `INTypePropertyType` (`String`, `Integer`, `Object`, …).
        public let type: String?
        /// `INTypePropertyObjectType`, for `Object` properties.
        public let objectType: String?
        /// `INTypePropertyTag`: a stable integer id.
        public let tag: Int?
        /// `INTypePropertyDisplayName`, user facing.
        public let displayName: String?
        /// `INTypePropertySupportsMultipleValues`; false when absent.
        public let supportsMultipleValues: Bool
        /// `INTypePropertyDefault`: one of the four properties every `INObject` has
        /// (`identifier`, `displayString`, `pronunciationHint`, `alternativeSpeakableMatches`),
        /// which are not generated; false when absent.
        public let isDefault: Bool
        /// The property's dictionary exactly as read.
        public let raw: PropertyListDictionary

        init(fields: PropertyListFields) throws(IntentDefinitionError) {
            name = try fields.requiredString("INTypePropertyName")
            type = try fields.string("INTypePropertyType")
            objectType = try fields.string("INTypePropertyObjectType")
            tag = try fields.integer("INTypePropertyTag")
            displayName = try fields.string("INTypePropertyDisplayName")
            supportsMultipleValues = try fields.bool("INTypePropertySupportsMultipleValues") ?? false
            isDefault = try fields.bool("INTypePropertyDefault") ?? false
            raw = fields.dictionary
        }
    }

    /// `INTypeName`.
    public let name: String
    /// The generated class: `INTypeClassName` when set (`IntentOutline`), else the name.
    public let className: String
    /// `INTypeDisplayName`, user facing.
    public let displayName: String?
    /// `INTypeProperties`, in file order.
    public let properties: [Property]
    /// The type's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(fields: PropertyListFields) throws(IntentDefinitionError) {
        name = try fields.requiredString("INTypeName")
        className = try fields.string("INTypeClassName") ?? name
        displayName = try fields.string("INTypeDisplayName")
        properties = try fields.elements("INTypeProperties", Property.init(fields:))
        raw = fields.dictionary
    }
}
