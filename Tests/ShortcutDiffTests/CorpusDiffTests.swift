import Foundation
import PropertyList
import ShortcutCatalog
import ShortcutDiff
import ShortcutModel
import TestSupport
import Testing

/// Every corpus shortcut against itself, against itself in another encoding, and against a
/// mutated copy (one action removed, one parameter changed, as the app would save it).
@Suite struct CorpusDiffTests {
    static let markerText = "mutated by CorpusDiffTests"
    static let marker = ParameterValue.string(markerText)

    @Test func everyCorpusShortcutDiffsAsExpected() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let catalog = try ActionCatalog.bundled()
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count >= 480)
        var failures: [String] = []
        var mutated = 0
        for entry in entries {
            let document: ShortcutDocument
            do {
                document = try ShortcutDocument(data: try entry.data())
            } catch {
                failures.append("\(entry): \(error)")
                continue
            }
            let shortcut = document.shortcut
            let itself = ShortcutDiff(from: shortcut, to: shortcut, catalog: catalog)
            if !itself.isEmpty { failures.append("\(entry): differs from itself: \(itself.summary)") }

            // The same model written as binary and as XML. XML keeps whole seconds only, so dates
            // are truncated first (the sub-second change XML makes is a real one, and reported).
            let whole = try Shortcut(propertyList: Self.truncatingDates(shortcut.propertyList))
            let binary = try ShortcutDocument(data: try whole.encoded(as: .binary))
            let xml = try ShortcutDocument(data: try whole.encoded(as: .xml))
            let reencoded = ShortcutDiff(from: binary.shortcut, to: xml.shortcut, catalog: catalog)
            if !reencoded.isEmpty { failures.append("\(entry): binary and XML copies differ: \(reencoded.summary)") }

            guard let mutation = Mutation(shortcut) else { continue }
            mutated += 1
            if let problem = mutation.check(ShortcutDiff(from: shortcut, to: mutation.shortcut, catalog: catalog)) {
                failures.append("\(entry): \(problem)")
            }
        }
        #expect(mutated >= 400)
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    static func truncatingDates(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let values): .array(values.map(truncatingDates))
        case .dictionary(let dictionary): .dictionary(dictionary.mapValues(truncatingDates))
        default: value
        }
    }

    /// The copy: action `removed` deleted (import questions shifted as the app does), and one
    /// parameter of action `edited` (at least two actions away) set to ``marker``.
    struct Mutation {
        var shortcut: Shortcut
        var removed: Int
        var removedAction: Action
        var edited: Int
        var editedKey: String

        init?(_ original: Shortcut) {
            let count = original.actions.count
            guard count >= 4 else { return nil }
            let questioned = Set((original.importQuestions ?? []).compactMap(\.actionIndex))
            guard let removed = (0..<count).map({ (count / 2 + $0) % count }).first(where: { !questioned.contains($0) })
            else { return nil }
            let identityKeys: Set<String> = ["UUID", "GroupingIdentifier"]
            func editableKey(_ index: Int) -> String? {
                original.actions[index].parameters.first { !identityKeys.contains($0.key) && $0.value != marker }?.key
            }
            guard let edited = (0..<count).first(where: { abs($0 - removed) >= 2 && editableKey($0) != nil }),
                let key = editableKey(edited)
            else { return nil }
            var copy = original
            copy.actions[edited].parameters[key] = marker
            copy.actions.remove(at: removed)
            copy.importQuestions = original.importQuestions?.map { question in
                var question = question
                // Questions pointing past the end (stale, in a few files) stay as they are.
                if let index = question.actionIndex, index > removed, index < count { question.actionIndex = index - 1 }
                return question
            }
            self.shortcut = copy
            self.removed = removed
            self.removedAction = original.actions[removed]
            self.edited = edited
            self.editedKey = key
        }

        /// Nil when the diff reports exactly the removal and the one changed parameter.
        func check(_ diff: ShortcutDiff) -> String? {
            guard diff.metadataChanges.isEmpty else { return "metadata changes \(diff.metadataChanges)" }
            guard diff.changes.count == 2 else {
                return "expected 2 changes, got \(diff.summary): \(diff.changes.prefix(4))"
            }
            let removals = diff.changes.filter { $0.kind == .removed }
            let edits = diff.changes.filter { $0.kind == .changed }
            guard removals.count == 1, edits.count == 1 else {
                return "expected 1 removed + 1 changed, got \(diff.summary)"
            }
            // Of two identical neighbours either may be the one reported as removed.
            guard let oldIndex = removals[0].oldIndex,
                oldIndex == removed || (removedAction.uuid == nil && removals[0].identifier == removedAction.identifier)
            else { return "removed \(removals[0]), expected index \(removed)" }
            let newIndex = edited < removed ? edited : edited - 1
            let change = edits[0]
            guard change.oldIndex == edited, change.newIndex == newIndex else {
                let found = "\(change.oldIndex.map(String.init) ?? "-")→\(change.newIndex.map(String.init) ?? "-")"
                return "changed action \(found), expected \(edited)→\(newIndex)"
            }
            guard change.parameterChanges.count == 1, let field = change.parameterChanges.first,
                field.keyPath == editedKey,
                field.new == "\"\(CorpusDiffTests.markerText)\""
            else { return "parameter changes \(change.parameterChanges), expected \(editedKey)" }
            return nil
        }
    }
}
