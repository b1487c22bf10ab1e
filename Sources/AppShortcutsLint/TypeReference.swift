import SwiftSyntax

/// A type as written on a declaration (`Trail?`, `[Category]`, `AppIntents.IntentFile`),
/// reduced to what the checks need.
public struct TypeReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The text as written, trimmed (`Trail?`).
    public var spelling: String
    /// The innermost named type after removing optionals and arrays, without module prefix (`Trail`).
    public var baseName: String
    /// True when the type is an array (`[Trail]`, `Array<Trail>`), possibly optional.
    public var isArray: Bool

    public init(spelling: String, baseName: String, isArray: Bool) {
        self.spelling = spelling
        self.baseName = baseName
        self.isArray = isArray
    }

    /// Reduces `type` to its base name, unwrapping `?`, `!`, `Optional<…>`, `[…]`, `Array<…>`,
    /// `some`/`any` and attributes.
    init(_ type: TypeSyntax) {
        var isArray = false
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = unwrapped.wrappedType
            } else if let array = current.as(ArrayTypeSyntax.self) {
                isArray = true
                current = array.element
            } else if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let someOrAny = current.as(SomeOrAnyTypeSyntax.self) {
                current = someOrAny.constraint
            } else if let identifier = current.as(IdentifierTypeSyntax.self),
                ["Optional", "Array"].contains(identifier.name.text),
                let argument = identifier.genericArgumentClause?.arguments.first,
                case .type(let inner) = argument.argument
            {
                if identifier.name.text == "Array" { isArray = true }
                current = inner
            } else {
                break
            }
        }
        self.init(spelling: type.trimmedDescription, baseName: Self.simpleName(current), isArray: isArray)
    }

    /// The last component of a type name, without generic arguments (`AppIntents.AppEnum` → `AppEnum`).
    static func simpleName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(attributed.baseType) }
        return type.trimmedDescription
    }

    public var description: String { spelling }
}
