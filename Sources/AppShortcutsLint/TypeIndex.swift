/// What the given Swift files declare about types: conformances (merged over declarations and
/// extensions), typealiases and each type's `@Parameter` properties.
///
/// Names are simple names: nested types and module prefixes are not distinguished, which is
/// how App Intents code is written in practice (one module per app target).
public struct TypeIndex: Sendable, Equatable {
    /// Type name → every type named in its inheritance clauses (declaration and extensions).
    public var inheritedTypes: [String: Set<String>] = [:]
    /// `typealias Name = Target` → `Target`'s simple name.
    public var typealiases: [String: String] = [:]
    /// Type name → its `@Parameter` properties, by property name.
    public var parameters: [String: [String: TypeReference]] = [:]
    /// Names of every type declared (not only extended) in the files.
    public var declaredTypes: Set<String> = []

    public init() {}

    /// The entity protocols of App Intents that refine `AppEntity`.
    static let entityProtocols: Set<String> = ["AppEntity", "IndexedEntity", "UniqueAppEntity", "FileEntity"]
    /// The enum protocols of App Intents.
    static let enumProtocols: Set<String> = ["AppEnum"]

    /// Follows typealiases to the name they finally stand for.
    public func resolve(_ name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while let target = typealiases[current], seen.insert(current).inserted { current = target }
        return current
    }

    /// True when the type is known to the index at all (declared, extended or aliased).
    public func knows(_ name: String) -> Bool {
        let resolved = resolve(name)
        return declaredTypes.contains(resolved) || inheritedTypes[resolved] != nil
    }

    /// True when `name` conforms, directly, through a refining protocol, a superclass or a
    /// typealias declared in the files, to one of `protocols`.
    public func conforms(_ name: String, toAnyOf protocols: Set<String>) -> Bool {
        var queue = [resolve(name)]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if protocols.contains(next) { return true }
            for inherited in inheritedTypes[next] ?? [] { queue.append(resolve(inherited)) }
        }
        return false
    }

    /// True when the type conforms to `AppEnum` or an `AppEntity` protocol.
    public func isEnumOrEntity(_ name: String) -> Bool {
        conforms(name, toAnyOf: Self.entityProtocols.union(Self.enumProtocols))
    }

    /// The intent's `@Parameter` properties (through typealiases), or nil when the type is unknown.
    public func parameters(of intent: String) -> [String: TypeReference]? {
        let resolved = resolve(intent)
        if let found = parameters[resolved] { return found }
        return knows(resolved) ? [:] : nil
    }

    mutating func merge(_ other: TypeIndex) {
        inheritedTypes.merge(other.inheritedTypes) { $0.union($1) }
        typealiases.merge(other.typealiases) { first, _ in first }
        parameters.merge(other.parameters) { $0.merging($1) { first, _ in first } }
        declaredTypes.formUnion(other.declaredTypes)
    }
}
