import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `shortcut intents migrate`, `shortcut intents action`, `shortcut inspect --intents`.
@Suite struct IntentsSubcommandTests {
    static let zavala = Corpus.root.appendingPathComponent(
        "intentdefinition/vincode-io__Zavala__Zavala__Intents__Intents.intentdefinition")

    @Test func migrateWritesOneFilePerIntentEnumAndType() throws {
        let definition = try IntentsCommandTests.write(IntentsCommandTests.definition())
        let folder = try CommandRunner.temporaryFolder().appendingPathComponent("Generated")
        let result = try CommandRunner.run(["intents", "migrate", definition.path, "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["GetRowsAppIntent.swift", "IntentDetailAppEnum.swift", "IntentOutlineAppEntity.swift"])
        let intent = try String(contentsOf: folder.appendingPathComponent("GetRowsAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains(#"static let intentClassName = "GetRowsIntent""#))
        #expect(!names.contains { $0.hasPrefix(".") })  // no temporary files left behind

        let printed = try CommandRunner.run(["intents", "migrate", definition.path])
        #expect(printed.status == 0)
        #expect(printed.output.contains("// ===== GetRowsAppIntent.swift\n"))
        #expect(printed.output.contains(intent))
    }

    @Test func migrateFailuresUseTheDocumentedExitCodes() throws {
        let definition = try IntentsCommandTests.write(IntentsCommandTests.definition())
        let blocker = try CommandRunner.temporaryFolder().appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let unwritable = try CommandRunner.run(["intents", "migrate", definition.path, "-o", blocker.path])
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("error: \(blocker.path): "))
        let missing = try CommandRunner.run(["intents", "migrate", "/nonexistent/x.intentdefinition"])
        #expect(missing.status == 66)
        let garbage = try CommandRunner.temporaryFolder().appendingPathComponent("bad.intentdefinition")
        try Data("<plist".utf8).write(to: garbage)
        let bad = try CommandRunner.run(["intents", "migrate", garbage.path])
        #expect(bad.status == 65)
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func actionPrintsTheStoredEntryAsPlistOrJSON() throws {
        let definition = try IntentsCommandTests.write(IntentsCommandTests.definition())
        let xml = try CommandRunner.run([
            "intents", "action", definition.path, "--intent", "GetRows", "--bundle-id", "com.example.App", "--uuid",
            "U-1",
        ])
        #expect(xml.status == 0, "\(xml.stderr)")
        let action = try PropertyListValue(decoding: xml.stdout)
        #expect(action["WFWorkflowActionIdentifier"] == "com.example.App.GetRowsIntent")
        let parameters = try #require(action["WFWorkflowActionParameters"]?.dictionary)
        #expect(parameters["UUID"] == "U-1")
        #expect(parameters["outline"]?["WFSerializationType"] == "WFTextTokenAttachment")

        let json = try CommandRunner.run([
            "intents", "action", definition.path, "--intent", "GetRowsIntent", "--bundle-id", "com.example.App",
            "--json",
            "--show-all",
        ])
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(report["identifier"] as? String == "com.example.App.GetRowsIntent")
        let rows = try #require(report["parameters"] as? [[String: Any]])
        #expect(rows.map { $0["key"] as? String } == ["outline", "detail", "tags"])
        let stored = try #require((report["action"] as? [String: Any])?["WFWorkflowActionParameters"] as? [String: Any])
        #expect(stored["Show-tags"] as? Bool == true)

        let unknown = try CommandRunner.run([
            "intents", "action", definition.path, "--intent", "Nope", "--bundle-id", "x",
        ])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("GetRows"))
    }

    @Test func theDefaultSubcommandStillChecks() throws {
        let definition = try IntentsCommandTests.write(IntentsCommandTests.definition())
        let plain = try CommandRunner.run(["intents", definition.path])
        let explicit = try CommandRunner.run(["intents", "check", definition.path])
        #expect(plain.status == 0)
        #expect(plain.output == explicit.output)
    }

    @Test func inspectNamesZavalaActionsAndReportsStaleKeys() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let shortcut = Corpus.root.appendingPathComponent("signed/vincode-io__Zavala__Shortcuts__Export_Test.shortcut")
        guard FileManager.default.fileExists(atPath: shortcut.path) else {
            Issue.record("missing corpus file \(shortcut.lastPathComponent)")
            return
        }
        let result = try CommandRunner.run(["inspect", "--json", shortcut.path, "--intents", Self.zavala.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let matched = try #require(report["intentActions"] as? [[String: Any]])
        #expect(matched.contains { $0["title"] as? String == "Export" && $0["className"] as? String == "ExportIntent" })
        let actions = try #require(report["actions"] as? [[String: Any]])
        let export = try #require(actions.first { $0["identifier"] as? String == "io.vincode.Zavala.ExportIntent" })
        #expect(export["name"] as? String == "Export")
        #expect(export["known"] as? Bool == true)
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.contains { $0["rule"] as? String == "intents.action.unknown-parameter" })
    }
}
