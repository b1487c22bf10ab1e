import Foundation
import MCP
import ShortcutAudit
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel
import ShortcutRendering

/// The tools of `shortcut mcp`, callable in-process: what the server's `tools/call` handler runs.
///
/// A value holding the options, the path sandbox and the bundled catalog, checker, audit rules
/// and rendering resources (loaded once, immutable, shared by concurrent calls). Every failure
/// of a call is a tool error result (`isError: true`) naming its cause; only a tool name the
/// server does not have is a JSON-RPC error, as the protocol asks.
public struct ShortcutToolbox: Sendable {
    /// How the server was started.
    public let options: MCPServerOptions
    /// The check every path argument passes.
    public let sandbox: PathSandbox
    let catalog: ActionCatalog
    let checker: ShortcutChecker
    let auditor: Auditor
    let rendering: RenderingResources

    /// A toolbox for `options`.
    ///
    /// - Throws: ``MCPToolError`` when the root is not a folder or a bundled resource is missing.
    public init(options: MCPServerOptions) throws(MCPToolError) {
        self.options = options
        sandbox = try PathSandbox(root: options.root)
        do {
            rendering = try RenderingResources.bundled()
            catalog = rendering.catalog
            checker = ShortcutChecker(catalog: catalog)
            auditor = Auditor(rules: try AuditRules.bundled(), catalog: catalog)
        } catch {
            throw MCPToolError(.resource("cannot load the bundled catalog or rules: \(error)"), tool: "mcp")
        }
    }

    /// The tools, as `tools/list` gives them.
    public static var tools: [Tool] { ToolDefinitions.all }

    /// Runs the tool `name` with `arguments`.
    ///
    /// - Returns: the tool's result, or a tool error (`isError: true`) naming what failed.
    /// - Throws: `MCPError.invalidParams` for a tool this server does not have (a protocol error).
    public func call(_ name: String, arguments: [String: Value]?) async throws(MCPError) -> CallTool.Result {
        do {
            switch name {
            case "search_actions": return try searchActions(arguments)
            case "describe_action": return try describeAction(arguments)
            case "build_shortcut": return try buildShortcut(arguments)
            case "check_shortcut": return try checkShortcut(arguments)
            case "run_shortcut": return try await runShortcut(arguments)
            case "render_shortcut": return try renderShortcut(arguments)
            case "decompile_shortcut": return try decompileShortcut(arguments)
            case "audit_shortcut": return try auditShortcut(arguments)
            case "diff_shortcuts": return try diffShortcuts(arguments)
            case "sign_shortcut": return try await signShortcut(arguments)
            case "fetch_shortcut": return try await fetchShortcut(arguments)
            default:
                let known = Self.tools.map(\.name).joined(separator: ", ")
                throw MCPError.invalidParams("Unknown tool: \(name) (this server has \(known))")
            }
        } catch let error as MCPToolError {
            return ToolOutput.failure(error)
        } catch let error as MCPError {
            throw error
        } catch {
            return ToolOutput.failure("\(name): \(error)")
        }
    }

    // MARK: Shared steps

    /// The shortcut at the path in argument `key`: its document, location and bytes.
    func readShortcut(_ arguments: ToolArguments, _ key: String) throws(MCPToolError)
        -> (document: ShortcutDocument, url: URL, data: Data)
    {
        let path = try arguments.string(key)
        let url = try sandbox.resolve(path, for: .read, tool: arguments.tool, argument: key)
        let data = try read(url, arguments, key)
        do {
            return (try ShortcutDocument(data: data), url, data)
        } catch {
            throw arguments.failure(.notAShortcut(error.description), key)
        }
    }

    /// The bytes of `url` (already inside the sandbox).
    func read(_ url: URL, _ arguments: ToolArguments, _ key: String) throws(MCPToolError) -> Data {
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw arguments.failure(.io("cannot read: \((error as NSError).localizedDescription)"), key)
        }
    }

    /// Writes `data` to the path in argument `key`, atomically (a temporary file renamed over it).
    func write(_ data: Data, _ arguments: ToolArguments, _ key: String) throws(MCPToolError) -> URL {
        let url = try sandbox.resolve(try arguments.string(key), for: .write, tool: arguments.tool, argument: key)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw arguments.failure(.io("cannot write: \((error as NSError).localizedDescription)"), key)
        }
        return url
    }
}
