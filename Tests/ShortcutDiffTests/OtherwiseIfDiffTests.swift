import ModelTestSupport
import ShortcutDiff
import ShortcutModel
import Testing

/// A changed Otherwise If condition (OS 27) is a change of that branch, named as the app names it.
@Suite struct OtherwiseIfDiffTests {
    @Test func aChangedConditionIsAChangeOfTheOtherwiseIf() throws {
        let old = OtherwiseIfExample.shortcut()
        var new = old
        let index = OtherwiseIfExample.otherwiseIfs[0]
        new.actions[index].parameters["WFNumberValue"] = .integer(3)
        new.actions[index].parameters["WFCondition"] = .integer(3)
        let diff = try ShortcutDiff(from: old, to: new)
        #expect(diff.summary == "0 added, 0 removed, 0 moved, 1 changed")
        let change = diff.changes.first
        #expect(change?.kind == .changed)
        #expect(change?.oldIndex == index && change?.newIndex == index)
        #expect(change?.title == "Otherwise If")
        #expect(
            change?.parameterChanges == [
                FieldChange(keyPath: "WFCondition", old: "2", new: "3"),
                FieldChange(keyPath: "WFNumberValue", old: "2", new: "3"),
            ])
        let text = ShortcutDiffTextFormatter().format(diff, oldName: "old", newName: "new")
        #expect(text.contains("Otherwise If"), "\(text)")
    }

    @Test func turningAnOtherwiseIntoAnOtherwiseIfIsAChange() throws {
        let old = OtherwiseIfExample.shortcut()
        var new = old
        new.actions[OtherwiseIfExample.otherwise].parameters["WFCondition"] = .integer(100)
        new.actions[OtherwiseIfExample.otherwise].parameters["WFInput"] =
            old.actions[OtherwiseIfExample.opener]
            .parameters["WFInput"]
        let diff = try ShortcutDiff(from: old, to: new)
        #expect(diff.changes.map(\.kind) == [.changed])
        #expect(diff.changes.first?.title == "Otherwise If")
        #expect(diff.changes.first?.parameterChanges.map(\.keyPath) == ["WFCondition", "WFInput"])
    }
}
