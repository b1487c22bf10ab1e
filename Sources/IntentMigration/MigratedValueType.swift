import IntentDefinitions

/// The Swift type a parameter (or response parameter, or type property) becomes in App Intents,
/// and what the mapping could not express.
struct MigratedValueType: Sendable, Equatable {
    /// The element type (`Int`, `IntentOutlineAppEntity`), before arrays and optionals.
    var element: String
    /// True for parameters that hold several values (`[element]`).
    var isArray: Bool
    /// What could not be mapped, as `// TODO:` lines naming the definition key.
    var todos: [String]
    /// Modules the type needs besides AppIntents and Foundation.
    var imports: Set<String>
    /// The enum, when the type is an `AppEnum` of this definition.
    var enumeration: IntentEnum?
    /// The custom type, when the type is an `AppEntity` of this definition.
    var entity: IntentType?

    /// `element` or `[element]`.
    var full: String { isArray ? "[\(element)]" : element }

    /// SiriKit's built-in parameter types and their App Intents counterparts.
    static let builtIn: [String: (type: String, module: String?)] = [
        "String": ("String", nil), "Integer": ("Int", nil), "Boolean": ("Bool", nil), "Decimal": ("Double", nil),
        "File": ("IntentFile", nil), "DateComponents": ("DateComponents", nil), "URL": ("URL", nil),
        "Placemark": ("CLPlacemark", "CoreLocation"), "TimeInterval": ("Measurement<UnitDuration>", nil),
        "Distance": ("Measurement<UnitLength>", nil), "Temperature": ("Measurement<UnitTemperature>", nil),
        "Speed": ("Measurement<UnitSpeed>", nil), "Volume": ("Measurement<UnitVolume>", nil),
        "Mass": ("Measurement<UnitMass>", nil), "Energy": ("Measurement<UnitEnergy>", nil),
        "CurrencyAmount": ("IntentCurrencyAmount", nil), "Person": ("IntentPerson", nil),
        "PaymentMethod": ("IntentPaymentMethod", nil),
    ]

    /// The type of `parameter`, whose keys start with `keyPrefix` (for TODO lines).
    init(_ parameter: IntentParameter, keyPrefix: String, names: MigrationNames) {
        self.init(
            type: parameter.type, enumType: parameter.enumType, objectType: parameter.objectType,
            objectNamespace: parameter.objectTypeNamespace, isArray: parameter.supportsMultipleValues,
            keyPrefix: keyPrefix, names: names)
    }

    /// The type of a custom type's property.
    init(_ property: IntentType.Property, names: MigrationNames) {
        self.init(
            type: property.type, enumType: property.raw["INTypePropertyEnumType"]?.string,
            objectType: property.objectType,
            objectNamespace: property.raw["INTypePropertyObjectTypeNamespace"]?.string,
            isArray: property.supportsMultipleValues, keyPrefix: "INTypeProperty", names: names)
    }

    private init(
        type: String?, enumType: String?, objectType: String?, objectNamespace: String?, isArray: Bool,
        keyPrefix: String, names: MigrationNames
    ) {
        self.isArray = isArray
        todos = []
        imports = []
        let definition = names.definition
        if let enumType {
            if let enumeration = definition.enumeration(named: enumType) {
                element = names.enumType(enumeration)
                self.enumeration = enumeration
            } else {
                element = "String"
                todos.append("\(keyPrefix)EnumType \(enumType): not an enum of this definition; typed as String")
            }
            return
        }
        if type == "Object" {
            if let objectType, let custom = definition.type(named: objectType),
                objectNamespace == nil || objectNamespace == definition.namespace
            {
                element = names.entityType(custom)
                entity = custom
            } else if let objectType, let mapped = Self.builtIn[objectType] {
                element = mapped.type
                imports.formUnion(mapped.module.map { [$0] } ?? [])
            } else {
                element = "String"
                todos.append(
                    "\(keyPrefix)ObjectType \(objectType ?? "(none)") (namespace \(objectNamespace ?? "none")): "
                        + "a SiriKit system type with no App Intents counterpart; typed as String")
            }
            return
        }
        if let type, let mapped = Self.builtIn[type] {
            element = mapped.type
            imports.formUnion(mapped.module.map { [$0] } ?? [])
        } else {
            element = "String"
            todos.append("\(keyPrefix)Type \(type ?? "(none)"): no App Intents counterpart; typed as String")
        }
    }
}
