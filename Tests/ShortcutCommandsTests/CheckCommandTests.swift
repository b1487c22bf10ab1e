import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `shortcut check` end to end with the built executable, and the check where files are signed
/// (`sign` refuses errors unless `--force`) and shown (`render --check`).
@Suite struct CheckCommandTests {
    static let own = "0E0E0000-0000-4000-8000-0000000000C1"

    /// Action 1 uses its own output (error), action 2 reads a variable never set (warning), and
    /// action 3 is an app's action (note).
    static func broken() throws -> Data {
        let shortcut = try Shortcut.build(name: "Broken", checks: .none) { s in
            s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "a"]))
            s.add(
                Action(
                    "is.workflow.actions.gettext",
                    ["WFTextActionText": "x \(Variable.output(of: own, named: "Text"))"]),
                uuid: .fixed(own))
            s.add(Action("is.workflow.actions.showresult", ["Text": "\(Variable.named("Missing"))"]))
            s.add(Action("com.example.app.DoThingIntent", ["title": "Hi"]))
        }
        return try shortcut.encoded(as: .binary)
    }

    static func clean() throws -> Data {
        try Shortcut.build(name: "Clean") { s in
            let text = s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "a"]))
            s.add(Action("is.workflow.actions.showresult", ["Text": "\(text)"]))
        }.encoded(as: .xml)
    }

    static func write(_ data: Data, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func printsCompilerStyleLinesAndAVerdictAndExitsOneOnErrors() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(try Self.broken(), "broken.shortcut", in: folder)
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.first?.hasPrefix("\(path): error: action 1 WFTextActionText{2, 1}: uses “Text”") == true)
        #expect(lines.first?.hasSuffix("[check.reference.own-output]") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(path): warning: action 2 Text{0, 1}: reads the variable") == true)
        #expect(
            lines.last
                == "\(path): fails: 1 error, 1 warning (check.reference.own-output, check.reference.unset-variable)")
    }

    @Test func theThresholdChoosesWhatIsShownAndWhatFails() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try Self.write(try Self.clean(), "clean.plist", in: folder)
        let passed = try CommandRunner.run(["check", clean])
        #expect(passed.status == 0)
        #expect(passed.output == "\(clean): passes\n")

        let broken = try Self.write(try Self.broken(), "broken.shortcut", in: folder)
        let notes = try CommandRunner.run(["check", broken, "--min-severity", "note"])
        #expect(notes.status == 1)
        #expect(notes.output.contains("note: action 3: com.example.app.DoThingIntent is an action of"))
        let errorsOnly = try CommandRunner.run(["check", broken, "--min-severity", "error"])
        #expect(errorsOnly.output.split(separator: "\n").count == 2)
        let usage = try CommandRunner.run(["check", clean, "--min-severity", "loud"])
        #expect(usage.status == 64 || usage.status == 2)
        let badOS = try CommandRunner.run(["check", clean, "--os", "1000"])
        #expect(badOS.status == 64 || badOS.status == 2)
        let badPlatform = try CommandRunner.run(["check", clean, "--platform", "tvos"])
        #expect(badPlatform.status == 64 || badPlatform.status == 2)
    }

    @Test func jsonHasThePathVerdictAndDiagnosticsPerFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Self.write(try Self.broken(), "broken.shortcut", in: folder)
        let clean = try Self.write(try Self.clean(), "clean.plist", in: folder)
        let result = try CommandRunner.run(["check", "--json", broken, clean])
        #expect(result.status == 1)
        let reports = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(reports.map { $0["path"] as? String } == [broken, clean])
        #expect(reports.map { $0["verdict"] as? String }.last == "passes")
        let first = try #require(reports.first?["diagnostics"] as? [[String: Any]])
        #expect(
            first.map { $0["rule"] as? String } == ["check.reference.own-output", "check.reference.unset-variable"])
        #expect(first.first?["severity"] as? String == "error")
        #expect(first.first?["actionIndex"] as? Int == 1)
        #expect(first.first?["keyPath"] as? String == "WFTextActionText{2, 1}")
        #expect((first.first?["message"] as? String)?.contains("use the output of an earlier action") == true)
        // The same diagnostics decode as the library's type.
        struct Report: Decodable { var diagnostics: [Diagnostic] }
        let decoded = try JSONDecoder().decode([Report].self, from: result.stdout)
        #expect(decoded.first?.diagnostics.first?.rule == "check.reference.own-output")
    }

    @Test func unreadableAndInvalidFilesGiveTheSharedExitCodesAndTheOthersAreStillChecked() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try Self.write(try Self.clean(), "clean.plist", in: folder)
        let garbage = try Self.write(Data("not a plist".utf8), "garbage.shortcut", in: folder)
        let invalid = try CommandRunner.run(["check", garbage, clean])
        #expect(invalid.status == 65)
        #expect(invalid.stderr.hasPrefix("error: \(garbage): "))
        #expect(invalid.output == "\(clean): passes\n")
        let missing = try CommandRunner.run(["check", folder.appendingPathComponent("nothing.shortcut").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    @Test func signRefusesAFileWithErrorsUnlessForced() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Self.write(try Self.broken(), "broken.shortcut", in: folder)
        let out = folder.appendingPathComponent("signed.shortcut").path
        let ca = folder.appendingPathComponent("ca").path
        let refused = try CommandRunner.run(["sign", broken, "-o", out, "--self-signed", ca])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(broken): error: action 1 WFTextActionText{2, 1}"))
        #expect(refused.stderr.contains("sign anyway with --force"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let forced = try CommandRunner.run(["sign", broken, "-o", out, "--self-signed", ca, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        // A file with warnings only is signed without --force.
        let clean = try Self.write(try Self.clean(), "clean.plist", in: folder)
        let signed = try CommandRunner.run(["sign", clean, "-o", out, "--self-signed", ca])
        #expect(signed.status == 0, "\(signed.stderr)")
    }

    @Test func renderCheckMarksTheActionsConcerned() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Self.write(try Self.broken(), "broken.shortcut", in: folder)
        let text = try CommandRunner.run(["render", broken, "--check", "--no-color"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.output.contains("Check: fails: 1 error, 1 warning"))
        #expect(text.output.contains("check.reference.own-output"))
        #expect(text.output.contains("check.reference.unset-variable"))
        let html = try CommandRunner.run(["render", broken, "--check", "--format", "html"])
        #expect(html.output.contains("sk-flagged"))
        let both = try CommandRunner.run(["render", broken, "--check", "--audit", "--no-color"])
        #expect(both.output.contains("Audit: "))
        #expect(both.output.contains(" · Check: fails"))
        let plain = try CommandRunner.run(["render", broken, "--no-color"])
        #expect(!plain.output.contains("check.reference"))
    }
}
