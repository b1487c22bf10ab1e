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
