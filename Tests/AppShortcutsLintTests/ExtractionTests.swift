import AppShortcutsLint
import Diagnostics
import Testing

@Suite struct ExtractionTests {
    private func shortcuts(_ provider: String, extra: [(String, String)] = []) -> AppShortcutsProviderDeclaration? {
        Fixture.target([("Intents.swift", Fixture.intents), ("Provider.swift", provider)] + extra).providers.first
    }

    @Test func realisticProviderIsReadCompletely() throws {
        let target = Fixture.target(RealisticApp.files)
        let provider = try #require(target.providers.first)
        #expect(target.providers.count == 1)
        #expect(provider.name == "HikingShortcuts")
        #expect(provider.shortcuts.count == 10)
        #expect(provider.maximumShortcutCount == 10)
        #expect(provider.shortcuts.flatMap(\.phrases).map(\.template) == RealisticApp.templates)
        #expect(provider.negativePhrases.map(\.template) == RealisticApp.negativeTemplates)
        #expect(provider.tileColor == ".grass")
        #expect(provider.shortcuts[0].intentType == "OpenTrailIntent")
        #expect(provider.shortcuts[0].shortTitle == "Open Trail")
        #expect(provider.shortcuts[0].systemImageName == "map")
        #expect(provider.shortcuts[8].intentType == "ShowMapIntent")
        #expect(provider.shortcuts[9].intentType == "EmergencyIntent")
    }

    @Test func realisticProviderHasNoDiagnostics() {
        #expect(AppShortcutsLinter().lint(RealisticApp.files.map { SourceFile(path: $0.0, text: $0.1) }) == [])
    }

