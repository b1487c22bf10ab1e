import Foundation
import Testing

@testable import ShortcutCatalog

/// The bundled catalog is indexed at load and decoded row by row on lookup: these tests decode
/// every row strictly, check the lazy catalog against an eager one, and feed the indexer damaged files.
@Suite("Catalog rows")
struct CatalogRowStoreTests {
    static func store(_ text: String) throws(CatalogError) -> CatalogRowStore {
        try CatalogRowStore(resource: Array(text.utf8), name: "actions.json")
    }

    @Test("every bundled row decodes strictly, and lazy lookups equal the decoded rows")
    func everyRowDecodes() throws {
        let catalog = try ActionCatalog.bundled()
        var decoded: [ActionDefinition] = []
        for index in 0..<catalog.count {
            decoded.append(try catalog.strictDefinition(at: index))
        }
        #expect(decoded.map(\.identifier) == catalog.identifiers)
        // A fresh catalog looked up one identifier at a time gives the same values…
        let fresh = try ActionCatalog.bundled()
        for definition in decoded.prefix(50) + decoded.suffix(50) {
            #expect(fresh.definition(for: definition.identifier) == definition)
        }
        // …and equals an eager catalog built from the decoded values.
        #expect(ActionCatalog(definitions: decoded, triggers: catalog.triggers) == catalog)
        // The segmenter's vocabulary comes from the header without decoding rows.
        let names = CatalogRows.headerNames([UInt8](try CatalogResource.data(named: "actions.json")))
        #expect(names.contains("Use Model") && names.contains("Get Contents of URL"))
        #expect(!names.contains("Frame Last Screenshot"))  // derived names teach nothing
    }

    @Test("rows are indexed without decoding; a damaged row degrades to an unknown action")
    func lazyRows() throws {
        let store = try Self.store(
            """
            {"generator": "test", "actions": [
            {"id": "a.b.Good", "name": "Good", "params": []},
            {"id": "a.b.Bad", "name": 7},
            {"id": "a.b.Last", "name": "Last"}
            ]}

            """)
        #expect(store.identifiers == ["a.b.Good", "a.b.Bad", "a.b.Last"])
        #expect(store.definition(at: 0).name == "Good")
        #expect(store.definition(at: 2).name == "Last")
        let bad = store.definition(at: 1)
        #expect(bad.identifier == "a.b.Bad" && bad.nameIsDerived && bad.parameters.isEmpty)
        #expect {
            _ = try store.strictDefinition(at: 1)
        } throws: { error in
            guard case .malformed(_, let path, _) = error as? CatalogError else { return false }
            return path == "[1].name"
        }
    }

    @Test(
        "a resource that is not one row per line is an error naming the line",
        arguments: [
            ("", ""),
            ("{\"actions\": [\n]}", ""),
            ("{\"actions\": [\n{\"id\": \"a\"}", ""),
            ("{\"actions\": [\n{\"name\": \"x\", \"id\": \"a\"},\n{\"id\": \"b\"}\n]}", "line 2"),
            ("{\"actions\": [\n{\"id\": \"a\"},\n{\"id\": \"b\n]}", "line 3"),
            ("{\"actions\": [\n{\"id\": \"a\\\"b\"}\n]}", "line 2"),
            ("{\"actions\": [\n{\"id\": \"a\"} trailing\n]}", "line 2"),
            ("{\"actions\": [\n{\"id\": \"\u{1}\"}\n]}", "line 2"),
        ])
    func malformed(text: String, path: String) {
        #expect {
            _ = try Self.store(text)
        } throws: { error in
            guard case .malformed(_, let found, _) = error as? CatalogError else { return false }
            return found == path
        }
    }

    @Test("invalid UTF-8 in an identifier is an error, not a crash")
    func invalidUTF8() {
        var bytes = Array("{\"actions\": [\n{\"id\": \"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"}\n]}".utf8)
        #expect(throws: CatalogError.self) { _ = try CatalogRowStore(resource: bytes, name: "actions.json") }
    }
}
