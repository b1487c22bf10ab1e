import AppShortcutsLint
import Diagnostics
import Testing

/// For every Swift-side rule: a violating case (with the exact line and column) and a passing one.
@Suite struct RuleTests {
    private func check(
        _ rule: AppShortcutsRule, body: String, members: String = "", at needle: String, occurrence: Int = 1,
        count: Int = 1, severity: Severity? = nil
    ) {
        let provider = Fixture.provider(body, members: members)
        let found = Fixture.only(rule, Fixture.lint(provider: provider))
        #expect(found.count == count, "\(rule.id): \(found)")
        let expected = Fixture.location(of: needle, in: provider, file: "Provider.swift", occurrence: occurrence)
        #expect(found.first?.source == expected, "\(rule.id)")
        #expect(found.first?.severity == (severity ?? rule.defaultSeverity))
        #expect(found.first?.description.hasSuffix("[\(rule.id)]") == true)
    }

    private func passes(_ rule: AppShortcutsRule, body: String, members: String = "") {
        let found = Fixture.only(rule, Fixture.lint(provider: Fixture.provider(body, members: members)))
        #expect(found.isEmpty, "\(rule.id): \(found)")
    }

    @Test func missingApplicationName() {
        check(.missingApplicationName, body: Fixture.shortcut(["Start a hike"]), at: #""Start a hike""#)
        passes(.missingApplicationName, body: Fixture.shortcut([#"Start a hike in \(.applicationName)"#]))
    }

    @Test func stringFileTokenInSwift() {
        let body = Fixture.shortcut([#"Start a hike", "Hike with ${applicationName}"#])
        check(.stringFileTokenInSwift, body: body, at: #""Hike with ${applicationName}""#)
        // The typed token is reported once, not also as a missing app name.
        let missing = Fixture.only(.missingApplicationName, Fixture.lint(provider: Fixture.provider(body)))
        #expect(missing.count == 1)
        passes(.stringFileTokenInSwift, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]))
    }

    @Test func tooManyShortcuts() {
        let eleven = (1...11).map { Fixture.shortcut([#"Hike \#($0) with \(.applicationName)"#]) }
        check(.tooManyShortcuts, body: eleven.joined(separator: "\n"), at: "appShortcuts")
        passes(.tooManyShortcuts, body: eleven.dropLast().joined(separator: "\n"))
        // Eleven across an if/else where one build gets at most ten is fine.
        let branches =
            eleven.dropLast(2).joined(separator: "\n") + "\nif x {\n" + eleven[9] + "\n} else {\n"
            + eleven[10] + "\n}"
        passes(.tooManyShortcuts, body: branches)
    }

    @Test func tooManyParameters() {
        let body = Fixture.shortcut(
            [#"Open \(\.$trail) at \(\.$level) in \(.applicationName)"#], intent: "OpenTrailIntent()")
        check(.tooManyParameters, body: body, at: #""Open"#)
        passes(
            .tooManyParameters,
            body: Fixture.shortcut([#"Open \(\.$trail) in \(.applicationName)"#], intent: "OpenTrailIntent()"))
    }

    @Test func parameterNotEnumOrEntity() {
        let string = Fixture.shortcut([#"Note \(\.$note) in \(.applicationName)"#], intent: "OpenTrailIntent()")
        check(.parameterNotEnumOrEntity, body: string, at: #""Note"#)
        let array = Fixture.shortcut([#"Open \(\.$trails) in \(.applicationName)"#], intent: "OpenTrailIntent()")
        check(.parameterNotEnumOrEntity, body: array, at: #""Open"#)
        passes(
            .parameterNotEnumOrEntity,
            body: Fixture.shortcut([#"Hike \(\.$level) in \(.applicationName)"#], intent: "OpenTrailIntent()"))
        // A type declared outside the given files is a warning, not an error.
        let outside = "struct OutsideIntent: AppIntent { @Parameter var thing: ExternalThing }"
        let provider = Fixture.provider(
            Fixture.shortcut([#"Do \(\.$thing) in \(.applicationName)"#], intent: "OutsideIntent()"))
        let found = Fixture.only(
            .parameterNotEnumOrEntity, Fixture.lint(provider: provider, extra: [("Outside.swift", outside)]))
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func unknownParameter() {
        let body = Fixture.shortcut([#"Open \(\.$route) in \(.applicationName)"#], intent: "OpenTrailIntent()")
        check(.unknownParameter, body: body, at: #""Open"#)
        passes(
            .unknownParameter,
            body: Fixture.shortcut([#"Open \(\.$trail) in \(.applicationName)"#], intent: "OpenTrailIntent()"))
    }

    @Test func duplicatePhraseAlsoAcrossShortcutsAndNegativePhrases() {
        let body =
            Fixture.shortcut([#"Hike with \(.applicationName)"#]) + "\n"
            + Fixture.shortcut([#"hike  WITH \(.applicationName)"#])
        check(.duplicatePhrase, body: body, at: #""hike  WITH"#)
        let negative = """
                static var negativePhrases = NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrase("Hike with \\(.applicationName)")
                }
            """
        check(
            .duplicatePhrase, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]), members: negative,
            at: #""Hike with"#, occurrence: 2)
        passes(
            .duplicatePhrase,
            body: Fixture.shortcut([#"Hike with \(.applicationName)"#, #"Walk with \(.applicationName)"#]))
    }

    @Test func deprecatedInitializer() {
        let body = """
                    AppShortcut(intent: StartHikeIntent(), phrases: ["Hike with \\(.applicationName)"])
            """
        check(.deprecatedInitializer, body: body, at: "AppShortcut(")
        passes(.deprecatedInitializer, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]))
    }

    @Test func nonLiteralPhrase() {
        let variable = Fixture.shortcut([#"Hike with \(.applicationName)"#]).replacingOccurrences(
            of: #""Hike with \(.applicationName)""#, with: "AppShortcutPhrase(\"Hike\")")
        check(.nonLiteralPhrase, body: variable, at: "AppShortcutPhrase(")
        check(
            .nonLiteralPhrase, body: Fixture.shortcut([#"Hike \(name) with \(.applicationName)"#]),
            at: #""Hike \(name)"#)
        check(.nonLiteralPhrase, body: "        Elsewhere.shortcuts", at: "Elsewhere.shortcuts")
        passes(.nonLiteralPhrase, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]))
    }

    @Test func multipleProviders() {
        let second =
            "class OtherShortcuts: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] { [] }\n}\n"
        let diagnostics = Fixture.lint(
            provider: Fixture.provider(Fixture.shortcut([#"Hike with \(.applicationName)"#])),
            extra: [("Other.swift", second)])
        let found = Fixture.only(.multipleProviders, diagnostics)
        #expect(found.map(\.source) == [SourceLocation(file: "Other.swift", line: 1, column: 1)])
        passes(.multipleProviders, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]))
    }

    @Test func emptyPhrases() {
        let body = Fixture.shortcut([]).replacingOccurrences(of: "phrases: []", with: "phrases: [ ]")
        check(.emptyPhrases, body: body, at: "[ ]")
        check(.emptyPhrases, body: Fixture.shortcut([#"Hike with \(.applicationName)"#, ""]), at: #""""#)
        passes(.emptyPhrases, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]))
    }

    @Test func misspelledMember() {
        let negative = """
                static var negativeShortcuts = NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrase("Run with \\(.applicationName)")
                }
                static var shortcutTileColour: ShortcutTileColor = .navy
            """
        let provider = Fixture.provider(Fixture.shortcut([#"Hike with \(.applicationName)"#]), members: negative)
        let found = Fixture.only(.misspelledMember, Fixture.lint(provider: provider))
        #expect(
            found.map(\.source) == [
                Fixture.location(of: "negativeShortcuts", in: provider, file: "Provider.swift"),
                Fixture.location(of: "shortcutTileColour", in: provider, file: "Provider.swift"),
            ])
        let singular = """
            struct P: AppShortcutsProvider {
                static var appShortcut: [AppShortcut] { [] }
            }
            """
        #expect(
            Fixture.only(.misspelledMember, Fixture.lint([("P.swift", singular)])).first?.source
                == SourceLocation(file: "P.swift", line: 2, column: 16))
        passes(
            .misspelledMember, body: Fixture.shortcut([#"Hike with \(.applicationName)"#]),
            members: """
                    static var negativePhrases = NegativeAppShortcutPhrases { NegativeAppShortcutPhrase("Run") }
                    static var searchShortcut: AppShortcut { fatalError() }
                """)
    }

    @Test func everyRuleIsDocumented() throws {
        let docs = try String(
            contentsOf: TestSupportPaths.packageRoot.appendingPathComponent("Docs/AppShortcuts.md"), encoding: .utf8)
        for rule in AppShortcutsRule.allCases {
            #expect(docs.contains("`\(rule.id)`"), "\(rule.id) missing from Docs/AppShortcuts.md")
        }
    }
}
