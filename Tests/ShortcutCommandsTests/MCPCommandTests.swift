import CloudTestSupport
import Foundation
import MCP
import Testing

/// `shortcut mcp` driven as an MCP client drives it: the SDK's `Client` over pipes to the built
/// executable. Every tool with good and bad arguments, paths that escape the root, a line that
/// is not JSON.
@Suite(.serialized) struct MCPCommandTests {
    static let askAndShow = """
        {"name": "Ask", "actions": [
          {"action": "is.workflow.actions.ask", "params": {"WFAskActionPrompt": "Your name?"}, "as": "Name"},
          {"action": "is.workflow.actions.gettext", "params": {"WFTextActionText": "Hi {{Name}}"}, "as": "Greeting"},
          {"action": "is.workflow.actions.showresult", "params": {"Text": "{{Greeting}}"}}
        ]}
        """
    static let batteryAndShell = """
        {"name": "Device", "actions": [
          {"action": "is.workflow.actions.getbatterylevel", "as": "Battery"},
          {"action": "is.workflow.actions.runshellscript", "params": {"Script": "echo hi"}}
        ]}
        """

    /// The structured content of a successful call, after checking the text block holds the same JSON.
    static func success(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String:
        Value]
    {
        #expect(result.isError != true, "\(result.content)", sourceLocation: sourceLocation)
        guard case .text(let text, _, _)? = result.content.first else {
            Issue.record("no text block", sourceLocation: sourceLocation)
            return [:]
        }
        #expect(try JSONDecoder().decode(Value.self, from: Data(text.utf8)) == result.structuredContent)
        return result.structuredContent?.objectValue ?? [:]
    }

    /// The text of a tool error (`isError: true`).
    static func failure(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        #expect(result.isError == true, "\(result.content)", sourceLocation: sourceLocation)
        guard case .text(let text, _, _)? = result.content.first else { return "" }
        return text
    }

    @Test func everyToolAnswersGoodAndBadArguments() async throws {
        let root = try CommandRunner.temporaryFolder()
        let identity = try CommandRunner.temporaryFolder().appendingPathComponent("ca")
        try Data("not a shortcut".utf8).write(to: root.appendingPathComponent("junk.shortcut"))
        let fake = FakeShortcut(
            id: ShortcutIDs.id(7), name: "Shared",
            actions: ["is.workflow.actions.gettext", "is.workflow.actions.showresult"])
        try await FakeICloudServer.with([fake]) { icloud in
            let server = try MCPServerProcess(
                root: root,
                arguments: [
                    "--self-signed", identity.path, "--allow-network", "--api-base", icloud.baseURL.absoluteString,
                ])
            let (client, info) = try await server.connect()
            #expect(info.serverInfo.name == "shortcutkit")
            #expect(info.instructions?.contains("build_shortcut") == true)

            let tools = try await client.listTools().tools
            #expect(tools.count == 11)
            #expect(tools.allSatisfy { $0.outputSchema != nil })

            // search_actions, describe_action
            let found = try Self.success(
                try await client.call("search_actions", ["query": "show content", "limit": 5]))
            let first = found["actions"]?.arrayValue?.first?.objectValue
            #expect(first?["identifier"] == "is.workflow.actions.showresult")
            #expect(first?["kind"] != nil && first?["platforms"] != nil && first?["name"] == "Show Content")
            #expect(Self.failure(try await client.call("search_actions", [:])).contains("query: missing"))
            let described = try Self.success(
                try await client.call("describe_action", ["identifier": "is.workflow.actions.gettext"]))
            #expect(described["name"] == "Text")
            let keys = described["parameters"]?.arrayValue?.compactMap { $0.objectValue?["key"]?.stringValue } ?? []
            #expect(keys.contains("WFTextActionText"))
            #expect(
                Self.failure(try await client.call("describe_action", ["identifier": 42]))
                    .contains("identifier: must be a string"))

            // build_shortcut
            let built = try Self.success(
                try await client.call("build_shortcut", ["program": .string(Self.askAndShow), "path": "ask.shortcut"]))
            #expect(built["path"] == "ask.shortcut")
            #expect(built["check"]?.objectValue?["findings"]?.arrayValue != nil)
            _ = try Self.success(
                try await client.call(
                    "build_shortcut", ["program": .string(Self.batteryAndShell), "path": "device.shortcut"]))
            let broken = Self.failure(
                try await client.call(
                    "build_shortcut",
                    ["program": ["actions": [["action": "is.workflow.actions.nosuchthing"]]], "path": "x.shortcut"]))
            #expect(broken.contains("actions[0]") && broken.contains("nosuchthing"), "\(broken)")

            // check_shortcut
            let checked = try Self.success(
                try await client.call("check_shortcut", ["path": "ask.shortcut", "os": 26, "platform": "ios"]))
            #expect(checked["verdict"]?.stringValue?.isEmpty == false)
            #expect(
                Self.failure(try await client.call("check_shortcut", ["path": "junk.shortcut"]))
                    .contains("check_shortcut: path: not a shortcut"))

