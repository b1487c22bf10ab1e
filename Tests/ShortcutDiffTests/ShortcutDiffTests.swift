import Foundation
import PropertyList
import ShortcutAuthoring
import ShortcutCatalog
import ShortcutDiff
import ShortcutModel
import Testing

/// Versions of one small shortcut, written with the DSL as the app would edit it: every action
/// keeps its own `UUID` across versions (``Fixture/step(_:_:)`` fixes it by name).
@Suite struct ShortcutDiffTests {
    static let catalog = try? ActionCatalog.bundled()

    /// One action with a fixed UUID, `ID-<name>`.
    struct Step {
        var name: String
        var action: Action
    }

    static func version(_ steps: [Step], name: String = "Report") throws -> Shortcut {
        // No authoring checks: a version may keep a reference to an action it deleted.
        try Shortcut.build(name: name, seed: "diff", checks: .none) { s in
            for step in steps { s.add(step.action, uuid: .fixed("ID-\(step.name)")) }
        }
    }

    static func diff(_ old: [Step], _ new: [Step]) throws -> ShortcutDiff {
        ShortcutDiff(from: try version(old), to: try version(new), catalog: catalog)
    }

    static let comment = Step(name: "comment", action: .comment(text: .plain("Daily report")))
    static let url = Step(name: "url", action: .url(url: "https://api.example.com/today"))
    static let fetch = Step(
        name: "fetch",
        action: .getContentsOfURL(url: Value(Variable.output(of: "ID-url", named: "URL"))))
    static let text = Step(
        name: "text", action: .text(text: "Today: \(Variable.output(of: "ID-fetch", named: "Contents"))"))
    static let show = Step(name: "show", action: .showResult(text: "\(Variable.output(of: "ID-text", named: "Text"))"))
    static let base = [comment, url, fetch, text, show]

    @Test func identicalVersionsHaveNoDifferences() throws {
        let diff = try Self.diff(Self.base, Self.base)
        #expect(diff.isEmpty)
        #expect(diff.changes.isEmpty && diff.metadataChanges.isEmpty)
        #expect(diff.summary == "no differences")
    }

