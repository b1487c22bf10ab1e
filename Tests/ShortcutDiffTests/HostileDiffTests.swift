import Foundation
import OrderedCollections
import PropertyList
import ShortcutDiff
import ShortcutModel
import TestSupport
import Testing

/// Inputs built to be slow or deep: the diff must stay bounded in time and give a sensible answer.
@Suite struct HostileDiffTests {
    static func comments(_ texts: [String]) -> Shortcut {
        Shortcut(
            actions: texts.map {
                Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string($0)])
            })
    }

    /// Nothing in common by content: past the edit limit, actions of one type pair up in order.
    @Test func twoLargeUnrelatedShortcutsPairByIdentifier() {
        let old = Self.comments((0..<6_000).map { "old \($0)" })
        let new = Self.comments((0..<6_000).map { "new \($0)" })
        let start = Date()
        let diff = ShortcutDiff(from: old, to: new, catalog: nil)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(diff.changes.count == 6_000)
        #expect(diff.changes.allSatisfy { $0.kind == .changed && $0.oldIndex == $0.newIndex })
    }

    /// A full shuffle of actions with UUIDs: no long common order, so nearly everything moved.
    @Test func aShuffledShortcutIsAllMovesAndNothingLost() {
        var random = SplitMix64(seed: 42)
        let actions = (0..<3_000).map { index -> Action in
            var action = Action("is.workflow.actions.gettext", parameters: ["WFTextActionText": .string("\(index)")])
            action.uuid = "UUID-\(index)"
            return action
        }
        var shuffled = actions
        shuffled.shuffle(using: &random)
        let start = Date()
        let diff = ShortcutDiff(from: Shortcut(actions: actions), to: Shortcut(actions: shuffled), catalog: nil)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(diff.changes.allSatisfy { $0.kind == .moved && $0.parameterChanges.isEmpty })
        // Every action is accounted for: moved, or kept in order (not listed).
        #expect(diff.changes.count > 2_500 && diff.changes.count <= 3_000)
        let movedTo = diff.changes.compactMap(\.newIndex)
        #expect(Set(movedTo).count == movedTo.count)
        for change in diff.changes {
            #expect(shuffled[change.newIndex!].uuid == actions[change.oldIndex!].uuid)
        }
    }

    /// A change at the bottom of 400 nested dictionaries (the readers allow 512 levels).
    @Test func aChangeDeepInNestedDictionariesHasTheFullPath() {
        func nested(_ leaf: String) -> ParameterValue {
            var value = ParameterValue.string(leaf)
            for _ in 0..<400 { value = .dictionary(["k": value]) }
            return value
        }
        let old = Shortcut(actions: [Action("is.workflow.actions.dictionary", parameters: ["WFItems": nested("a")])])
        let new = Shortcut(actions: [Action("is.workflow.actions.dictionary", parameters: ["WFItems": nested("b")])])
        let diff = ShortcutDiff(from: old, to: new, catalog: nil)
        let field = diff.changes.first?.parameterChanges.first
        #expect(diff.changes.count == 1 && diff.changes.first?.parameterChanges.count == 1)
        #expect(field?.keyPath == "WFItems" + String(repeating: ".k", count: 400))
        #expect(field?.old == "\"a\"" && field?.new == "\"b\"")
    }

    /// A long text parameter is one change, rendered on one line.
    @Test func aHugeTextChangeIsOneLine() {
        let big = String(repeating: "line\n", count: 200_000)
        let diff = ShortcutDiff(from: Self.comments([big]), to: Self.comments([big + "x"]), catalog: nil)
        let field = diff.changes.first?.parameterChanges.first
        #expect(diff.changes.count == 1)
        #expect(field?.new?.contains("\n") == false)
        #expect(field?.new?.hasSuffix("\\nx\"") == true)
    }
}
