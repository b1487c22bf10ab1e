import Foundation
import ShortcutKit
import TestSupport
import Testing

@Suite struct AuditCommandTests {
    /// Contacts sent to a server, and an SSH script: one error, one warning.
    static func leaky() throws -> Data {
        var contacts = Action("is.workflow.actions.selectcontacts")
        contacts.uuid = "C0"
        let fetch = Action(
            "is.workflow.actions.downloadurl",
            parameters: [
                "WFURL": .text(
                    TokenString(parts: [
                        .text("https://api.example.com/c?"), .variable(.output(of: "C0", named: "Contact")),
                    ])),
                "WFHTTPMethod": "POST",
            ])
        let ssh = Action(
            "is.workflow.actions.runsshscript",
            parameters: ["WFSSHHost": "h.example", "WFSSHScript": "ls", "WFInput": "x"])
        return try Shortcut(actions: [contacts, fetch, ssh]).encoded(as: .binary)
    }

    static func write(_ data: Data, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    @Test func printsTheVerdictFindingsAndPathsAndExitsOneOnFindings() throws {
        let path = try Self.write(try Self.leaky(), "leaky.shortcut")
        let result = try CommandRunner.run(["audit", path])
        #expect(result.status == 1)
        #expect(
            result.output == """
                \(path): sends contacts to api.example.com; runs an SSH script
                  error: action 1: contacts reach Get Contents of URL (POST api.example.com) [audit.flow.network]
                    path: 0 Select Contact → 1 Get Contents of URL (POST api.example.com)
                  warning: action 2: Run Script Over SSH (h.example) runs an SSH script [audit.capability.shell]

                """)
    }

    @Test func minimumSeverityFiltersAndZeroMeansNothingAtOrAboveIt() throws {
        let quiet = try Self.write(
            try Shortcut(actions: [Action("is.workflow.actions.runworkflow", parameters: ["WFWorkflowName": "X"])])
                .encoded(as: .xml), "quiet.plist")
        let noted = try CommandRunner.run(["audit", quiet])
        #expect(noted.status == 1)
        let filtered = try CommandRunner.run(["audit", quiet, "--min-severity", "warning"])
        #expect(filtered.status == 0)
        #expect(filtered.output == "\(quiet): no findings\n")
        let usage = try CommandRunner.run(["audit", quiet, "--min-severity", "loud"])
        #expect(usage.status == 64 || usage.status == 2)
    }

    @Test func jsonIsAnArrayOfReports() throws {
        let path = try Self.write(try Self.leaky(), "leaky.shortcut")
        let result = try CommandRunner.run(["audit", path, "--json", "--min-severity", "error"])
        #expect(result.status == 1)
        let reports = try JSONDecoder().decode([AuditReport].self, from: result.stdout)
        #expect(reports.count == 1)
        #expect(reports[0].verdict == "sends contacts to api.example.com")
        #expect(reports[0].findings.map(\.path.count) == [2])
        #expect(reports[0].findings.first?.hosts == ["api.example.com"])
    }

    @Test func aBadFileIs65AndTheOthersAreStillAudited() throws {
        let bad = try Self.write(Data("not a plist".utf8), "bad.shortcut")
        let good = try Self.write(try Shortcut(actions: []).encoded(as: .binary), "empty.shortcut")
        let result = try CommandRunner.run(["audit", bad, good])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: \(bad): "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.output == "\(good): no findings\n")
        let missing = try CommandRunner.run(["audit", "/nonexistent/x.shortcut"])
        #expect(missing.status == 66)
    }

    @Test func renderAuditShowsTheVerdictAndFlagsTheActions() throws {
        let path = try Self.write(try Self.leaky(), "leaky.shortcut")
        let text = try CommandRunner.run(["render", path, "--audit", "--no-color"])
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "Audit: sends contacts to api.example.com; runs an SSH script")
        #expect(lines[4].hasSuffix("⚠ audit.flow.network"))
        #expect(lines[6].hasSuffix("⚠ audit.capability.shell"))
        let html = try CommandRunner.run(["render", path, "--audit", "--format", "html"])
        #expect(
            html.output.contains(
                "<p class=\"sk-verdict\">Audit: sends contacts to api.example.com; runs an SSH script</p>"))
        #expect(html.output.components(separatedBy: " sk-flagged sk-c-").count - 1 == 3)
        let plain = try CommandRunner.run(["render", path, "--format", "html"])
        #expect(!plain.output.contains("sk-verdict\">") && !plain.output.contains(" sk-flagged sk-c-"))
    }
}
