import AppShortcutsLint
import Diagnostics
import Testing

/// The four string-file rules, each violated and passed, against a one-shortcut provider.
@Suite struct LocalizationRuleTests {
    static let provider = Fixture.provider(
        Fixture.shortcut(
            [#"Hike with \(.applicationName)"#, #"Open \(\.$trail) in \(.applicationName)"#],
            intent: "OpenTrailIntent()"))

    private func lint(_ files: [(String, String)]) -> [Diagnostic] {
        Fixture.lint(provider: Self.provider, extra: files)
    }

    static let goodStrings = """
        /* German */
        "Hike with ${applicationName}" = "Wandern mit ${applicationName}";
        "Open ${trail} in ${applicationName}" = "${trail} in ${applicationName} öffnen";

        """

    @Test func goodStringsFilesAndCatalogsPass() {
        let catalog = """
            {"sourceLanguage":"en","strings":{
              "Hike with ${applicationName}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Wandern mit ${applicationName}"}}}},
              "Open ${trail} in ${applicationName}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"${trail} in ${applicationName}"}}}}
            },"version":"1.0"}
            """
        #expect(lint([("de.lproj/AppShortcuts.strings", Self.goodStrings)]) == [])
        #expect(lint([("AppShortcuts.xcstrings", catalog)]) == [])
    }

    @Test func stringsMissingAppName() {
        let text = Self.goodStrings.replacingOccurrences(of: "\"Wandern mit ${applicationName}\"", with: "\"Wandern\"")
        let found = Fixture.only(.stringsMissingAppName, lint([("de.lproj/AppShortcuts.strings", text)]))
        #expect(
            found.map(\.source) == [
                Fixture.location(of: "\"Wandern\"", in: text, file: "de.lproj/AppShortcuts.strings")
            ])
        #expect(found.first?.severity == .error)
        let catalog = """
            {"sourceLanguage":"en","strings":{"Hike with ${applicationName}":{"localizations":{
              "de":{"stringSet":{"values":["Wandern mit ${applicationName}","Wandern"]}}}}}}
            """
        let inSet = Fixture.only(.stringsMissingAppName, lint([("AppShortcuts.xcstrings", catalog)]))
        #expect(
            inSet.map(\.source) == [Fixture.location(of: "\"Wandern\"", in: catalog, file: "AppShortcuts.xcstrings")])
    }

    /// swift-build's `AppShortcutsStringsValidationTests`: the phrase "Call" and its translation
    /// "Incorrect utterance syntax 1" are two errors (Xcode: "Invalid Utterance. Every App Shortcut
    /// utterance should have one '${applicationName}' in it."), the Swift phrase's and the
    /// translation's; a key used nowhere whose translation names the app is only a warning. A
    /// negative phrase needs no app name, in Swift or in a translation.
    @Test func aTranslationWithoutTheAppNameIsAnErrorWhateverItsKey() {
        let provider = Fixture.provider(
            Fixture.shortcut(["Call"]),
            members: """
                    static var negativePhrases = NegativeAppShortcutPhrases {
                        NegativeAppShortcutPhrase("Stop hiking")
                    }
                """)
        let strings = """
            "Call" = "Incorrect utterance syntax 1";
            "Stop hiking" = "Nicht wandern";

            """
        let found = Fixture.lint(provider: provider, extra: [("de.lproj/AppShortcuts.strings", strings)])
        let errors = found.filter { $0.severity == .error }
        #expect(
            errors.compactMap(\.rule).sorted()
                == [AppShortcutsRule.missingApplicationName.id, AppShortcutsRule.stringsMissingAppName.id].sorted(),
            "\(errors)")
        #expect(
            Fixture.only(.stringsMissingAppName, found).map(\.source) == [
                Fixture.location(of: "\"Incorrect", in: strings, file: "de.lproj/AppShortcuts.strings")
            ])

        let unused = #""key" = "Correct utterance ${applicationName}";"# + "\n"
        let quiet = Fixture.lint(provider: provider, extra: [("de.lproj/AppShortcuts.strings", unused)])
        #expect(Fixture.only(.stringsMissingAppName, quiet) == [])
        #expect(Fixture.only(.stringsUnusedKey, quiet).count == 1)
    }

    @Test func stringsUnusedKey() {
        let text = Self.goodStrings + "\"Old phrase ${applicationName}\" = \"Alt ${applicationName}\";\n"
        let found = Fixture.only(.stringsUnusedKey, lint([("de.lproj/AppShortcuts.strings", text)]))
        #expect(
            found.map(\.source) == [
                Fixture.location(of: "\"Old phrase", in: text, file: "de.lproj/AppShortcuts.strings")
            ])
        #expect(found.first?.severity == .warning)
    }

    @Test func stringsMissingKey() {
        let text = """
            "Hike with ${applicationName}" = "Wandern mit ${applicationName}";
            """
        let found = Fixture.only(.stringsMissingKey, lint([("de.lproj/AppShortcuts.strings", text)]))
        #expect(
            found.map(\.source) == [
                Fixture.location(of: #""Open \(\.$trail)"#, in: Self.provider, file: "Provider.swift")
            ])
        // A catalog: French has one phrase, so the other is missing in French only.
        let catalog = """
            {"sourceLanguage":"en","strings":{
              "Hike with ${applicationName}":{"localizations":{
                "de":{"stringUnit":{"value":"Wandern mit ${applicationName}"}},
                "fr":{"stringUnit":{"value":"Randonnée avec ${applicationName}"}}}},
              "Open ${trail} in ${applicationName}":{"localizations":{"de":{"stringUnit":{"value":"${trail} ${applicationName}"}}}}
            }}
            """
        let missing = Fixture.only(.stringsMissingKey, lint([("AppShortcuts.xcstrings", catalog)]))
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains(" fr ") == true)
    }

    @Test func stringsWrongFileName() {
        for name in ["de.lproj/AppShortcut.strings", "de.lproj/Localizable.strings", "Appshortcuts.xcstrings"] {
            let content =
                name.hasSuffix("xcstrings")
                ? #"{"sourceLanguage":"en","strings":{}}"# : Self.goodStrings
            let found = Fixture.only(.stringsWrongFileName, lint([(name, content)]))
            #expect(found.count == 1, "\(name)")
            #expect(found.first?.source?.file == name)
        }
        let unrelated = "\"greeting\" = \"Hallo\";"
        #expect(Fixture.only(.stringsWrongFileName, lint([("de.lproj/Localizable.strings", unrelated)])).isEmpty)
    }

    @Test func unreadableStringFilesAreDiagnosticsNotFailures() {
        let found = lint([
            ("de.lproj/AppShortcuts.strings", "\"Hike with ${applicationName}\" = \"Wandern"),
            ("AppShortcuts.xcstrings", "{\"strings\": [1, }"),
        ])
        let invalid = Fixture.only(.invalidStringsFile, found)
        #expect(invalid.map(\.source?.file) == ["AppShortcuts.xcstrings", "de.lproj/AppShortcuts.strings"])
        #expect(invalid.last?.source?.line == 1)
        #expect(invalid.last?.source?.column == 34)
    }
}