    @Test func plainGetterWithoutBuilderAttribute() {
        let provider = shortcuts(Fixture.provider(Fixture.shortcut([#"Hike with \(.applicationName)"#])))
        #expect(provider?.shortcuts.count == 1)
        #expect(provider?.shortcuts.first?.phrases.first?.template == "Hike with ${applicationName}")
    }

    @Test func storedArrayAndStaticLet() {
        for keyword in ["var", "let"] {
            let source = """
                struct P: AppShortcutsProvider {
                    static \(keyword) appShortcuts: [AppShortcut] = [
                \(Fixture.shortcut([#"Hike with \(.applicationName)"#])),
                \(Fixture.shortcut([#"Walk with \(.applicationName)"#])),
                    ]
                }
                """
            #expect(shortcuts(source)?.shortcuts.count == 2, "static \(keyword)")
        }
    }

    @Test func explicitReturnAndGetAccessor() {
        let returned = Fixture.provider("return [\n" + Fixture.shortcut([#"Hike with \(.applicationName)"#]) + "\n]")
        #expect(shortcuts(returned)?.shortcuts.count == 1)
        let accessor = """
            class P: NSObject, AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    get {
                        [\(Fixture.shortcut([#"Hike with \(.applicationName)"#]))]
                    }
                }
            }
            """
        #expect(shortcuts(accessor)?.shortcuts.count == 1)
        #expect(shortcuts(accessor)?.name == "P")
    }

    @Test func conditionalsCountTheLargerBranch() {
        let body = """
                    if flag {
            \(Fixture.shortcut([#"One \(.applicationName)"#]))
            \(Fixture.shortcut([#"Two \(.applicationName)"#]))
                    } else {
            \(Fixture.shortcut([#"Three \(.applicationName)"#]))
                    }
                    #if os(iOS)
            \(Fixture.shortcut([#"Four \(.applicationName)"#]))
                    #else
            \(Fixture.shortcut([#"Five \(.applicationName)"#]))
                    #endif
            """
        let provider = shortcuts(Fixture.provider(body))
        #expect(provider?.shortcuts.count == 5)
        #expect(provider?.maximumShortcutCount == 3)
    }

    @Test func loopsOverLiteralArraysMultiply() {
        let body = """
                    for _ in [1, 2, 3] {
            \(Fixture.shortcut([#"Loop \(.applicationName)"#]))
                    }
            """
        let provider = shortcuts(Fixture.provider(body))
        #expect(provider?.shortcuts.count == 1)
        #expect(provider?.maximumShortcutCount == 3)
    }

    @Test func providerSplitAcrossExtensionsAndFilesBehindIfConfig() {
        let declaration = """
            @available(iOS 16.0, *)
            struct Split: AppShortcutsProvider {}
            """
        let extensionFile = """
            #if swift(>=5.9)
            extension Split {
                static var appShortcuts: [AppShortcut] {
                    first()
                    Self.second
                    Split.third()
                }
                static func first() -> AppShortcut {
            \(Fixture.shortcut([#"First \(.applicationName)"#]))
                }
                static var second: AppShortcut {
            \(Fixture.shortcut([#"Second \(.applicationName)"#]))
                }
            }
            #endif
            extension Split {
                static func third() -> [AppShortcut] {
                    return [\(Fixture.shortcut([#"Third \(.applicationName)"#]))] + [\(Fixture.shortcut([#"Fourth \(.applicationName)"#]))]
                }
            }
            """
        let target = Fixture.target([
            ("A.swift", declaration), ("B.swift", Fixture.intents), ("C.swift", extensionFile),
        ])
        #expect(target.providers.count == 1)
        #expect(
            target.providers.first?.shortcuts.flatMap(\.phrases).map(\.template) == [
                "First ${applicationName}", "Second ${applicationName}", "Third ${applicationName}",
                "Fourth ${applicationName}",
            ])
        #expect(target.providers.first?.source == SourceLocation(file: "A.swift", line: 2, column: 1))
    }

    @Test func mapClosuresAreReadThroughTheCallsInside() {
        let body = """
                    Difficulty.allCases.map { level in
            \(Fixture.shortcut([#"Level \(.applicationName)"#]))
                    }
            """
        #expect(shortcuts(Fixture.provider(body))?.shortcuts.count == 1)
    }

    @Test func phraseTokensAndParametersAreResolved() throws {
        let body = Fixture.shortcut(
            [#"Open \(\.$trail) in \(AppShortcutPhraseToken.applicationName)"#], intent: "OpenTrailIntent(trail: nil)")
        let shortcut = try #require(shortcuts(Fixture.provider(body))?.shortcuts.first)
        #expect(shortcut.intentType == "OpenTrailIntent")
        #expect(
            shortcut.phrases.first?.segments == [.text("Open "), .parameter("trail"), .text(" in "), .applicationName])
    }

    @Test func parameterTypesResolveAcrossFilesTypealiasesAndExtensions() {
        let index = Fixture.target([("Intents.swift", Fixture.intents)]).index
        #expect(index.parameters(of: "OpenTrailIntent")?["level"]?.baseName == "Level")
        #expect(index.isEnumOrEntity("Level"))  // typealias → enum made AppEnum in an extension
        #expect(index.isEnumOrEntity("TrailEntity"))
        #expect(!index.isEnumOrEntity("String"))
        #expect(index.parameters(of: "OpenTrailIntent")?["notAParameter"] == nil)
        #expect(index.parameters(of: "OpenTrailIntent")?["trails"]?.isArray == true)
        let realistic = Fixture.target(RealisticApp.files).index
        #expect(realistic.isEnumOrEntity("TrailEntity"))  // through a refining protocol
        #expect(realistic.isEnumOrEntity("RegionEntity"))  // IndexedEntity
        #expect(realistic.isEnumOrEntity("Difficulty"))
    }

    @Test func invalidSwiftIsReportedAndOtherFilesAreStillChecked() throws {
        let broken = "struct Broken: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] {\n"
        let diagnostics = Fixture.lint([
            ("Broken.swift", broken),
            ("Good.swift", Fixture.provider(Fixture.shortcut(["Hike"]))),
        ])
        let invalid = Fixture.only(.invalidSwift, diagnostics)
        #expect(invalid.count == 1)
        #expect(invalid.first?.source?.file == "Broken.swift")
        #expect(invalid.first?.severity == .error)
        #expect(Fixture.only(.missingApplicationName, diagnostics).first?.source?.file == "Good.swift")
        let notText = AppShortcutsLinter().lint([SourceFile(path: "Bytes.swift", bytes: [0x73, 0xFF, 0xFE])])
        #expect(notText.map(\.rule) == ["appshortcuts.source.invalid-swift"])
    }

    static let hostileSources: [(String, String)] = [
        ("deep brackets", "let x = " + String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)),
        ("brackets at the limit", "let x = " + String(repeating: "[(", count: 10) + String(repeating: ")]", count: 10)),
        ("brackets in strings", "let x = \"" + String(repeating: "[", count: 100) + "\" // [[[[[[[[[[[[[[[[[[[["),
        ("deep parentheses", "let x = " + String(repeating: "(", count: 3000) + String(repeating: ")", count: 3000)),
        ("deep braces", String(repeating: "struct P: AppShortcutsProvider {", count: 1000)),
        ("long member chain", "let x = a" + String(repeating: ".b", count: 20_000)),
        ("long operator chain", "let x = 1" + String(repeating: " + 1", count: 20_000)),
        ("unterminated string", "let x = \"" + String(repeating: "a", count: 100_000)),
        ("empty", ""),
        (
            "recursive helper",
            "struct R: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { appShortcuts } }"
        ),
    ]

    @Test(arguments: hostileSources.indices)
    func hostileSwiftDoesNotCrash(case index: Int) {
        let (name, source) = Self.hostileSources[index]
        let started = ContinuousClock.now
        let diagnostics = Fixture.lint([("Hostile.swift", source)])
        #expect(diagnostics.allSatisfy { $0.source?.file == "Hostile.swift" }, "\(name)")
        #expect(ContinuousClock.now - started < .seconds(10), "\(name)")
        if name == "deep brackets" {
            #expect(diagnostics.first?.source == SourceLocation(file: "Hostile.swift", line: 1, column: 19))
        }
        if name.hasPrefix("brackets in") || name.hasSuffix("limit") {
            #expect(Fixture.only(.invalidSwift, diagnostics).isEmpty, "\(name)")
        }
    }

    @Test func hugeProviderIsReadCompletely() {
        let huge = Fixture.provider(
            Array(repeating: Fixture.shortcut([#"Hike with \(.applicationName)"#]), count: 2000).joined(separator: "\n")
        )
        let diagnostics = Fixture.lint([("Huge.swift", huge)])
        #expect(Fixture.only(.tooManyShortcuts, diagnostics).first?.message.hasPrefix("2000 App Shortcuts") == true)
        #expect(Fixture.only(.duplicatePhrase, diagnostics).count == 1999)
    }
}
