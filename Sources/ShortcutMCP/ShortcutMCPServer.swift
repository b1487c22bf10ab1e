import Foundation
import MCP
import ShortcutKitVersion

/// `shortcut mcp`: the Model Context Protocol server, over any transport of the official Swift SDK
/// (standard input and output for the command).
///
/// The SDK negotiates the protocol version, answers `ping`, and turns a message that is not JSON
/// (or not JSON-RPC) into a JSON-RPC error while it goes on serving. The server adds the tools of
/// ``ShortcutToolbox``, the program format and the catalog's categories as resources, and the
/// instructions below.
///
/// ```swift
/// let server = try ShortcutMCPServer(options: MCPServerOptions(root: URL(fileURLWithPath: ".")))
/// try await server.run(transport: StdioTransport())
/// ```
public struct ShortcutMCPServer: Sendable {
    /// The tools the server calls.
    public let toolbox: ShortcutToolbox

    /// The tool calls running, so that the server answers them all before it exits.
    let calls = CallsInFlight()

    /// The name in the server's information (`initialize`).
    public static let name = "shortcutkit"

    /// A server for `options` (loads the catalog, rules and rendering resources once).
    ///
    /// - Throws: ``MCPToolError`` when the root is not a folder or a bundled resource is missing.
    public init(options: MCPServerOptions) throws(MCPToolError) {
        toolbox = try ShortcutToolbox(options: options)
    }

    /// What the model is told about the server (the `instructions` of `initialize`).
    public var instructions: String {
        let options = toolbox.options
        return """
            ShortcutKit reads, writes, checks, runs and signs Apple Shortcuts files. To make a shortcut: \
            search_actions for the actions you need, describe_action for their parameter keys and values, write \
            a JSON program (read the resource \(ServerResources.format) first) and build_shortcut it to a file; \
            fix what check_shortcut reports (errors mean the app would refuse or break), run_shortcut it with \
            answers and stubs to see its output, then sign_shortcut it so the Shortcuts app imports it. \
            decompile_shortcut turns an existing file into a program to edit. Every path is relative to the root \
            folder \(toolbox.sandbox.root.path) and must stay inside it. Network: \
            \(options.allowsNetwork ? "allowed" : "off (Get Contents of URL needs stubs; fetch_shortcut is off)"). \
            Shell scripts: \(options.allowsShell ? "allowed" : "off"). Signing: \
            \(options.signing == nil ? "no identity (sign_shortcut is off)" : "on").
            """
    }

    /// A configured SDK server: the tools, the resources, the instructions, this version.
    public func makeServer() async -> Server {
        let server = Server(
            name: Self.name, version: ShortcutKitVersion.current, title: "ShortcutKit",
            instructions: instructions,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let toolbox = toolbox
        let calls = calls
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ShortcutToolbox.tools)
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            await calls.begin()
            do {
                let result = try await toolbox.call(parameters.name, arguments: parameters.arguments)
                await calls.end()
                return result
            } catch {
                await calls.end()
                throw error
            }
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: ServerResources.list())
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            try ServerResources.read(parameters.uri, catalog: toolbox.catalog)
        }
        return server
    }

    /// Serves on standard input and output until the client closes them (`shortcut mcp`).
    public func runOnStandardIO() async throws {
        try await run(transport: StdioTransport())
    }

    /// Serves on `transport` until the client closes it (end of standard input).
    public func run(transport: any Transport) async throws {
        let server = await makeServer()
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        // The input ended; answer the calls still running before closing (`printf … | shortcut mcp`).
        await calls.drained()
        try? await Task.sleep(for: .milliseconds(200))
        await server.stop()
    }
}