    @Test func anInsertedActionIsOneAddition() throws {
        let extra = Step(name: "notify", action: .showNotification(body: "Fetched"))
        let diff = try Self.diff(Self.base, [Self.comment, Self.url, Self.fetch, extra, Self.text, Self.show])
        #expect(diff.changes.count == 1)
        let change = try #require(diff.changes.first)
        #expect(change.kind == .added)
        #expect(change.newIndex == 3 && change.oldIndex == nil)
        #expect(change.identifier == "is.workflow.actions.notification")
        #expect(change.title == "Show Notification")
        #expect(
            change.parameterChanges.contains(
                FieldChange(keyPath: "WFNotificationActionBody", old: nil, new: "\"Fetched\"")))
        #expect(!change.parameterChanges.contains { $0.keyPath == "UUID" })
        #expect(diff.summary == "1 added, 0 removed, 0 moved, 0 changed")
    }

    @Test func aDeletedActionIsOneRemovalWhereItWas() throws {
        let diff = try Self.diff(Self.base, [Self.url, Self.fetch, Self.text, Self.show])
        #expect(diff.changes.map(\.kind) == [.removed])
        #expect(diff.changes.first?.oldIndex == 0)
        #expect(
            diff.changes.first?.parameterChanges == [
                FieldChange(keyPath: "WFCommentActionText", old: "\"Daily report\"", new: nil)
            ])
        // Removals sit before the additions of the same gap, in old order.
        let replaced = try Self.diff(
            Self.base,
            [Self.comment, Step(name: "other", action: .comment(text: .plain("x"))), Self.fetch, Self.text, Self.show])
        #expect(replaced.changes.map(\.kind) == [.removed, .added])
        #expect(replaced.changes.map(\.oldIndex) == [1, nil])
        #expect(replaced.changes.map(\.newIndex) == [nil, 1])
    }

    @Test func aMovedActionIsOneMoveWithItsOldAndNewIndex() throws {
        let diff = try Self.diff(Self.base, [Self.url, Self.fetch, Self.text, Self.show, Self.comment])
        #expect(diff.changes.count == 1)
        let change = try #require(diff.changes.first)
        #expect(change.kind == .moved)
        #expect(change.oldIndex == 0 && change.newIndex == 4)
        #expect(change.parameterChanges.isEmpty)
    }

    @Test func aMovedAndEditedActionListsItsParameterChanges() throws {
        let edited = Step(name: "comment", action: .comment(text: .plain("Weekly report")))
        let diff = try Self.diff(Self.base, [Self.url, Self.fetch, Self.text, Self.show, edited])
        #expect(diff.changes.map(\.kind) == [.moved])
        #expect(
            diff.changes.first?.parameterChanges
                == [FieldChange(keyPath: "WFCommentActionText", old: "\"Daily report\"", new: "\"Weekly report\"")])
        #expect(diff.summary == "0 added, 0 removed, 1 moved, 0 changed")
    }

    @Test func aChangedParameterIsReportedWithReadableValues() throws {
        let newURL = Step(name: "url", action: .url(url: "https://api.example.com/tomorrow"))
        let diff = try Self.diff(Self.base, [Self.comment, newURL, Self.fetch, Self.text, Self.show])
        #expect(diff.changes.count == 1)
        let change = try #require(diff.changes.first)
        #expect(change.kind == .changed)
        #expect(change.oldIndex == 1 && change.newIndex == 1)
        #expect(change.title == "URL")
        #expect(
            change.parameterChanges == [
                FieldChange(
                    keyPath: "WFURLActionURL", old: "\"https://api.example.com/today\"",
                    new: "\"https://api.example.com/tomorrow\"")
            ])
    }

    @Test func aChangeDeepInADictionaryHasItsKeyPath() throws {
        func dictionary(_ city: Value) -> Step {
            Step(
                name: "dict",
                action: .dictionary(
                    items: .dictionary([
                        .text("units", "metric"),
                        .dictionary("place", [.text("city", city), .text("country", "SE")]),
                    ])))
        }
        let diff = try Self.diff([dictionary("Stockholm")], [dictionary("Göteborg \(Variable.named("Suffix"))")])
        let change = try #require(diff.changes.first)
        #expect(diff.changes.count == 1 && change.kind == .changed)
        #expect(change.parameterChanges.count == 1)
        let field = try #require(change.parameterChanges.first)
        #expect(field.keyPath.hasPrefix("WFItems.Value.WFDictionaryFieldValueItems[1].WFValue"))
        #expect(field.keyPath.hasSuffix("[0].WFValue"))
        #expect(field.old == "\"Stockholm\"")
        #expect(field.new == "\"Göteborg ⟨Suffix⟩\"")
    }

    @Test func anInsertedArrayElementIsOneChange() throws {
        func list(_ items: [String]) -> Step { Step(name: "list", action: .list(items: .list(items.map(Value.plain)))) }
        let diff = try Self.diff([list(["a", "b", "c", "d"])], [list(["a", "x", "b", "c", "d"])])
        let fields = try #require(diff.changes.first?.parameterChanges)
        #expect(fields.count == 1)
        #expect(fields.first?.old == nil)
        #expect(fields.first?.new == "\"x\"")
        #expect(fields.first?.keyPath.hasSuffix("[1]") == true)
    }

    /// Actions without UUIDs match by identifier and content; an edited one reads as changed.
    @Test func uuidLessActionsAlignByContent() throws {
        func build(_ comments: [String]) throws -> Shortcut {
            try Shortcut.build(seed: "plain") { s in
                for text in comments { s.add(.comment(text: .plain(text)), uuid: .omitted) }
            }
        }
        let old = try build(["one", "two", "three", "four"])
        #expect(old.actions.allSatisfy { $0.uuid == nil })
        let inserted = ShortcutDiff(from: old, to: try build(["one", "two", "new", "three", "four"]), catalog: nil)
        #expect(inserted.changes.map(\.kind) == [.added])
        #expect(inserted.changes.first?.newIndex == 2)
        #expect(inserted.changes.first?.title == "is.workflow.actions.comment")  // no catalog: the identifier
        let edited = ShortcutDiff(from: old, to: try build(["one", "TWO", "three", "four"]), catalog: nil)
        #expect(edited.changes.map(\.kind) == [.changed])
        #expect(edited.changes.first?.parameterChanges.first?.new == "\"TWO\"")
        let moved = ShortcutDiff(from: old, to: try build(["two", "three", "four", "one"]), catalog: nil)
        #expect(moved.changes.map(\.kind) == [.moved])
        #expect(moved.changes.first?.oldIndex == 0)
    }

    /// A generator that rebuilds the file gives every action a new UUID and new grouping ids;
    /// the references follow. That is not a change of meaning.
    @Test func regeneratedUUIDsAndGroupingIdentifiersAreNotChanges() throws {
        func build(seed: String) throws -> Shortcut {
            try Shortcut.build(name: "Loop", seed: seed) { s in
                let list = s.add(.list(items: .list(["a", "b"])))
                s.repeatEach(list) { item in
                    s.add(.showResult(text: "Item \(item) of \(list)"))
                }
                let count = s.add(.count(input: Value(list)))
                s.add(.showResult(text: "\(count)"))
            }
        }
        let old = try build(seed: "one")
        let new = try build(seed: "two")
        #expect(old.actions.map(\.uuid) != new.actions.map(\.uuid))
        #expect(old != new)
        let diff = ShortcutDiff(from: old, to: new, catalog: nil)
        #expect(diff.isEmpty, "\(diff.changes)")
    }

    /// When a reference points at a different action, the change is shown, with the producing
    /// actions named because both outputs carry the same name.
    @Test func aRetargetedReferenceIsAChange() throws {
        let second = Step(name: "url2", action: .url(url: "https://b.example"))
        let first = Step(name: "url", action: .url(url: "https://a.example"))
        func open(_ target: String) -> Step {
            Step(name: "open", action: .openURLs(input: Value(Variable.output(of: "ID-\(target)", named: "URL"))))
        }
        let diff = try Self.diff([first, second, open("url")], [first, second, open("url2")])
        let fields = try #require(diff.changes.first?.parameterChanges)
        #expect(diff.changes.map(\.kind) == [.changed])
        #expect(fields.count == 1)
        #expect(fields.first?.old == "⟨URL · action 0⟩")
        #expect(fields.first?.new == "⟨URL · action 1⟩")
    }

    @Test func metadataChangesNameTheIconColourAndGlyph() throws {
        var old = try Self.version(Self.base)
        var new = old
        new.name = "Renamed"
        old.icon = ShortcutIcon(startColor: 4_282_601_983, glyphNumber: 59511)
        new.icon = ShortcutIcon(startColor: 463_140_863, glyphNumber: 59511)
        new.clientVersion = ClientVersion("9999")  // the saving app's version is not a change
        let diff = ShortcutDiff(from: old, to: new, catalog: nil)
        #expect(diff.changes.isEmpty)
        #expect(diff.metadataChanges.map(\.keyPath) == ["WFWorkflowIcon.WFWorkflowIconStartColor", "WFWorkflowName"])
        let colour = try #require(diff.metadataChanges.first)
        #expect(colour.old?.hasPrefix("4282601983 (") == true)
        #expect(colour.new?.hasPrefix("463140863 (") == true)
        #expect(colour.old != colour.new)
        #expect(
            diff.metadataChanges.last == FieldChange(keyPath: "WFWorkflowName", old: "\"Report\"", new: "\"Renamed\""))
        #expect(diff.summary == "0 added, 0 removed, 0 moved, 0 changed, 2 metadata changes")
    }

    /// An import question follows its action when an action is inserted above it.
    @Test func importQuestionsFollowTheirAction() throws {
        var old = try Self.version(Self.base)
        old.importQuestions = [ImportQuestion(actionIndex: 1, parameterKey: "WFURLActionURL", text: "Your API")]
        var new = try Self.version([
            Self.comment, Step(name: "x", action: .comment(text: "x")), Self.url, Self.fetch, Self.text, Self.show,
        ])
        new.importQuestions = [ImportQuestion(actionIndex: 2, parameterKey: "WFURLActionURL", text: "Your API")]
        let diff = ShortcutDiff(from: old, to: new, catalog: nil)
        #expect(diff.metadataChanges.isEmpty)
        #expect(diff.changes.map(\.kind) == [.added])
        new.importQuestions = [ImportQuestion(actionIndex: 3, parameterKey: "WFURLActionURL", text: "Your API")]
        let pointingElsewhere = ShortcutDiff(from: old, to: new, catalog: nil)
        #expect(pointingElsewhere.metadataChanges.map(\.keyPath) == ["WFWorkflowImportQuestions[0].ActionIndex"])
    }

    /// The same shortcut written as binary, XML and JSON reads back to an empty diff.
    @Test func encodingsOfOneShortcutHaveNoDifferences() throws {
        let shortcut = try Self.version(Self.base)
        let binary = try ShortcutDocument(data: try shortcut.encoded(as: .binary))
        let xml = try ShortcutDocument(data: try shortcut.encoded(as: .xml))
        let json = try ShortcutDocument(data: try shortcut.encoded(as: .json))
        #expect(binary.encoding != xml.encoding)
        #expect(ShortcutDiff(from: binary.shortcut, to: xml.shortcut, catalog: nil).isEmpty)
        #expect(ShortcutDiff(from: xml.shortcut, to: json.shortcut, catalog: nil).isEmpty)
    }

    /// XML stores whole seconds: the fraction a binary file had is a real difference, shown.
    @Test func aSubSecondDateDifferenceIsShown() throws {
        func version(_ seconds: Double) throws -> Shortcut {
            try Self.version([
                Step(name: "date", action: .date(date: Value(.date(Date(timeIntervalSince1970: seconds)))))
            ])
        }
        let diff = ShortcutDiff(from: try version(1.5), to: try version(1), catalog: nil)
        #expect(diff.changes.first?.parameterChanges.first?.old == "1970-01-01T00:00:01.5Z")
        #expect(diff.changes.first?.parameterChanges.first?.new == "1970-01-01T00:00:01Z")
    }

    @Test func everythingIsAddedAgainstTheEmptyShortcut() throws {
        let shortcut = try Self.version(Self.base)
        let added = ShortcutDiff(from: ShortcutDiff.emptyShortcut, to: shortcut, catalog: nil)
        #expect(added.changes.map(\.kind) == Array(repeating: .added, count: 5))
        #expect(added.changes.map(\.newIndex) == [0, 1, 2, 3, 4])
        #expect(added.metadataChanges.contains { $0.keyPath == "WFWorkflowName" && $0.old == nil })
        #expect(added.metadataChanges.contains { $0.keyPath == "WFWorkflowIcon.WFWorkflowIconGlyphNumber" })
        let removed = ShortcutDiff(from: shortcut, to: ShortcutDiff.emptyShortcut, catalog: nil)
        #expect(removed.changes.map(\.kind) == Array(repeating: .removed, count: 5))
        #expect(removed.changes.map(\.oldIndex) == [0, 1, 2, 3, 4])
    }

    @Test func theDiffRoundTripsThroughJSON() throws {
        let diff = try Self.diff(
            Self.base, [Self.url, Step(name: "n", action: .comment(text: "n")), Self.text, Self.show, Self.comment])
        #expect(!diff.isEmpty)
        let data = try JSONEncoder().encode(diff)
        #expect(try JSONDecoder().decode(ShortcutDiff.self, from: data) == diff)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["changes", "metadataChanges"])
    }

    @Test func changesComeInNewOrder() throws {
        let a = Step(name: "a", action: .comment(text: "a"))
        let b = Step(name: "b", action: .comment(text: "b"))
        let c = Step(name: "c", action: .comment(text: "c"))
        let d = Step(name: "d", action: .comment(text: "d"))
        let e = Step(name: "e", action: .comment(text: "e"))
        let c2 = Step(name: "c", action: .comment(text: "C"))
        // old: a b c d ; new: d' e a c' — d moved to the front? (LCS keeps a, c), e added, b removed.
        let diff = try Self.diff([a, b, c, d], [d, e, a, c2])
        let positions = diff.changes.map { $0.newIndex ?? -1 }
        #expect(diff.changes.map(\.kind) == [.moved, .added, .removed, .changed])
        #expect(positions == [0, 1, -1, 3])
        #expect(diff.changes[2].oldIndex == 1)
    }
}
