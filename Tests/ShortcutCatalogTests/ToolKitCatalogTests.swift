import Foundation
import PropertyList
import Testing

@testable import ShortcutCatalog

/// The catalog against the ToolKit lists it is built from (`../shared/data/toolkit`), read here
/// independently with Foundation: every identifier present, platforms and availability as the
/// lists say. A missing data folder fails the tests (it never skips them).
@Suite("ToolKit catalog")
struct ToolKitCatalogTests {
    static let lists = [
        "viticci/toolkit-v78-tool-ids.json", "viticci/toolkit-v78-ios27-tool-ids.json",
        "viticci/toolkit-v63-tool-ids.json",
    ]

    static func ids(_ path: String) throws -> Set<String> {
        let list = try Fixtures.toolkitJSON(path)
        let ids = try #require(list["ids"] as? [String])
        let controlFlow = list["control_flow_exceptions_missing_from_tools_table"] as? [String] ?? []
        return Set(ids + controlFlow)
    }

    @Test("every identifier of every ToolKit list and of ShortcutsBench is in the catalog")
    func coverage() throws {
        let catalog = try #require(Fixtures.catalog)
        let known = Set(catalog.definitions.map(\.identifier))
        var lists: [(String, Set<String>)] = try Self.lists.map { ($0, try Self.ids($0)) }
        let tools = try #require(
            try Fixtures.toolkitJSON("viticci/toolkit-v78-first-party-parameter-keys.json")["tools"] as? [String: Any])
        lists.append(("first-party tools", Set(tools.keys)))
        let bench = try Fixtures.toolkitJSON("shortcutsbench/all_api2paraname2paratype.json")
        lists.append(("ShortcutsBench", Set(bench.keys)))
        for (name, ids) in lists {
            let missing = ids.subtracting(known)
            // The bar is 99 %; the merge keeps every identifier.
            #expect(
                missing.isEmpty, "\(name): \(missing.count) of \(ids.count) missing, e.g. \(missing.sorted().prefix(3))"
            )
        }
        #expect(lists.map { $0.1.count } == [2735, 1210, 1798, 2585, 1414])
    }

    @Test("pinned counts: identifiers, kinds, availability, platforms")
    func counts() throws {
        let catalog = try #require(Fixtures.catalog)
        let definitions = catalog.definitions
        #expect(definitions.count == 4402)
        func count(_ predicate: (ActionDefinition) -> Bool) -> Int { definitions.filter(predicate).count }
        #expect(count { $0.kind == .action } == 365)
        #expect(count { $0.kind == .appIntent } == 3850)
        #expect(count { $0.kind == .siriIntent } == 130)
        #expect(count { $0.kind == .flowTool } == 57)
        #expect(count { $0.availability == .established } == 1710)
        #expect(count { $0.availability == .new } == 1555)
        #expect(count { $0.availability == .removed } == 88)
        #expect(count { $0.availability == .legacy } == 1049)
        #expect(count { $0.platforms == [.iOS, .macOS] } == 680)
        #expect(count { $0.platforms == .iOS } == 530)
        #expect(count { $0.platforms == .macOS } == 2055)
        #expect(count { $0.platforms.isEmpty } == 1137)
        #expect(count { $0.appIntent != nil } == 3845)
        #expect(count { $0.nameIsDerived } == 1597)
        #expect(catalog.triggers.count == 42)
    }

    @Test("platforms and availability of every v78 first-party tool follow the lists")
    func firstPartyFacts() throws {
        let catalog = try #require(Fixtures.catalog)
        let mac = try Self.ids(Self.lists[0])
        let iOS = try Self.ids(Self.lists[1])
        let v63 = try Self.ids(Self.lists[2])
        let tools = try #require(
            try Fixtures.toolkitJSON("viticci/toolkit-v78-first-party-parameter-keys.json")["tools"]
                as? [String: [String: Any]])
        for (identifier, tool) in tools {
            let definition = try #require(catalog.definition(for: identifier), "\(identifier)")
            var expected: ActionPlatforms = []
            if iOS.contains(identifier) { expected.insert(.iOS) }
            if mac.contains(identifier) { expected.insert(.macOS) }
            if expected.isEmpty {
                let names = tool["platforms"] as? [String] ?? []
                if names.contains("iOS 27 Simulator") { expected.insert(.iOS) }
                if names.contains("macOS 27") { expected.insert(.macOS) }
            }
            #expect(!definition.platforms.isEmpty, "\(identifier)")
            #expect(definition.platforms == expected, "\(identifier)")
            #expect(definition.availability == (v63.contains(identifier) ? .established : .new), "\(identifier)")
            #expect(definition.kind.rawValue == tool["toolType"] as? String, "\(identifier)")
            // ToolKit's label, unless it is a placeholder or an untranslated key (then an older
            // source's name, or one derived by rule).
            let label = tool["displayName"] as? String ?? ""
            let untranslated = label == "Unknown Action" || label.contains("_") || label.contains(".title")
            if !untranslated, !["Find FOCUS", "(INTERNAL ONLY) Sync Data"].contains(label) {
                #expect(definition.name == label, "\(identifier)")
                #expect(!definition.nameIsDerived)
            } else {
                #expect(definition.name != label, "\(identifier)")
            }
            let keys = (tool["parameters"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
            for key in keys { #expect(definition.parameter(forKey: key) != nil, "\(identifier) \(key)") }
        }
        // Removed: in v63, in neither v78 list.
        for definition in catalog.definitions where definition.availability == .removed {
            #expect(v63.contains(definition.identifier) && !mac.contains(definition.identifier))
            #expect(!iOS.contains(definition.identifier) && definition.platforms.isEmpty)
        }
    }

    @Test("today's names win; the older sources' names stay as alternates")
    func names() throws {
        let catalog = try #require(Fixtures.catalog)
        let model = try #require(catalog.definition(for: "is.workflow.actions.askllm"))
        #expect(model.name == "Use Model")
        #expect(model.alternateNames.contains("Ask LLM"))
        #expect(catalog.definition(for: "is.workflow.actions.exit")?.name == "Stop This Shortcut")
        #expect(catalog.displayName(for: "is.workflow.actions.askllm").name == "Use Model")
        // No source names a ShortcutsBench-only third-party action: named by rule, as if unknown.
        let derived = try #require(catalog.definition(for: "co.montanafloss.Shareshot.FrameLastScreenshotIntent"))
        #expect(derived.nameIsDerived)
        let shown = catalog.displayName(for: derived.identifier)
        #expect(!shown.known && shown.name == "Frame Last Screenshot")
    }

    @Test("parameters carry value types, enumeration cases, entity types and defaults")
    func parameters() throws {
        let catalog = try #require(Fixtures.catalog)
        let notes = try #require(catalog.definition(for: "is.workflow.actions.filter.notes"))
        let filter = try #require(notes.parameter(forKey: "WFContentItemFilter"))
        #expect(filter.kind == .contentFilter)
        #expect(filter.entityType == "com_apple_notes_note_entity")
        #expect(notes.parameter(forKey: "WFContentItemLimitEnabled")?.kind == .boolean)
        let url = try #require(catalog.definition(for: "is.workflow.actions.downloadurl"))
        let method = try #require(url.parameter(forKey: "WFHTTPMethod"))
        #expect(method.enumerationCases == ["GET", "POST", "PUT", "PATCH", "DELETE"])
        #expect(method.defaultValue == "GET")
        // A listed enumeration is widened with what real files store (the corpus), after the list.
        let ask = try #require(catalog.definition(for: "is.workflow.actions.ask")?.parameter(forKey: "WFInputType"))
        #expect(ask.enumerationCases == ["Text", "Number", "URL", "Date", "Date and Time", "Time"])
        // Pickers of the user's own things get no cases from files (calendar names are not cases).
        let reminder = try #require(catalog.definition(for: "is.workflow.actions.addnewreminder"))
        #expect(reminder.parameter(forKey: "WFCalendarItemCalendar")?.enumerationCases == [])
        let model = try #require(catalog.definition(for: "is.workflow.actions.askllm"))
        #expect(model.parameter(forKey: "WFLLMModel")?.kind == .enumeration)
        #expect(model.parameter(forKey: "WFAllowWebSearch")?.kind == .boolean)
        let all = catalog.definitions.flatMap(\.parameters)
        for kind in [ParameterKind.url, .entity, .contentFilter, .date, .file, .enumeration, .number, .boolean, .text] {
            #expect(all.contains { $0.kind == kind }, "\(kind)")
        }
        #expect(all.filter { $0.kind == .entity || $0.kind == .contentFilter }.allSatisfy { $0.entityType != nil })
        #expect(all.filter { $0.defaultValue != nil }.count > 1000)
        #expect(all.filter { !$0.enumerationCases.isEmpty }.count >= 149)
    }

    @Test("App Intent actions carry the descriptor a file stores")
    func appIntents() throws {
        let catalog = try #require(Fixtures.catalog)
        // From a real file (corpus): Find Notes stores Notes' descriptor although its id is built in.
        let find = try #require(catalog.definition(for: "is.workflow.actions.filter.notes")?.appIntent)
        #expect(
            find
                == AppIntentIdentity(
                    bundleIdentifier: "com.apple.Notes", appIntentIdentifier: "NoteEntity", name: "Notes",
                    teamIdentifier: "0000000000"))
        let contact = try #require(catalog.definition(for: "com.apple.AddressBook.CreateContactIntent"))
        #expect(contact.kind == .appIntent)
        #expect(contact.appIntent?.name == "Contacts")
        #expect(contact.appIntent?.appIntentIdentifier == "CreateContactIntent")
        #expect(catalog.displayName(for: contact.identifier).appName == "Contacts")
        #expect(catalog.displayName(for: contact.identifier).name == "Create Contact")
        for definition in catalog.definitions {
            guard let app = definition.appIntent else { continue }
            #expect(definition.kind == .appIntent, "\(definition.identifier)")
            #expect(!app.name.isEmpty && !app.bundleIdentifier.isEmpty && !app.appIntentIdentifier.isEmpty)
            if definition.identifier.hasPrefix("com.apple.") { #expect(app.teamIdentifier == "0000000000") }
        }
    }

    @Test("the 42 automation triggers of version 27")
    func triggers() throws {
        let catalog = try #require(Fixtures.catalog)
        let source = try #require(
            try Fixtures.toolkitJSON("viticci/toolkit-v78-trigger-parameter-keys.json")["triggers"]
                as? [String: [String: Any]])
        #expect(catalog.triggers.map(\.identifier) == source.keys.sorted())
        let time = try #require(catalog.trigger(for: "com.apple.shortcuts.WFTimeOfDayTrigger.at_time_on_recurring_day"))
        #expect(time.name == "Time of Day")
        #expect(time.platforms == [.iOS, .macOS])
        #expect(time.parameters.map(\.key) == ["WFTime", "WFRecurrence"])
        #expect(time.parameters.map(\.label) == ["Time", "Repeat"])
        #expect(time.parameters.first?.kind == .date)
        #expect(catalog.trigger(for: "com.apple.shortcuts.Nonexistent") == nil)
    }
}
