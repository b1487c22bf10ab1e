import Foundation
import ShortcutKit
import TestSupport
import Testing

/// Everything that names an action names it by `ActionCatalog.title(for:appIntent:)`: the audit's
/// path steps, the diff's changes, the runtime's names (traces, errors, coverage) and the
/// `shortcut actions` listing give the same string for the same action.
@Suite struct ActionTitleAgreementTests {
    static let bear = "net.shinyfrog.bear-IOS.CreateNoteIntent"

    static func uuid(_ number: Int) -> String { String(format: "A0D17000-0000-4000-8000-%012X", number) }

    /// Clipboard → Bear's Create Note (App Intent, with its descriptor) → Get Contents of URL.
    static var shortcut: Shortcut {
        var clipboard = Action("is.workflow.actions.getclipboard")
        clipboard.uuid = uuid(1)
        let descriptor: OrderedDictionary<String, ParameterValue> = [
            "BundleIdentifier": .string("net.shinyfrog.bear-IOS"), "Name": .string("Bear"),
            "AppIntentIdentifier": .string("CreateNoteIntent"),
        ]
        var note = Action(bear)
        note.parameters["AppIntentDescriptor"] = .dictionary(descriptor)
        note.parameters["text"] = .variable(.output(of: uuid(1), named: "Clipboard"))
        note.uuid = uuid(2)
        var fetch = Action("is.workflow.actions.downloadurl")
        fetch.parameters["WFURL"] = .text(
            TokenString(parts: [.text("https://api.example.com/?q="), .variable(.output(of: uuid(2), named: "Note"))]))
        fetch.parameters["WFHTTPMethod"] = .string("POST")
        return Shortcut(actions: [clipboard, note, fetch])
    }

    @Test func auditDiffAndRuntimeNameAnAppIntentActionAlike() throws {
        let catalog = try ActionCatalog.bundled()
        let shortcut = Self.shortcut
        let title = catalog.title(of: shortcut.actions[1])
        #expect(title == "Create Note (Bear)")

        let diff = ShortcutDiff(from: Shortcut(actions: []), to: shortcut, catalog: catalog)
        let added = diff.changes.filter { $0.newIndex == 1 }.map(\.title)
        #expect(added == [title])

        let report = try Auditor.bundled().audit(shortcut)
        let steps = report.findings.flatMap(\.path).filter { $0.actionIndex == 1 }.map(\.label)
        #expect(!steps.isEmpty, "\(report.findings.map(\.pathDescription))")
        #expect(steps.allSatisfy { $0 == title }, "\(steps)")

        #expect(RuntimeRegistry.standard.name(for: Self.bear) == title)
        // The built-in actions the catalog names after an app: the same title everywhere.
        for identifier in ["is.workflow.actions.filter.notes", "is.workflow.actions.appendnote"] {
            let action = Action(identifier)
            let changes = ShortcutDiff(from: Shortcut(actions: []), to: Shortcut(actions: [action]), catalog: catalog)
            #expect(changes.changes.map(\.title) == [catalog.title(for: identifier)])
            #expect(RuntimeRegistry.standard.name(for: identifier) == catalog.title(for: identifier))
        }
    }

    /// The app's name as the action stores it ("Bear Notes", not the catalog's "Bear"): the
    /// runtime's trace and its error name the action as the audit does, from the stored descriptor.
    @Test func runtimeTracesAndErrorsUseTheStoredDescriptor() async throws {
        var shortcut = Self.shortcut
        shortcut.actions.removeLast()
        guard case .dictionary(var descriptor)? = shortcut.actions[1].parameters["AppIntentDescriptor"] else {
            Issue.record("no descriptor")
            return
        }
        descriptor["Name"] = .string("Bear Notes")
        shortcut.actions[1].parameters["AppIntentDescriptor"] = .dictionary(descriptor)
        let title = try ActionCatalog.bundled().title(of: shortcut.actions[1])
        #expect(title == "Create Note (Bear Notes)")

        let stubbed = try await ShortcutRunner(shortcut).run(services: StubServices([Self.bear: .text("note")]))
        #expect(stubbed.trace.filter { $0.actionIndex == 1 }.map(\.actionName) == [title])
        do {
            _ = try await ShortcutRunner(shortcut).run()
            Issue.record("Create Note ran without a stub")
        } catch {
            #expect(error.actionName == title)
        }
    }

    @Test func actionsListingShowsTheTitle() throws {
        let catalog = try ActionCatalog.bundled()
        let result = try CommandRunner.run(["actions", "Find Notes"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        let line = try #require(lines.first { $0.contains("is.workflow.actions.filter.notes") })
        #expect(line.hasPrefix(catalog.title(for: "is.workflow.actions.filter.notes") + " "))
    }
}
