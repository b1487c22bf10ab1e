import SwiftSyntax

/// Finds `AppShortcut(...)` (or other named) calls anywhere inside a piece of syntax, for
/// shapes the extractor does not model (`.map { AppShortcut(...) }`).
final class AppShortcutCallFinder: SyntaxVisitor {
    private let name: String
    private var found: [FunctionCallExprSyntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(in root: Syntax, named name: String = "AppShortcut") -> [FunctionCallExprSyntax] {
        let finder = AppShortcutCallFinder(name: name)
        finder.walk(root)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ProviderExtractor.calledName(node.calledExpression) == name {
            found.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}
