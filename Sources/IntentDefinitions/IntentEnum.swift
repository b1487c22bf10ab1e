import PropertyList

/// An enum of a definition (`INEnums[i]`), used by enum-typed parameters.
public struct IntentEnum: Sendable, Equatable {
    /// One case (`INEnumValues[i]`). Shortcuts stores the ``name`` in parameter values.
    public struct Value: Sendable, Equatable {
        /// `INEnumValueName`.
        public let name: String
        /// `INEnumValueIndex`: the raw value of the generated case; the implicit `unknown` case
        /// has 0. Absent in some files, where Xcode numbers the cases in order.
        public let index: Int?
        /// `INEnumValueDisplayName`, user facing.
        public let displayName: String?
        /// The value's dictionary exactly as read.
        public let raw: PropertyListDictionary

        init(fields: PropertyListFields) throws(IntentDefinitionError) {
            name = try fields.requiredString("INEnumValueName")
            index = try fields.integer("INEnumValueIndex")
            displayName = try fields.string("INEnumValueDisplayName")
            raw = fields.dictionary
        }
    }

    /// `INEnumName`.
    public let name: String
    /// The generated type: `INEnumClassName` when set, else the name.
    public let className: String
    /// `INEnumDisplayName`, user facing.
    public let displayName: String?
    /// `INEnumValues`, in file order.
    public let values: [Value]
    /// The enum's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(fields: PropertyListFields) throws(IntentDefinitionError) {
        name = try fields.requiredString("INEnumName")
        className = try fields.string("INEnumClassName") ?? name
        displayName = try fields.string("INEnumDisplayName")
        values = try fields.elements("INEnumValues", Value.init(fields:))
        raw = fields.dictionary
    }
}
