import Diagnostics
import ModelTestSupport
import ShortcutCheck
import ShortcutModel
import Testing

/// Otherwise If (OS 27): conditions complete, the plain Otherwise last, a note before 27 — each
/// rule found where it must be and quiet on the form OS 27 writes.
@Suite struct OtherwiseIfRuleTests {
    typealias C = CheckFixture

    @Test func theFormOS27WritesIsQuiet() {
        let shortcut = OtherwiseIfExample.shortcut()
        #expect(C.checker.check(shortcut).isEmpty, "\(C.checker.check(shortcut))")
        #expect(C.checker.check(shortcut, target: CheckTarget(osVersion: 27, platform: .iOS)).isEmpty)
    }

    @Test func anIncompleteConditionIsFound() {
        let index = OtherwiseIfExample.otherwiseIfs[0]
        var noCode = OtherwiseIfExample.shortcut()
        noCode.actions[index].parameters.removeValue(forKey: "WFCondition")
        #expect(C.found(.otherwiseIfCondition, in: noCode) == [.init(.otherwiseIfCondition, index, .error)])
        #expect(C.checker.check(noCode).first?.keyPath == "WFCondition")

        var noInput = OtherwiseIfExample.shortcut()
        noInput.actions[index].parameters.removeValue(forKey: "WFInput")
        #expect(C.found(.otherwiseIfCondition, in: noInput) == [.init(.otherwiseIfCondition, index, .error)])

        var noOperand = OtherwiseIfExample.shortcut()
        noOperand.actions[index].parameters.removeValue(forKey: "WFNumberValue")
        #expect(C.found(.otherwiseIfCondition, in: noOperand) == [.init(.otherwiseIfCondition, index, .warning)])

        // A table whose second condition lacks its code.
        var table = OtherwiseIfExample.shortcut()
        let template = PredicateTemplate(
            fields: table.actions[index].parameters.filter { IfCondition.keys.contains($0.key) })
        var broken = template
        broken.fields.removeValue(forKey: "WFCondition")
        for key in IfCondition.keys { table.actions[index].parameters.removeValue(forKey: key) }
        table.actions[index].parameters["WFConditions"] = .predicateTable(
            PredicateTable(prefix: 1, templates: [template, broken]))
        let found = C.checker.check(table).filter { $0.rule == CheckRule.otherwiseIfCondition.rawValue }
        #expect(found.map(\.keyPath) == ["WFConditions.WFActionParameterFilterTemplates[1].WFCondition"])
    }

    @Test func aPlainOtherwiseBeforeAnOtherwiseIfIsAnError() {
        let shortcut = OtherwiseIfExample.otherwiseBeforeOtherwiseIf()
        // 0 number, 1 If, 2, 3 Otherwise If, 4, 5 Otherwise, 6, 7 Otherwise If, 8, 9 End If
        #expect(C.found(.otherwiseNotLast, in: shortcut) == [.init(.otherwiseNotLast, 7, .error)])
        #expect(C.checker.check(shortcut).first?.message.contains("action 5") == true)
        // Two plain Otherwise in one If: the second is never reached either.
        var twice = OtherwiseIfExample.shortcut()
        twice.actions[OtherwiseIfExample.otherwiseIfs[1]].parameters =
            twice.actions[OtherwiseIfExample.otherwise]
            .parameters
        #expect(C.found(.otherwiseNotLast, in: twice) == [.init(.otherwiseNotLast, OtherwiseIfExample.otherwise)])
    }

    @Test func targetsBefore27GetANotePerOtherwiseIf() {
        let shortcut = OtherwiseIfExample.shortcut()
        let expected = OtherwiseIfExample.otherwiseIfs.map { CheckFixture.Found(.otherwiseIfAvailability, $0, .note) }
        #expect(C.found(.otherwiseIfAvailability, in: shortcut, target: CheckTarget(osVersion: 26)) == expected)
        #expect(C.found(.otherwiseIfAvailability, in: shortcut, target: CheckTarget(osVersion: 18)) == expected)
        #expect(C.found(.otherwiseIfAvailability, in: shortcut, target: CheckTarget(osVersion: 27)).isEmpty)
        #expect(C.found(.otherwiseIfAvailability, in: shortcut).isEmpty)  // no target
        #expect(C.found(.otherwiseIfAvailability, in: shortcut, target: CheckTarget(platform: .iOS)).isEmpty)
    }
}
