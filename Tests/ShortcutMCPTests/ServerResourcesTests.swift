import Foundation
import MCP
import ShortcutMCP
import TestSupport
import Testing

/// The server's resources and information, through the SDK's in-memory transport.
struct ServerResourcesTests {
    static func connected() async throws -> (Client, Server) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let server = try await ShortcutMCPServer(options: MCPServerOptions(root: root)).makeServer()
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverSide)
        let client = Client(name: "resources-test", version: "1")
        let info = try await client.connect(transport: clientSide)
        #expect(info.serverInfo.name == "shortcutkit")
        #expect(info.instructions?.contains("search_actions") == true)
        #expect(info.capabilities.tools != nil)
        return (client, server)
    }

    /// The bundled copies are the documents in `Docs/` (refresh them with
    /// `cp Docs/Programs.md Docs/program.schema.json Sources/ShortcutMCP/Resources/`).
    @Test func theProgramFormatIsTheDocsText() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await server.stop() } }
        for (uri, file) in [
            ("shortcut://program/format", "Docs/Programs.md"),
            ("shortcut://program/schema", "Docs/program.schema.json"),
        ] {
            let contents = try await client.readResource(uri: uri)
            let expected = try String(contentsOf: Corpus.packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(contents.first?.text == expected, "\(uri) differs from \(file)")
        }
        let schema = try await client.readResource(uri: "shortcut://program/schema").first?.text ?? ""
        #expect((try? JSONDecoder().decode(Value.self, from: Data(schema.utf8)))?.objectValue?["properties"] != nil)
    }

    @Test func categoriesCountEveryAction() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await server.stop() } }
        let listed = try await client.listResources().resources.map(\.uri)
        #expect(listed.contains("shortcut://catalog/categories"))
        #expect(listed.contains("shortcut://catalog/categories/scripting"))
        let text = try await client.readResource(uri: "shortcut://catalog/categories").first?.text ?? ""
        let rows = try JSONDecoder().decode(Value.self, from: Data(text.utf8)).objectValue?["categories"]?.arrayValue
        let total = rows?.compactMap { $0.objectValue?["actions"]?.intValue }.reduce(0, +) ?? 0
        #expect(total > 4000)
        let scripting = try await client.readResource(uri: "shortcut://catalog/categories/scripting").first?.text ?? ""
        #expect(scripting.contains("is.workflow.actions.conditional"))
        await #expect(throws: MCPError.self) { _ = try await client.readResource(uri: "shortcut://nothing") }
    }
}
