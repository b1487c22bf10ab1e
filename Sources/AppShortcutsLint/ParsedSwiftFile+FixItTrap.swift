import SwiftSyntax

extension ParsedSwiftFile {
    /// The first `=` that the lexer flags as "must have consistent whitespace on both sides" while
    /// both of its sides hold a space or tab, as swift-syntax's diagnostics generator checks them.
    ///
    /// For such a token swift-syntax 603's `ParseDiagnosticsGenerator` builds a Fix-It with no
    /// changes and traps (`FixIt.init`'s precondition), taking the whole process down; the lexer
    /// and the generator look at different trivia (found by the `swiftSource` fuzz target, input
    /// in Tests/Regressions/swiftSource). ``syntaxError()`` reports this token itself instead of
    /// asking the generator.
    func equalsThatTrapsTheDiagnosticsGenerator() -> TokenSyntax? {
        for token in tree.tokens(viewMode: .all) {
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { continue }
            let spaceBefore =
                token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
            let spaceAfter = token.trailingTrivia.contains(where: \.isSpaceOrTab)
            if spaceBefore && spaceAfter { return token }
        }
        return nil
    }
}
