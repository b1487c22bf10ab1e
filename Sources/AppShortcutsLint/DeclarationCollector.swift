import SwiftSyntax

/// A type declaration or extension and its members, kept so providers can be read after every
/// file has been indexed (a provider's members may live in several files).
struct TypeSite {
    let name: String
    let inherited: [String]
    let members: MemberBlockSyntax
    let keyword: TokenSyntax
    let fileIndex: Int
}

/// Walks one file and records types, conformances, typealiases and `@Parameter` properties.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var index = TypeIndex()
    private(set) var sites: [TypeSite] = []
    private var typeStack: [String] = []
    private let fileIndex: Int

    init(fileIndex: Int) {
        self.fileIndex = fileIndex
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(
        name: String, declared: Bool, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        keyword: TokenSyntax
    ) {
        let inherited = inheritance?.inheritedTypes.map { TypeReference.simpleName($0.type) } ?? []
        index.inheritedTypes[name, default: []].formUnion(inherited)
        if declared { index.declaredTypes.insert(name) }
        sites.append(
            TypeSite(name: name, inherited: inherited, members: members, keyword: keyword, fileIndex: fileIndex))
        typeStack.append(name)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name.text, declared: true, inheritance: node.inheritanceClause, members: node.memberBlock,
            keyword: node.structKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name.text, declared: true, inheritance: node.inheritanceClause, members: node.memberBlock,
            keyword: node.classKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name.text, declared: true, inheritance: node.inheritanceClause, members: node.memberBlock,
            keyword: node.enumKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name.text, declared: true, inheritance: node.inheritanceClause, members: node.memberBlock,
            keyword: node.actorKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name.text, declared: true, inheritance: node.inheritanceClause, members: node.memberBlock,
            keyword: node.protocolKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: TypeReference.simpleName(node.extendedType), declared: false, inheritance: node.inheritanceClause,
            members: node.memberBlock, keyword: node.extensionKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        index.typealiases[node.name.text] = TypeReference(node.initializer.value).baseName
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = typeStack.last, node.parent?.is(MemberBlockItemSyntax.self) == true,
            node.attributes.contains(where: { Self.isParameterAttribute($0) })
        else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type =
                binding.typeAnnotation.map { TypeReference($0.type) }
                ?? TypeReference(spelling: "?", baseName: "?", isArray: false)
            index.parameters[owner, default: [:]][name] = type
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private static func isParameterAttribute(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return TypeReference.simpleName(attribute.attributeName) == "Parameter"
    }
}
