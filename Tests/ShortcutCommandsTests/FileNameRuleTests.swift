import Foundation
import ShortcutKit
import TestSupport
import Testing

/// One file-name rule (`Shortcut.name(ofFile:)`) in every command: a file named `Trip.v2.shortcut`
/// is the shortcut "Trip.v2" to `run`, `sign --server` and `decompile` too, not "Trip".
@Suite(.serialized) struct FileNameRuleTests {
    /// `Trip.v2.shortcut` in a fresh folder, holding `body`'s actions.
    static func trip(_ body: (ShortcutBuilder) throws -> Void) throws -> URL {
        let url = try CommandRunner.temporaryFolder().appendingPathComponent("Trip.v2.shortcut")
        try Shortcut.build(checks: .none, body).encoded(as: .binary).write(to: url)
        return url
    }

    @Test func runKnowsTheFileByItsWholeStem() async throws {
        let own = try Self.trip { s in s.add(RunCommandTests.act("getmyworkflows")) }
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

    @Test func decompileNamesTheFunctionAfterTheWholeStem() throws {
        let file = try Self.trip { s in s.add(RunCommandTests.act("gettext", ["WFTextActionText": "hi"])) }
        let result = try CommandRunner.run(["decompile", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("public func tripV2() throws -> Shortcut {"), "\(result.output)")
    }

    @Test func signThroughAServerSendsTheWholeStem() async throws {
        let file = try Self.trip { s in s.add(RunCommandTests.act("gettext", ["WFTextActionText": "hi"])) }
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
