import ShortcutModel
import ShortcutSemantics

/// Otherwise If (OS 27, an If's middle with its own condition): each one's condition fields
/// complete, the plain Otherwise last, and a note for targets before 27 — read from the branches
/// `ControlFlow` gives each If.
enum OtherwiseIfRules {
    /// The OS release that added Otherwise If.
    static let firstOS = 27

    /// Structure: conditions complete (`otherwise-if-condition`) and the plain Otherwise last
    /// (`otherwise-not-last`).
    static func checkStructure(_ flow: ControlFlow, into found: inout CheckFindings) {
        for block in flow.blocks where block.kind == .conditional {
            var plainOtherwise: Int?
            for branch in block.branches {
                if let earlier = plainOtherwise, branch.kind != .if {
                    let what = branch.kind == .otherwiseIf ? "Otherwise If" : "a second Otherwise"
                    found.add(
                        .otherwiseNotLast, action: branch.head, keyPath: "WFControlFlowMode",
                        "\(what) comes after the plain Otherwise at action \(earlier): an If runs its first "
                            + "branch whose condition holds and the plain Otherwise when none does, so this branch "
                            + "is never reached; move the plain Otherwise (and its actions) to the end of the If")
                }
                switch branch.kind {
                case .if: break
                case .otherwise: plainOtherwise = plainOtherwise ?? branch.head
                case .otherwiseIf: checkCondition(branch, into: &found)
                }
            }
        }
    }

    /// Availability: with a target before OS 27, a note on each Otherwise If.
    static func checkAvailability(_ flow: ControlFlow, target: CheckTarget, into found: inout CheckFindings) {
        guard let os = target.osVersion, os < firstOS else { return }
        for block in flow.blocks where block.kind == .conditional {
            for branch in block.branches where branch.kind == .otherwiseIf {
                found.add(
                    .otherwiseIfAvailability, action: branch.head,
                    "Otherwise If is new in OS \(firstOS): \(target) has no such branch (its If knows one plain "
                        + "Otherwise); target \(firstOS) or later, or nest an If inside the Otherwise instead")
            }
        }
    }

    /// An Otherwise If needs `WFInput` and a `WFCondition` code (or a `WFConditions` table whose
    /// every condition has both) and the operand its code compares with.
    private static func checkCondition(_ branch: IfBranch, into found: inout CheckFindings) {
        switch branch.condition {
        case .table(let table)?:
            guard let templates = table.templates, !templates.isEmpty else {
                found.add(
                    .otherwiseIfCondition, action: branch.head, keyPath: "WFConditions",
                    "Otherwise If has a WFConditions table without conditions: add at least one condition "
                        + "(WFInput, WFCondition and its operand)")
                return
            }
            for (index, template) in templates.enumerated() {
                check(
                    template, at: branch.head, path: "WFConditions.WFActionParameterFilterTemplates[\(index)].", &found)
            }
        case .single(let template)?:
            check(template, at: branch.head, path: "", &found)
        case nil:
            break
        }
    }

    private static func check(
        _ template: PredicateTemplate, at index: Int, path: String, _ found: inout CheckFindings
    ) {
        let fields = template.fields
        if fields["WFInput"] == nil {
            found.add(
                .otherwiseIfCondition, action: index, keyPath: path + "WFInput",
                "Otherwise If has no WFInput: the app cannot tell what it tests; set the variable to compare "
                    + "(WFInput, as on the If)")
        }
        guard case .integer(let stored)? = fields["WFCondition"], let code = stored.int64.map(Int.init) else {
            let stored = fields["WFCondition"].map { "is a \($0.shapeName), not a condition code" }
            found.add(
                .otherwiseIfCondition, action: index, keyPath: path + "WFCondition",
                "Otherwise If's WFCondition \(stored ?? "is missing"): set the comparison as a number code "
                    + "(4 is, 99 contains, 2 is greater than, …)")
            return
        }
        let present = { (key: String) in fields[key] != nil }
        let (first, second) = operands(forCode: code)
        if !first.isEmpty, !first.contains(where: present) {
            found.add(
                .otherwiseIfCondition, .warning, action: index, keyPath: path + first[0],
                "Otherwise If's condition \(code) has no operand (\(first.joined(separator: ", "))): it "
                    + "compares with an empty value; fill in the value to compare with")
        } else if !second.isEmpty, !second.contains(where: present) {
            found.add(
                .otherwiseIfCondition, .warning, action: index, keyPath: path + second[0],
                "Otherwise If's condition \(code) (is between) has no upper bound (\(second.joined(separator: ", "))): "
                    + "fill in the second value")
        }
    }

    /// The operand keys a condition code reads (shortcut-format.md §6.4): one of `first` must be
    /// there, and for “is between” one of `second`. Codes without a confirmed meaning ask for none.
    private static func operands(forCode code: Int) -> (first: [String], second: [String]) {
        switch code {
        case 0, 1, 2, 3: (["WFNumberValue", "WFDate", "WFMeasurement", "WFDuration"], [])
        case 4, 5:
            (["WFConditionalActionString", "WFNumberValue", "WFEnumeration", "WFDate", "WFMeasurement"], [])
        case 8, 9, 99, 999: (["WFConditionalActionString"], [])
        case 1003:
            (
                ["WFNumberValue", "WFDate", "WFMeasurement", "WFDuration"],
                ["WFAnotherNumber", "WFAnotherDate", "WFAnotherMeasurement", "WFAnotherDuration"]
            )
        default: ([], [])
        }
    }
}
