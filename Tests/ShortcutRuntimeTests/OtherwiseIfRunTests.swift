import ModelTestSupport
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Otherwise If (OS 27): an If runs its first branch whose condition holds, the opener's first,
/// then each Otherwise If's own condition in order, and the plain Otherwise when none holds.
@Suite struct OtherwiseIfRunTests {
    private func shown(_ number: Int) async throws -> [RuntimeValue] {
        try await ShortcutRunner(OtherwiseIfExample.shortcut(number: number)).run().shown
    }

    @Test func theFirstBranchWhoseConditionHoldsRuns() async throws {
        #expect(try await shown(12) == [.text("many")])  // If «Number» > 10
        #expect(try await shown(5) == [.text("some")])  // Otherwise If «Number» > 2
        #expect(try await shown(3) == [.text("some")])
        #expect(try await shown(1) == [.text("one")])  // Otherwise If «Number» is 1
        #expect(try await shown(0) == [.text("few")])  // the plain Otherwise, last
        #expect(try await shown(2) == [.text("few")])
    }

    @Test func eachConditionTestedIsTracedAndCostsAStep() async throws {
        let result = try await ShortcutRunner(OtherwiseIfExample.shortcut(number: 1)).run()
        let parts = result.trace.filter { $0.identifier == IfCondition.actionIdentifier }
        // The opener and both Otherwise Ifs were tested (false, false, true); the Otherwise not reached.
        #expect(parts.map(\.actionIndex) == [OtherwiseIfExample.opener] + OtherwiseIfExample.otherwiseIfs + [9])
        #expect(parts.prefix(3).map(\.output) == [.boolean(false), .boolean(false), .boolean(true)])
        let taken = try await ShortcutRunner(OtherwiseIfExample.shortcut(number: 12)).run()
        // number, If, Text, End If, Show Result: no Otherwise If is tested once the If holds.
        #expect(taken.steps == 5)
        #expect(result.steps == 7)  // number, If, Otherwise If, Otherwise If, Text, End If, Show Result
    }

    @Test func theFirstOfSeveralHoldingOtherwiseIfsWinsAndWithoutOtherwiseNothingRuns() async throws {
        func branch(_ number: Int) async throws -> RuntimeValue {
            let shortcut = try Shortcut.build(seed: "first-wins") { s in
                let value = s.add(.number(number: Value(integerLiteral: number)))
                try s.if(value, .isGreaterThan(100)) {
                    s.add(.text(text: "huge"))
                } otherwiseIf: {
                    OtherwiseIf(value, .isGreaterThan(2)) { s.add(.text(text: "first")) }
                    OtherwiseIf(value, .isGreaterThan(3)) { s.add(.text(text: "second")) }
                }
            }
            return try await ShortcutRunner(shortcut).run().output
        }
        #expect(try await branch(5) == .text("first"))  // both Otherwise Ifs hold: the first runs
        #expect(try await branch(1) == .nothing)  // none holds and there is no plain Otherwise
        #expect(try await branch(200) == .text("huge"))
    }

    @Test func anOtherwiseIfWithSeveralConditionsTestsItsTable() async throws {
        // Otherwise If in the multi-condition form (`WFConditions`, any of: Shortcut Input is 5, is 6).
        let input = ParameterValue.dictionary([
            "Type": .string("Variable"), "Variable": .variable(Variable.shortcutInput.attachment),
        ])
        func equals(_ number: Int) -> PredicateTemplate {
            PredicateTemplate(fields: [
                "WFCondition": 4, "WFInput": input, "WFNumberValue": Value(integerLiteral: number).parameterValue,
            ])
        }
        let table = PredicateTable(prefix: 0, templates: [equals(5), equals(6)])
        func branch(_ number: Double) async throws -> RuntimeValue {
            try await output(input: .number(number)) { s in
                s.add(
                    Action(
                        IfCondition.actionIdentifier,
                        parameters: [
                            "GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFInput": input, "WFCondition": 4,
                            "WFNumberValue": 1,
                        ]),
                    uuid: .omitted)
                s.add(act("gettext", ["WFTextActionText": "one"]))
                s.add(
                    Action(
                        IfCondition.actionIdentifier,
                        parameters: [
                            "GroupingIdentifier": "G", "WFControlFlowMode": 1, "WFConditions": .predicateTable(table),
                        ]),
                    uuid: .omitted)
                s.add(act("gettext", ["WFTextActionText": "five or six"]))
                s.add(Action(IfCondition.actionIdentifier, ["GroupingIdentifier": "G", "WFControlFlowMode": 2]))
            }
        }
        #expect(try await branch(1) == .text("one"))
        #expect(try await branch(6) == .text("five or six"))  // any of the two
        #expect(try await branch(7) == .nothing)
    }
}
