import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel
import Testing

/// Data flow through Otherwise If (OS 27): its condition reads data that flows into its branch,
/// and an If with Otherwise Ifs but no plain Otherwise may take no branch at all.
@Suite struct OtherwiseIfFlowTests {
    typealias F = Fixture
    let network = "audit.flow.network"

    /// `WFInput` of a condition on the magic variable `number`.
    static func hasAnyValue(_ attachment: ShortcutModel.Attachment) -> [(String, ParameterValue)] {
        [
            ("WFInput", .dictionary(["Type": .string("Variable"), "Variable": .variable(attachment)])),
            ("WFCondition", .integer(100)),
        ]
    }

    /// contacts → «people»; If …: «people» = "x"; Otherwise If …: «people» = "y"; [Otherwise: «people» = "z"];
    /// End If; POST «people».
    static func overwrittenInEveryBranch(plainOtherwise: Bool) -> [Action] {
        var actions = [
            F.action("selectcontacts", 1),
            F.setVariable("people", F.output(1, "Contact")),
            F.action("gettext", 2, [("WFTextActionText", F.text(.text("a")))]),
            F.control("conditional", .start, group: 1, hasAnyValue(F.output(2, "Text"))),
            F.action("gettext", 3, [("WFTextActionText", F.text(.text("x")))]),
            F.setVariable("people", F.output(3, "Text")),
            F.control("conditional", .middle, group: 1, hasAnyValue(F.output(2, "Text"))),
            F.action("gettext", 4, [("WFTextActionText", F.text(.text("y")))]),
            F.setVariable("people", F.output(4, "Text")),
        ]
        if plainOtherwise {
            actions += [
                F.control("conditional", .middle, group: 1),
                F.action("gettext", 5, [("WFTextActionText", F.text(.text("z")))]),
                F.setVariable("people", F.output(5, "Text")),
            ]
        }
        actions += [
            F.control("conditional", .end, group: 1),
            F.fetch(F.text(.text("https://api.example.com/p?"), .variable(.variable("people"))), method: "POST"),
        ]
        return actions
    }

    @Test func anIfWhoseOtherwiseIfsAllFailKeepsTheValueFromBefore() throws {
        let actions = Self.overwrittenInEveryBranch(plainOtherwise: false)
        let finding = try #require(F.findings(actions, rule: network).first)
        #expect(finding.sourceActions == [0])
        #expect(finding.sinkAction == actions.count - 1)
        // With a plain Otherwise every way through the If sets «people» again: nothing is sent.
        #expect(F.findings(Self.overwrittenInEveryBranch(plainOtherwise: true), rule: network).isEmpty)
    }

    @Test func whatAnOtherwiseIfTestsFlowsIntoItsBranch() throws {
        let actions = [
            F.action("selectcontacts", 1),
            F.action("gettext", 2, [("WFTextActionText", F.text(.text("a")))]),
            F.control("conditional", .start, group: 1, Self.hasAnyValue(F.output(2, "Text"))),
            F.control("conditional", .middle, group: 1, Self.hasAnyValue(F.output(1, "Contact"))),
            // The branch's Input: what its Otherwise If read.
            F.action("gettext", 5, [("WFTextActionText", F.text(.variable(ShortcutModel.Attachment(type: .input))))]),
            F.fetch(F.text(.text("https://api.example.com/up?q="), .variable(F.output(5, "Text"))), method: "POST"),
            F.control("conditional", .end, group: 1),
        ]
        let finding = try #require(F.findings(actions, rule: network).first)
        #expect(finding.sourceActions == [0])
        #expect(finding.sinkAction == 5)
        #expect(finding.pathDescription.contains("3 Otherwise If"), "\(finding.pathDescription)")
        // The same If with a plain Otherwise there: the branch reads nothing of the contacts.
        var plain = actions
        plain[3] = F.control("conditional", .middle, group: 1)
        #expect(F.findings(plain, rule: network).isEmpty)
    }
}
