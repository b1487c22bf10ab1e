import Foundation
import MCP
import ShortcutCloud
import ShortcutModel

/// `fetch_shortcut`: downloads a shared shortcut from its iCloud link (only with `--allow-network`).
extension ShortcutToolbox {
    struct FetchResult: Encodable {
        /// The saved file, relative to the root.
        var path: String
        var name: String
        /// `https://www.icloud.com/shortcuts/<id>`.
        var link: String
        var actions: Int
        /// Which file iCloud served: `unsigned` (a binary plist) or `signed`.
        var source: String
    }

    func fetchShortcut(_ values: [String: Value]?) async throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "fetch_shortcut", values: values, accepted: ["link", "path"])
        guard options.allowsNetwork else {
            throw MCPToolError(
                .notEnabled("the server may not reach the network; start it with `shortcut mcp --allow-network`"),
                tool: arguments.tool)
        }
        let text = try arguments.string("link")
        let link: ShortcutLink
        do {
            link = try ShortcutLink(parsing: text)
        } catch {
            throw arguments.failure(.invalidValue("\(error)"), "link")
        }
        // Checked before the download, so a refused path costs no request.
        _ = try sandbox.resolve(try arguments.string("path"), for: .write, tool: arguments.tool, argument: "path")
        let apiBase = options.iCloudAPIBase
        let fetched: DecodedShortcut<ShortcutDocument>
        do {
            fetched = try await ICloudClient.withHTTPClient(maxConnectionsPerHost: 1) { http in
                try await ICloudClient(httpClient: http, apiBase: apiBase).fetchShortcut(
                    link, decoder: ShortcutModelDecoder())
            }
        } catch {
            throw arguments.failure(.fetch("\(error)"), "link")
        }
        let url = try write(fetched.download.data, arguments, "path")
        return ToolOutput.result(
            FetchResult(
                path: sandbox.relative(url), name: fetched.metadata.name, link: link.shareLink,
                actions: fetched.decoded.shortcut.actions.count, source: fetched.download.source.rawValue))
    }
}
