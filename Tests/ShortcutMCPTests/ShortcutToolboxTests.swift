import Foundation
import MCP
import ShortcutMCP
import Testing

/// The tool dispatch in-process: arguments read and refused by name, results in both forms,
/// failures as tool errors, an unknown tool as a protocol error.
struct ShortcutToolboxTests {
    static let greeting = """
        {"name": "Greeting", "actions": [
          {"action": "is.workflow.actions.gettext", "params": {"WFTextActionText": "Hello"}, "as": "Greeting"},
          {"action": "is.workflow.actions.showresult", "params": {"Text": "{{Greeting}}"}}
        ]}
        """

    static func makeToolbox(_ configure: (inout MCPServerOptions) -> Void = { _ in }) throws -> ShortcutToolbox {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-toolbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var options = MCPServerOptions(root: root)
        configure(&options)
        return try ShortcutToolbox(options: options)
    }

    /// The text block's JSON and the structured content of a successful call.
    static func success(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        #expect(result.isError == false, "\(result.content)", sourceLocation: sourceLocation)
        guard case .text(let text, _, _)? = result.content.first, result.content.count == 1 else {
            Issue.record("expected one text block: \(result.content)", sourceLocation: sourceLocation)
            return .null
        }
        let parsed = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        #expect(parsed == result.structuredContent, sourceLocation: sourceLocation)
        return parsed
    }

    /// The text of a tool error.
    static func failure(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        #expect(result.isError == true, sourceLocation: sourceLocation)
        #expect(result.structuredContent == nil, sourceLocation: sourceLocation)
        guard case .text(let text, _, _)? = result.content.first else { return "" }
        return text
    }

    @Test func listsElevenToolsWithSchemasAndAnnotations() {
        let tools = ShortcutToolbox.tools
        #expect(
            tools.map(\.name) == [
                "search_actions", "describe_action", "build_shortcut", "check_shortcut", "run_shortcut",
                "render_shortcut", "decompile_shortcut", "audit_shortcut", "diff_shortcuts", "sign_shortcut",
                "fetch_shortcut",
            ])
        for tool in tools {
            #expect(tool.inputSchema.objectValue?["type"] == "object", "\(tool.name)")
            #expect(tool.inputSchema.objectValue?["additionalProperties"] == false, "\(tool.name)")
            #expect(tool.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
            #expect(!(tool.description ?? "").isEmpty)
            #expect(tool.annotations.readOnlyHint != nil, "\(tool.name)")
        }
        let readOnly = tools.filter { $0.annotations.readOnlyHint == true }.map(\.name)
        #expect(
            readOnly == [
                "search_actions", "describe_action", "check_shortcut", "render_shortcut", "decompile_shortcut",
                "audit_shortcut", "diff_shortcuts",
            ])
    }

    @Test func anUnknownToolIsAProtocolError() async throws {
        let toolbox = try Self.makeToolbox()
        await #expect(throws: MCPError.self) { _ = try await toolbox.call("delete_everything", arguments: [:]) }
    }

    @Test func argumentsAreReadByNameAndType() async throws {
        let toolbox = try Self.makeToolbox()
        let cases: [(String, [String: Value], String)] = [
            ("search_actions", [:], "search_actions: query: missing"),
            ("search_actions", ["query": 3], "search_actions: query: must be a string"),
            ("search_actions", ["query": "text", "limt": 3], "search_actions: limt: the tool takes no such argument"),
            ("search_actions", ["query": "text", "limit": 0], "search_actions: limit: must be between 1 and 200"),
            ("search_actions", ["query": "text", "limit": 2.5], "search_actions: limit: must be an integer"),
            ("search_actions", ["query": "text", "platform": "android"], "“android” is not one of “ios”, “macos”"),
            ("describe_action", ["identifier": "is.workflow.actions.nosuch"], "the catalog knows no action"),
            ("check_shortcut", ["path": "a.shortcut", "os": "26"], "check_shortcut: os: must be an integer"),
            ("check_shortcut", ["path": "a.shortcut", "platform": "tvos"], "check_shortcut: platform: “tvos”"),
            ("render_shortcut", ["path": "a.shortcut", "format": "html"], "render_shortcut: format: “html”"),
            ("decompile_shortcut", ["path": "a.shortcut", "format": "python"], "decompile_shortcut: format:"),
            ("run_shortcut", ["path": "a.shortcut", "answers": "yes"], "run_shortcut: answers: must be a JSON array"),
            ("run_shortcut", ["path": "a.shortcut", "stubs": ["x"]], "run_shortcut: stubs: must be a JSON object"),
            ("build_shortcut", ["path": "a.shortcut"], "build_shortcut: program: missing"),
            ("build_shortcut", ["program": 7, "path": "a.shortcut"], "build_shortcut: program: must be a JSON object"),
            ("diff_shortcuts", ["old": "a.shortcut"], "diff_shortcuts: old: no such file"),
            (
                "sign_shortcut", ["path": "a.shortcut", "output": "b.shortcut"],
                "start it with `shortcut mcp --identity"
            ),
            ("fetch_shortcut", ["link": "x", "path": "a.shortcut"], "start it with `shortcut mcp --allow-network`"),
        ]
        for (tool, arguments, expected) in cases {
            let text = Self.failure(try await toolbox.call(tool, arguments: arguments))
            #expect(text.contains(expected), "\(tool) \(arguments): \(text)")
        }
    }

    @Test func buildThenEveryReadingToolAnswersInBothForms() async throws {
        let toolbox = try Self.makeToolbox()
        let built = try Self.success(
            try await toolbox.call(
                "build_shortcut", arguments: ["program": .string(Self.greeting), "path": "g.shortcut"]))
        #expect(built.objectValue?["path"] == "g.shortcut")
        #expect(built.objectValue?["check"]?.objectValue?["verdict"]?.stringValue?.isEmpty == false)
        let run = try Self.success(try await toolbox.call("run_shortcut", arguments: ["path": "g.shortcut"]))
        #expect(run.objectValue?["shown"] == ["Hello"])
        let rendering = try Self.success(
            try await toolbox.call("render_shortcut", arguments: ["path": "g.shortcut", "format": "markdown"]))
        #expect(rendering.objectValue?["text"]?.stringValue?.contains("Show") == true)
        let program = try Self.success(try await toolbox.call("decompile_shortcut", arguments: ["path": "g.shortcut"]))
        #expect(program.objectValue?["program"]?.objectValue?["actions"]?.arrayValue?.count == 2)
        let diff = try Self.success(
            try await toolbox.call("diff_shortcuts", arguments: ["old": "g.shortcut", "new": "g.shortcut"]))
        #expect(diff.objectValue?["identical"] == true)
    }

    @Test func aProgramThatDoesNotBuildNamesTheStep() async throws {
        let toolbox = try Self.makeToolbox()
        let program: Value = [
            "actions": [["action": "is.workflow.actions.showresult", "params": ["Text": "{{Nowhere}}"]]]
        ]
        let text = Self.failure(
            try await toolbox.call("build_shortcut", arguments: ["program": program, "path": "bad.shortcut"]))
        #expect(text.hasPrefix("build_shortcut: program: the program does not build: actions[0]"), "\(text)")
        #expect(
            !FileManager.default.fileExists(atPath: toolbox.sandbox.root.appendingPathComponent("bad.shortcut").path))
    }
}
