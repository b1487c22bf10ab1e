import Foundation
import TestSupport
import Testing

@Suite struct AppShortcutsCommandTests {
    static let provider = #"""
        import AppIntents

        struct StartIntent: AppIntent {}

        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: StartIntent(), phrases: ["Start \(.applicationName)", "Start now"],
                    shortTitle: "Start", systemImageName: "play")
                AppShortcut(intent: StartIntent(), phrases: ["Begin with \(.applicationName)"])
            }
        }
        """#

    /// A folder with the provider, a skipped `Tests` folder holding a broken provider, and a
    /// German strings file.
    private func project() throws -> URL {
        let root = try CommandRunner.temporaryFolder()
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data(Self.provider.utf8).write(to: sources.appendingPathComponent("Shortcuts.swift"))
        try Data("\"Start ${applicationName}\" = \"Starte ${applicationName}\";\n".utf8)
            .write(to: sources.appendingPathComponent("de.lproj/AppShortcuts.strings"))
        try Data("struct X: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { [\"no\"] } }".utf8)
            .write(to: root.appendingPathComponent("Tests/Other.swift"))
        return root
    }

    @Test func lintPrintsCompilerFormatAndExitsOneOnErrors() throws {
        let root = try project()
        let result = try CommandRunner.run(["appshortcuts", "lint", root.path])
        #expect(result.status == 1)
        let file = root.appendingPathComponent("Sources/App/Shortcuts.swift").path
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("\(file):8:75: error: ") && $0.hasSuffix("[appshortcuts.phrase.missing-application-name]")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("\(file):10:9: warning: ")
                    && $0.hasSuffix("[appshortcuts.provider.deprecated-initializer]")
            })
        #expect(!result.output.contains("Tests/Other.swift"))
    }

    @Test func jsonStrictAndExitCodes() throws {
        let root = try project()
        let json = try CommandRunner.run(["appshortcuts", "lint", "--json", root.path])
        #expect(json.status == 1)
        let rows = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        let missing = try #require(
            rows.first { $0["rule"] as? String == "appshortcuts.phrase.missing-application-name" })
        #expect(missing["line"] as? Int == 8)
        #expect(missing["column"] as? Int == 75)
        #expect(missing["severity"] as? String == "error")
        #expect(Set(missing.keys) == ["file", "line", "column", "severity", "rule", "message"])

        // Fix the error: warnings remain, so 0 normally and 1 with --strict.
        let file = root.appendingPathComponent("Sources/App/Shortcuts.swift")
        try Data(
            Self.provider.replacingOccurrences(of: "\"Start now\"", with: "\"Start now in \\(.applicationName)\"").utf8
        )
        .write(to: file)
        #expect(try CommandRunner.run(["appshortcuts", "lint", root.path]).status == 0)
        #expect(try CommandRunner.run(["appshortcuts", "lint", "--strict", root.path]).status == 1)

        let missingPath = try CommandRunner.run(["appshortcuts", "lint", root.path + "/nope"])
        #expect(missingPath.status == 66)
        #expect(missingPath.stderr == "error: \(root.path)/nope: no such file or directory\n")
        #expect(try CommandRunner.run(["appshortcuts", "lint"]).status == 2)
    }

    @Test func listShowsPhrasesAsTheMetadataSpellsThem() throws {
        let root = try project()
        let text = try CommandRunner.run(["appshortcuts", "list", root.path])
        #expect(text.status == 0)
        #expect(text.output.contains("Shortcuts ("))
        #expect(
            text.output.contains(
                "  StartIntent — \"Start\", symbol play\n    Start ${applicationName}\n    Start now\n"))
        let json = try CommandRunner.run(["appshortcuts", "list", "--json", root.path])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let providers = try #require(object["providers"] as? [[String: Any]])
        let shortcuts = try #require(providers.first?["shortcuts"] as? [[String: Any]])
        #expect(shortcuts.count == 2)
        #expect(shortcuts.last?["phrases"] as? [String] == ["Begin with ${applicationName}"])
    }

    /// `shortcut-appshortcuts`, the small tool the plugin runs, is the same command: byte for
    /// byte the same output and exit status as `shortcut appshortcuts`.
    @Test func theStandaloneToolMatchesTheSubcommand() throws {
        let root = try project()
        for arguments in [["lint"], ["lint", "--json"], ["lint", "--strict"], ["list"], ["list", "--json"]] {
            let full = try CommandRunner.run(["appshortcuts"] + arguments + [root.path])
            let standalone = try CommandRunner.run(arguments + [root.path], tool: "shortcut-appshortcuts")
            #expect(standalone.status == full.status, "\(arguments)")
            #expect(standalone.output == full.output, "\(arguments)")
            #expect(standalone.stderr == full.stderr, "\(arguments)")
        }
        #expect(try CommandRunner.run(["lint"], tool: "shortcut-appshortcuts").status == 2)
        #expect(try CommandRunner.run(["lint", root.path + "/nope"], tool: "shortcut-appshortcuts").status == 66)
        let help = try CommandRunner.run(["--help"], tool: "shortcut-appshortcuts")
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: shortcut-appshortcuts <subcommand>"), "\(help.output)")
    }
}
