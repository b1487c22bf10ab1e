import Foundation
import PropertyList
import Testing

@testable import ShortcutCatalog

@Suite("Action catalog search")
struct ActionCatalogSearchTests {
    /// A small catalog whose answers can be worked out by hand.
    static let small = ActionCatalog(definitions: [
        ActionDefinition(
            identifier: "is.workflow.actions.downloadurl", name: "Get Contents of URL", category: .web,
            parameters: [ParameterDefinition(key: "WFHTTPMethod", kind: .enumeration)], kind: .action,
            platforms: [.iOS, .macOS], availability: .established),
        ActionDefinition(
            identifier: "com.apple.Notes.CreateNoteIntent", name: "Create Note", category: .apps, kind: .appIntent,
            platforms: .macOS, availability: .new,
            appIntent: AppIntentIdentity(
                bundleIdentifier: "com.apple.Notes", appIntentIdentifier: "CreateNoteIntent", name: "Notes",
                teamIdentifier: "0000000000")),
        ActionDefinition(
            identifier: "is.workflow.actions.url", name: "URL", category: .web, platforms: .iOS, availability: .new),
        ActionDefinition(identifier: "com.example.Old.DoIntent", name: "Do", category: .apps, availability: .legacy),
        ActionDefinition(
            identifier: "com.example.Gone.UndoIntent", name: "Undo", category: .apps, availability: .removed),
    ])

    func ids(_ query: String, platform: ActionPlatforms? = nil, since: Int? = nil) -> [String] {
        Self.small.search(query, platform: platform, since: since).map(\.identifier)
    }

    @Test("matches name, identifier, app and parameter key; ranks exact and prefix names first")
    func matching() {
        #expect(ids("url") == ["is.workflow.actions.url", "is.workflow.actions.downloadurl"])
        #expect(ids("Notes") == ["com.apple.Notes.CreateNoteIntent"])
        #expect(ids("httpmethod") == ["is.workflow.actions.downloadurl"])
        #expect(ids("contents url") == ["is.workflow.actions.downloadurl"])
        #expect(ids("contents nothing").isEmpty)
        #expect(ids("  ").count == 5)
        #expect(ids("CREATE note") == ["com.apple.Notes.CreateNoteIntent"])
    }

    @Test("platform and since filters")
    func filters() {
        #expect(ids("", platform: .iOS) == ["is.workflow.actions.downloadurl", "is.workflow.actions.url"])
        #expect(ids("", platform: .macOS) == ["is.workflow.actions.downloadurl", "com.apple.Notes.CreateNoteIntent"])
        #expect(ids("", platform: [.iOS, .macOS]) == ["is.workflow.actions.downloadurl"])
        #expect(ids("", since: 26) == ["com.apple.Notes.CreateNoteIntent", "is.workflow.actions.url"])
        #expect(
            ids("", since: 18) == [
                "is.workflow.actions.downloadurl", "com.apple.Notes.CreateNoteIntent", "is.workflow.actions.url",
            ])
        #expect(ids("url", platform: .iOS, since: 27) == ["is.workflow.actions.url"])
    }

    @Test("the bundled catalog finds today's actions")
    func bundled() throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(catalog.search("use model").first?.identifier == "is.workflow.actions.askllm")
        // Found by its older name too.
        #expect(catalog.search("ask llm").contains { $0.identifier == "is.workflow.actions.askllm" })
        let notes = catalog.search("photos", platform: .iOS, since: 26)
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0.availability == .new && $0.platforms.contains(.iOS) })
        #expect(catalog.search("WFContentItemFilter").count > 100)
        // A hostile query costs a scan, nothing more.
        #expect(catalog.search(String(repeating: "a", count: 100_000)).isEmpty)
    }

    @Test("platform names")
    func platformNames() {
        #expect(ActionPlatforms(name: "ios") == .iOS)
        #expect(ActionPlatforms(name: "macOS") == .macOS)
        #expect(ActionPlatforms(name: "watchos") == nil)
        #expect(ActionPlatforms([.iOS, .macOS]).description == "iOS macOS")
        #expect(ActionPlatforms().description == "unknown")
    }

    @Test("malformed resource rows are errors naming the row and key")
    func malformedRows() throws {
        func row(_ json: String) throws -> PropertyListValue {
            try PropertyListJSONReader().read(Data(json.utf8))
        }
        let cases: [(String, String)] = [
            (#"{"name": "x"}"#, "[3].id"),
            (#"{"id": "a", "name": "x", "kind": "spell"}"#, "[3].kind"),
            (#"{"id": "a", "name": "x", "avail": 7}"#, "[3].avail"),
            (#"{"id": "a", "name": "x", "os": 9}"#, "[3].os"),
            (#"{"id": "a", "name": "x", "app": {"b": "com.x"}}"#, "[3].app"),
            (#"{"id": "a", "name": "x", "params": [{"key": "k"}]}"#, "[3].params[0]"),
            (
                #"{"id": "a", "name": "x", "params": [{"key": "k", "kind": "text", "source": "s", "cases": [1]}]}"#,
                "[3].params[0].cases"
            ),
        ]
        for (json, path) in cases {
            #expect {
                _ = try CatalogRows(name: "actions.json", row: try row(json), index: 3).action()
            } throws: { error in
                guard case .malformed(_, let found, _) = error as? CatalogError else { return false }
                return found == path
            }
        }
        let good = try CatalogRows(
            name: "actions.json",
            row: try row(
                #"{"id": "a.b.C", "name": "C", "kind": "appIntent", "os": 3, "avail": "new", "derived": 1, "app": {"b": "a.b", "i": "C", "n": "B"}, "params": [{"key": "k", "kind": "entity", "source": "s", "entity": "e", "default": "1", "cases": ["x"]}]}"#
            ), index: 0
        ).action()
        #expect(good.kind == .appIntent && good.platforms == [.iOS, .macOS] && good.availability == .new)
        #expect(good.nameIsDerived && good.appIntent?.teamIdentifier == nil && good.appIntent?.name == "B")
        #expect(good.parameters.first?.entityType == "e" && good.parameters.first?.defaultValue == "1")
        #expect(good.parameters.first?.enumerationCases == ["x"])
    }
}
