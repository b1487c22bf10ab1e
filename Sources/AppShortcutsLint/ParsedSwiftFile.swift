import Diagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed with swift-syntax, with the converter that turns positions into the
/// compiler's line and column.
struct ParsedSwiftFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Deepest bracket nesting parsed; deeper input becomes a syntax error instead of a stack
    /// overflow in the recursive parser and visitors (real providers stay under 20 levels).
    static let maximumNestingLevel = 64

    init(path: String, text: String) {
        self.path = path
        var text = text
        self.tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, leading trivia (comments, indentation) skipped.
    func location(of node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Diagnostics.SourceLocation(file: path, line: location.line, column: location.column)
    }

    /// The first syntax error as an `appshortcuts.source.invalid-swift` diagnostic, or nil when the file parses cleanly.
    func syntaxError() -> Diagnostic? {
        guard tree.hasError else { return nil }
        if let token = equalsThatTrapsTheDiagnosticsGenerator() {
            return AppShortcutsRule.invalidSwift.diagnostic(
                "not valid Swift ('=' must have consistent whitespace on both sides); App Shortcuts in this file "
                    + "were not checked",
                at: location(of: token))
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else {
            return AppShortcutsRule.invalidSwift.diagnostic(
                "not valid Swift; App Shortcuts in this file were not checked",
                at: Diagnostics.SourceLocation(file: path, line: 1, column: 1))
        }
        let location = converter.location(for: first.position)
        return AppShortcutsRule.invalidSwift.diagnostic(
            "not valid Swift (\(first.message)); App Shortcuts in this file were not checked",
            at: Diagnostics.SourceLocation(file: path, line: location.line, column: location.column))
    }
}
