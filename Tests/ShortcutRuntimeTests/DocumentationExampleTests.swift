import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// The example of Docs/Running.md ("Testing a shortcut"), verbatim but for the imports.
@Suite struct DocumentationExampleTests {
    @Test func tipIsAddedToTheBill() async throws {
        let shortcut = try Shortcut.build(name: "Tip") { s in
            let bill = s.add(
                Action("is.workflow.actions.ask", ["WFAskActionPrompt": "Bill?", "WFInputType": "Number"]))
            let tip = s.add(
                Action(
                    "is.workflow.actions.math",
                    ["WFInput": Value(bill), "WFMathOperation": "×", "WFMathOperand": 0.2]))
            s.add(.showResult(text: "Tip: \(tip)"))
        }
        let result = try await ShortcutRunner(shortcut).run(answers: [.text("50")])
        #expect(result.shown == [.text("Tip: 10")])
        #expect(result.trace.map(\.actionName) == ["Ask for Input", "Calculate", "Show Content"])
    }
}