            // run_shortcut: answers, stubs, the shell refused, a missing answer naming the action
            let ran = try Self.success(
                try await client.call("run_shortcut", ["path": "ask.shortcut", "answers": ["Ada"]]))
            #expect(ran["shown"] == ["Hi Ada"])
            let noAnswer = Self.failure(try await client.call("run_shortcut", ["path": "ask.shortcut"]))
            #expect(noAnswer.contains("the run failed") && noAnswer.contains("Ask for Input"), "\(noAnswer)")
            let noShell = Self.failure(
                try await client.call(
                    "run_shortcut", ["path": "device.shortcut", "stubs": ["is.workflow.actions.getbatterylevel": 42]]))
            #expect(noShell.contains("Run Shell Script"), "\(noShell)")

            // render_shortcut, decompile_shortcut
            let rendered = try Self.success(try await client.call("render_shortcut", ["path": "ask.shortcut"]))
            #expect(rendered["format"] == "text" && rendered["text"]?.stringValue?.contains("Ask") == true)
            #expect(
                Self.failure(try await client.call("render_shortcut", ["path": "ask.shortcut", "format": "pdf"]))
                    .contains("format"))
            let program = try Self.success(try await client.call("decompile_shortcut", ["path": "ask.shortcut"]))
            #expect(program["program"]?.objectValue?["actions"]?.arrayValue?.count == 3)
            let swift = try Self.success(
                try await client.call("decompile_shortcut", ["path": "ask.shortcut", "format": "swift"]))
            #expect(swift["source"]?.stringValue?.contains("ShortcutBuilder") == true)
            #expect(
                Self.failure(try await client.call("decompile_shortcut", ["format": "swift"])).contains("path: missing")
            )

            // audit_shortcut, diff_shortcuts
            let audited = try Self.success(try await client.call("audit_shortcut", ["path": "device.shortcut"]))
            #expect(audited["verdict"]?.stringValue?.isEmpty == false)
            #expect(
                Self.failure(try await client.call("audit_shortcut", ["path": "nothing.shortcut"])).contains(
                    "no such file"))
            let diff = try Self.success(
                try await client.call("diff_shortcuts", ["old": "ask.shortcut", "new": "device.shortcut"]))
            #expect(diff["identical"] == false)
            #expect(
                Self.failure(try await client.call("diff_shortcuts", ["old": "ask.shortcut"])).contains("new: missing"))

            // sign_shortcut (self-signed), fetch_shortcut (the fake iCloud)
            let signed = try Self.success(
                try await client.call("sign_shortcut", ["path": "ask.shortcut", "output": "ask-signed.shortcut"]))
            #expect(signed["verifies"] == true)
            let bytes = try Data(contentsOf: root.appendingPathComponent("ask-signed.shortcut"))
            #expect(bytes.prefix(4) == Data("AEA1".utf8))
            #expect(
                Self.failure(try await client.call("sign_shortcut", ["path": "junk.shortcut", "output": "j.shortcut"]))
                    .contains("not a shortcut"))
            let fetched = try Self.success(
                try await client.call(
                    "fetch_shortcut",
                    ["link": .string("https://www.icloud.com/shortcuts/\(fake.id)"), "path": "shared.shortcut"]))
            #expect(fetched["actions"] == 2 && fetched["name"] == "Shared")
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("shared.shortcut").path))
            #expect(
                Self.failure(try await client.call("fetch_shortcut", ["link": "not a link", "path": "s.shortcut"]))
                    .contains("fetch_shortcut: link:"))

            // An unknown tool is a JSON-RPC error, and the server goes on.
            await #expect(throws: MCPError.self) { _ = try await client.call("format_disk", [:]) }
            #expect(try await client.listTools().tools.count == 11)
            await client.disconnect()
            #expect(server.finish() == 0)
        }
    }

    @Test func pathsOutsideTheRootAreRefused() async throws {
        let base = try CommandRunner.temporaryFolder()
        let root = base.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let outside = base.appendingPathComponent("secret.shortcut")
        try Data("x".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("link.shortcut"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: base)
        let server = try MCPServerProcess(root: root)
        let (client, _) = try await server.connect()
        let attempts: [(String, [String: Value])] = [
            ("check_shortcut", ["path": "../secret.shortcut"]),
            ("check_shortcut", ["path": .string(outside.path)]),
            ("check_shortcut", ["path": "link.shortcut"]),
            ("render_shortcut", ["path": "out/secret.shortcut"]),
            ("build_shortcut", ["program": ["actions": []], "path": "../made.shortcut"]),
            ("build_shortcut", ["program": ["actions": []], "path": "out/made.shortcut"]),
            (
                "build_shortcut",
                ["program": ["actions": []], "path": .string(base.appendingPathComponent("made.shortcut").path)]
            ),
        ]
        for (tool, arguments) in attempts {
            let text = Self.failure(try await client.call(tool, arguments))
            #expect(
                text.contains("outside the root folder") || text.contains("“..”") || text.contains("symbolic link"),
                "\(tool) \(arguments): \(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("made.shortcut").path))
        #expect(try Data(contentsOf: outside) == Data("x".utf8))
        await client.disconnect()
        #expect(server.finish() == 0)
    }

    @Test func aRootThatIsNotAFolderAndTwoIdentitiesAreRefusedAtStart() throws {
        let missing = try CommandRunner.run(["mcp", "--root", "/nonexistent/folder"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("--root") && missing.stdout.isEmpty, "\(missing.stderr)")
        let both = try CommandRunner.run(["mcp", "--identity", "/tmp/a", "--self-signed", "/tmp/b"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("at most one of --identity DIR and --self-signed DIR"))
    }

    @Test func aLineThatIsNotJSONGetsAJSONRPCErrorAndTheServerGoesOn() throws {
        let server = try MCPServerProcess(root: try CommandRunner.temporaryFolder())
        server.write(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
                + "\n")
        let initialized = try #require(server.readLine())
        #expect(initialized.contains(#""protocolVersion":"2025-06-18""#), "\(initialized)")
        server.write(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n")
        for garbage in [
            "this is not json", #"{"jsonrpc":"2.0","id":2,"method":"#, String(repeating: "[", count: 100_000),
        ] {
            server.write(garbage + "\n")
            let answer = try #require(server.readLine(), "no answer to \(garbage.prefix(40))")
            let object = try JSONDecoder().decode(Value.self, from: Data(answer.utf8)).objectValue
            #expect(object?["error"]?.objectValue?["code"] == -32700, "\(answer)")
        }
        server.write(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"# + "\n")
        let listed = try #require(server.readLine())
        #expect(listed.contains(#""id":3"#) && listed.contains("search_actions"))
        server.write(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"arguments":{}}}"# + "\n")
        let malformed = try #require(server.readLine())
        #expect(malformed.contains(#""error""#), "\(malformed)")
        #expect(server.finish() == 0)
    }
}
