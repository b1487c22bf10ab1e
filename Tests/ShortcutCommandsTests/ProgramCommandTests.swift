import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `shortcut build` and `shortcut decompile --format program`, as a user runs them.
@Suite struct ProgramCommandTests {
    let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut").path
    let tip = Corpus.packageRoot.appendingPathComponent("Tests/Regressions/program/tip.json").path

    @Test func buildsBinaryOrXMLAtomically() throws {
        let folder = try CommandRunner.temporaryFolder()
        let binary = folder.appendingPathComponent("Tip.shortcut")
        let built = try CommandRunner.run(["build", tip, "-o", binary.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.isEmpty, "\(built.stderr)")
        let data = try Data(contentsOf: binary)
        #expect(data.starts(with: Data("bplist00".utf8)))
        let shortcut = try ShortcutDocument(data: data).shortcut
        #expect(shortcut.name == "Tip")
        #expect(shortcut.actions.count == 7)
        let xml = try CommandRunner.run(["build", tip, "--format", "xml"])
        #expect(xml.status == 0, "\(xml.stderr)")
        #expect(xml.output.hasPrefix("<?xml"))
        let remaining = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(remaining == ["Tip.shortcut"], "no temporary files left: \(remaining)")
    }

    @Test func decompilesToAProgramThatBuildsTheSameShortcut() throws {
        let folder = try CommandRunner.temporaryFolder()
        let json = folder.appendingPathComponent("weather.json").path
        let decompiled = try CommandRunner.run(["decompile", example, "--format", "program", "-o", json])
        #expect(decompiled.status == 0, "\(decompiled.stderr)")
        let text = try String(contentsOfFile: json, encoding: .utf8)
        #expect(text.contains("\"actions\""))
        let rebuilt = folder.appendingPathComponent("weather.shortcut").path
        let built = try CommandRunner.run(["build", json, "-o", rebuilt, "--force"])
        #expect(built.status == 0, "\(built.stderr)")
        let original = try ShortcutDocument(data: try Data(contentsOf: URL(fileURLWithPath: example))).shortcut
        let again = try ShortcutDocument(data: try Data(contentsOf: URL(fileURLWithPath: rebuilt))).shortcut
        #expect(RenamingEquivalence.firstDifference(original, again) == nil)
        let swift = try CommandRunner.run(["decompile", example])
        #expect(swift.output.contains("-> Shortcut {"), "swift stays the default")
        let mixed = try CommandRunner.run(["decompile", example, "--format", "program", "--main"])
        #expect(mixed.status == 2)
    }

    @Test func programErrorsAreOneLineWithTheStepPath() throws {
        let folder = try CommandRunner.temporaryFolder()
        func run(_ text: String) throws -> CommandRunner.Result {
            let file = folder.appendingPathComponent("p.json")
            try Data(text.utf8).write(to: file)
            return try CommandRunner.run(["build", file.path, "-o", folder.appendingPathComponent("out.shortcut").path])
        }
        let unknown = try run(#"{"actions": [{"repeat": 2, "do": [{"action": "nosuchaction"}]}]}"#)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.hasPrefix("error: "))
        #expect(unknown.stderr.contains("actions[0].do[0].action: unknown action 'nosuchaction'"))
        #expect(unknown.stderr.filter { $0 == "\n" }.count == 1)
        let malformed = try run("{\"actions\": [\n{\"action\": ]}")
        #expect(malformed.status == 65)
        #expect(malformed.stderr.contains("line 2:"))
        let warned = try run(#"{"actions": [{"action": "showresult", "params": {"Text": "a", "Bogus": 1}}]}"#)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("warning: ") && warned.stderr.contains("actions[0].params.Bogus"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nothing.shortcut").path))
        let missing = try CommandRunner.run(["build", "/nonexistent/p.json"])
        #expect(missing.status == 66)
        let unwritable = try CommandRunner.run(["build", tip, "-o", "/nonexistent/dir/out.shortcut"])
        #expect(unwritable.status == 73)
    }
}
