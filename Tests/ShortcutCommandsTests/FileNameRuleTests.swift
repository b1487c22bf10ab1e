import Foundation
import ShortcutKit
import TestSupport
import Testing

/// One file-name rule (`Shortcut.name(ofFile:)`) in every command: files named `Trip.v2` and
/// `Trip.v2.shortcut` are both the shortcut "Trip.v2" to `run`, `sign --server` and `decompile` too
/// (they took `Trip.v2` for "Trip", dropping any extension, as the rest of the toolkit does not).
@Suite(.serialized) struct FileNameRuleTests {
    /// The two file names that must both mean "Trip.v2".
    static let names = ["Trip.v2", "Trip.v2.shortcut"]

    /// `name` in a fresh folder, holding `body`'s actions.
    static func trip(_ name: String = "Trip.v2.shortcut", _ body: (ShortcutBuilder) throws -> Void) throws -> URL {
        let url = try CommandRunner.temporaryFolder().appendingPathComponent(name)
        try Shortcut.build(checks: .none, body).encoded(as: .binary).write(to: url)
        return url
    }

    @Test(arguments: names) func runKnowsTheFileByItsWholeStem(_ name: String) async throws {
        let own = try Self.trip(name) { s in s.add(RunCommandTests.act("getmyworkflows")) }
        let listed = try await RunCommandTests.runTool(["run", own.path])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.output == "Trip.v2\n")

        // Run Shortcut finds a library file by the same name.
        let library = try Self.trip { s in
            s.add(RunCommandTests.act("gettext", ["WFTextActionText": "from the trip"]))
        }
        let caller = try RunCommandTests.file("Caller") { s in
            s.add(RunCommandTests.act("runworkflow", ["WFWorkflowName": "Trip.v2"]))
        }
        let ran = try await RunCommandTests.runTool([
            "run", caller, "--shortcuts", library.deletingLastPathComponent().path,
        ])
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(ran.output == "from the trip\n")
    }

    @Test(arguments: names) func decompileNamesTheFunctionAfterTheWholeStem(_ name: String) throws {
        let file = try Self.trip(name) { s in s.add(RunCommandTests.act("gettext", ["WFTextActionText": "hi"])) }
        let result = try CommandRunner.run(["decompile", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("public func tripV2() throws -> Shortcut {"), "\(result.output)")
    }

    @Test(arguments: names) func signThroughAServerSendsTheWholeStem(_ name: String) async throws {
        let file = try Self.trip(name) { s in s.add(RunCommandTests.act("gettext", ["WFTextActionText": "hi"])) }
        let out = file.deletingLastPathComponent().appendingPathComponent("signed.shortcut").path
        try await RunCommandTests.withEchoServer { base, log in
            // The echo server answers JSON, not a signed file: the command fails after posting.
            let result = try await RunCommandTests.runTool(["sign", file.path, "-o", out, "--server", base + "/echo"])
            #expect(result.status == 1, "\(result.stderr)")
            let posted = await log.requests
            #expect(posted.count == 1)
            #expect(posted.first?.contains(#""shortcutName":"Trip.v2""#) == true, "\(posted)")
        }
    }
}
