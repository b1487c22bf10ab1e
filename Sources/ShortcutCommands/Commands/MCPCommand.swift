import ArgumentParser
import CommandSupport
import Foundation
import ShortcutMCP

/// `shortcut mcp [--root DIR] [--allow-network] [--allow-shell] [--identity DIR | --self-signed DIR]`
///
/// Serves the Model Context Protocol on standard input and output until the client closes them
/// (exit 0). Exit status 2 for bad arguments, 66 when the root is not a folder, 70 when a bundled
/// resource is missing.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the shortcut tools to AI agents over the Model Context Protocol (stdio).",
        discussion: """
            Tools: search_actions, describe_action, build_shortcut, check_shortcut, run_shortcut, \
            render_shortcut, decompile_shortcut, audit_shortcut, diff_shortcuts, sign_shortcut, fetch_shortcut; \
            resources: the JSON program format and its schema, the catalog's categories. Every path must stay \
            inside --root. Runs are bounded as `shortcut run`'s; they reach the network and run shell scripts \
            only with --allow-network / --allow-shell. Messages go to standard output only; nothing else is \
            printed there. See Docs/Agents.md.
            """)

    @Option(help: "The folder every path must stay inside (default: the working folder).")
    var root: String?

    @Flag(help: "Let run_shortcut make real HTTP requests and fetch_shortcut reach iCloud.")
    var allowNetwork = false

    @Flag(help: "Let run_shortcut run Run Shell Script on this machine.")
    var allowShell = false

    @Option(name: .customLong("identity"), help: "A folder with key.pem, certificates.pem [, validation-record].")
    var identityDirectory: String?

    @Option(name: .customLong("self-signed"), help: "A folder holding (or to receive) a private CA and signing key.")
    var selfSigned: String?

    @Option(name: .customLong("api-base"), help: .hidden)
    var apiBase: String?

    func validate() throws {
        if identityDirectory != nil, selfSigned != nil {
            throw ValidationError("give at most one of --identity DIR and --self-signed DIR")
        }
        if let apiBase, URL(string: apiBase)?.host == nil {
            throw ValidationError("--api-base must be an http(s) URL")
        }
    }

    func run() async throws {
        let folder = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        var options = MCPServerOptions(root: folder, allowsNetwork: allowNetwork, allowsShell: allowShell)
        if let identityDirectory { options.signing = .identity(URL(fileURLWithPath: identityDirectory)) }
        if let selfSigned { options.signing = .selfSigned(URL(fileURLWithPath: selfSigned)) }
        if let apiBase, let url = URL(string: apiBase) { options.iCloudAPIBase = url }
        let server: ShortcutMCPServer
        do {
            server = try ShortcutMCPServer(options: options)
        } catch {
            let code = error.location == "--root" ? ExitStatus.noInput : ExitStatus.software
            throw CommandFailure(file: root ?? ".", message: error.description, exitCode: code).report()
        }
        try await server.runOnStandardIO()
    }
}
