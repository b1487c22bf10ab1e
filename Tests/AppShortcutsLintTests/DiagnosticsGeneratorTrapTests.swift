import AppShortcutsLint
import Diagnostics
import Testing

/// swift-syntax's diagnostics generator traps on an `=` the lexer calls unevenly spaced when both
/// sides hold a space (a control character before the `=` makes the two disagree); the linter
/// must report it as invalid Swift instead (found by the `swiftSource` fuzz target).
@Suite struct DiagnosticsGeneratorTrapTests {
    static func lint(_ text: String) -> [Diagnostic] {
        AppShortcutsLinter().lint([SourceFile(path: "A.swift", text: text)])
    }

    @Test func aControlCharacterBeforeASpacedEqualsIsInvalidSwiftAtTheEquals() {
        for text in ["u \u{01}= ", "let u \u{01}= 1\n", "struct S {\n    var x \u{02}= 2\n}\n"] {
            let found = Self.lint(text).filter { $0.rule == "appshortcuts.source.invalid-swift" }
            #expect(found.count == 1, "\(text.debugDescription): \(found)")
            #expect(found.first?.message.contains("'=' must have consistent whitespace on both sides") == true)
        }
        let first = Self.lint("u \u{01}= ").first { $0.rule == "appshortcuts.source.invalid-swift" }
        #expect(first?.source == SourceLocation(file: "A.swift", line: 1, column: 4))
    }

    @Test func unevenSpacingWithoutTheTrapKeepsSwiftSyntaxsOwnMessage() {
        let found = Self.lint("let u =1\n").filter { $0.rule == "appshortcuts.source.invalid-swift" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("not valid Swift (") == true)
    }
}
