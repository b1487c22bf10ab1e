import SwiftSyntax

/// A member of a provider the extractor can follow: a property binding or a function.
enum ProviderMember {
    case property(PatternBindingSyntax, VariableDeclSyntax, fileIndex: Int)
    case function(FunctionDeclSyntax, fileIndex: Int)

    var fileIndex: Int {
        switch self {
        case .property(_, _, let fileIndex), .function(_, let fileIndex): fileIndex
        }
    }

    /// The node a diagnostic about the member's name points at.
    var nameToken: TokenSyntax? {
        switch self {
        case .property(let binding, _, _): binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        case .function(let function, _): function.name
        }
    }

    /// Every member of `members` with its name, looking inside `#if` clauses.
    static func members(of block: MemberBlockItemListSyntax, fileIndex: Int) -> [(String, ProviderMember)] {
        var found: [(String, ProviderMember)] = []
        for item in block {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    found.append((name, .property(binding, variable, fileIndex: fileIndex)))
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                found.append((function.name.text, .function(function, fileIndex: fileIndex)))
            } else if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let decls) = clause.elements {
                        found += members(of: decls, fileIndex: fileIndex)
                    }
                }
            }
        }
        return found
    }
}
