import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `shortcut actions`, run as a user would.
@Suite struct ActionsCommandTests {
    static func listing(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try CommandRunner.run(["actions"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
    }

    @Test func listsEveryActionWithPlatformsAndAvailability() throws {
        let all = try Self.listing([])
        #expect(all.count == 4402)
        let ids = Set(all.compactMap { $0["identifier"] as? String })
        #expect(ids.count == all.count)
        // Every first-party tool of ToolKit v78 has platforms and an availability of today's app.
        let firstParty = all.filter {
            let kind = $0["kind"] as? String
            let id = $0["identifier"] as? String ?? ""
            return ActionIdentifier.isBuiltIn(id)
                && ["established", "new"].contains($0["availability"] as? String) && kind != nil
        }
        #expect(firstParty.count >= 2585)
        #expect(firstParty.allSatisfy { !($0["platforms"] as? [String] ?? []).isEmpty })
        let notes = try #require(all.first { $0["identifier"] as? String == "is.workflow.actions.filter.notes" })
        let app = try #require(notes["appIntent"] as? [String: Any])
        #expect(app["bundleIdentifier"] as? String == "com.apple.Notes")
        #expect(app["teamIdentifier"] as? String == "0000000000")
        let filter = try #require((notes["parameters"] as? [[String: Any]])?.first)
        #expect(filter["kind"] as? String == "contentFilter")
        #expect(filter["entityType"] as? String == "com_apple_notes_note_entity")
    }

    @Test func searchesWithFilters() throws {
        let found = try Self.listing(["photos", "--platform", "ios", "--since", "26"])
        #expect(!found.isEmpty)
        for row in found {
            #expect(row["availability"] as? String == "new")
            #expect((row["platforms"] as? [String] ?? []).contains("iOS"))
        }
    }

    @Test func printsOneAlignedLinePerAction() throws {
        let result = try CommandRunner.run(["actions", "use model"])
        #expect(result.status == 0)
        let first = try #require(result.output.split(separator: "\n").first)
        let columns = first.split(separator: " ", omittingEmptySubsequences: true)
        #expect(first.hasPrefix("Use Model  "))
        #expect(columns.contains("is.workflow.actions.askllm"))
        #expect(first.hasSuffix("established  action"))
        // App Intent actions show their app.
        let contact = try CommandRunner.run(["actions", "com.apple.AddressBook.CreateContactIntent"])
        #expect(contact.output.hasPrefix("Create Contact (Contacts)  com.apple.AddressBook.CreateContactIntent  macOS"))
    }

    @Test func exitsOneWhenNothingMatchesAndTwoOnBadOptions() throws {
        let none = try CommandRunner.run(["actions", "zzzz-no-such-action-zzzz"])
        #expect(none.status == 1)
        #expect(none.output.isEmpty)
        #expect(none.stderr == "no action matches\n")
        let bad = try CommandRunner.run(["actions", "--platform", "watchos"])
        #expect(bad.status == 2)
        let since = try CommandRunner.run(["actions", "--since", "soon"])
        #expect(since.status == 2)
    }

    /// Actions of today's app render with the catalog's names and, for App Intents, their app —
    /// with no descriptor in the file (the catalog's app) or with one (the file's).
    @Test func rendersTodaysActionsWithTheirApps() throws {
        let contact = Action("com.apple.AddressBook.CreateContactIntent")
        let descriptor: ParameterValue = .dictionary([
            "BundleIdentifier": "com.apple.WritingTools.WritingToolsAppIntentsExtension",
            "AppIntentIdentifier": "AdjustToneIntent", "Name": "Writing Tools", "TeamIdentifier": "0000000000",
        ])
        let tone = Action(
            "com.apple.WritingTools.WritingToolsAppIntentsExtension.AdjustToneIntent",
            parameters: ["AppIntentDescriptor": descriptor])
        let model = Action("is.workflow.actions.askllm")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID().uuidString).shortcut")
        try Shortcut(actions: [contact, tone, model]).encoded(as: .binary).write(to: url)
        let result = try CommandRunner.run(["render", url.path, "--format", "text"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("0  Create Contact  — Contacts"))
        #expect(lines.contains("1  Adjust Tone of Text  — Writing Tools"))
        #expect(lines.contains("2  Use Model"))
    }
}
