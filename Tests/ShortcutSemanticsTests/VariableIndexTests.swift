import Foundation
import ShortcutModel
import ShortcutSemantics
import TestSupport
import Testing

@Suite struct VariableIndexTests {
    @Test func resolvesOutputsNamedVariablesAndRepeatItems() {
        var producer = Action("is.workflow.actions.downloadurl")
        producer.uuid = "AAAA-1"
        let set = Action(
            "is.workflow.actions.setvariable",
            parameters: [
                "WFVariableName": .string("Total"), "WFInput": .variable(.output(of: "aaaa-1", named: "Contents")),
            ])
        let loop = Action(
            repeatID,
            parameters: [
                "GroupingIdentifier": "L", "WFControlFlowMode": .integer(0), "WFInput": .variable(.variable("Total")),
            ])
        let body = Action(
            "is.workflow.actions.showresult",
            parameters: ["Text": .text(TokenString(parts: [.text("Item: "), .variable(.variable("Repeat Item"))]))])
        let end = Action(repeatID, parameters: ["GroupingIdentifier": "L", "WFControlFlowMode": .integer(2)])
        let dangling = Action(
            "is.workflow.actions.gettext", parameters: ["WFInput": .variable(.output(of: "GONE", named: "Old"))])
        let unknown = Action("is.workflow.actions.gettext", parameters: ["WFInput": .variable(.variable("Nope"))])

        let shortcut = Shortcut(actions: [producer, set, loop, body, end, dangling, unknown])
        let analysis = ShortcutAnalysis(shortcut)
        let resolutions = analysis.variables.references.map(\.resolution)
        #expect(
            resolutions == [
                .actionOutput(producer: 0), .namedVariable(setters: [1]), .repeatVariable(loopStart: 2), .unresolved,
                .unresolved,
            ])
        #expect(analysis.variables.references[2].path == "Text{6, 1}")
        #expect(analysis.variables.namedVariables.map(\.name) == ["Total", "Nope"])
        #expect(analysis.variables.namedVariables[0].readers == [2])
        #expect(analysis.problems.map(\.actionIndex) == [5, 6])
        #expect(analysis.problems[0].severity == .error)
    }

    @Test func magicVariableNamesComeFromTheProducer() {
        var producer = Action("is.workflow.actions.gettext", parameters: ["CustomOutputName": "Greeting"])
        producer.uuid = "U1"
        let shortcut = Shortcut(actions: [producer])
        let analysis = ShortcutAnalysis(shortcut)
        #expect(analysis.displayName(of: .output(of: "u1", named: "Text"), in: shortcut) == "Greeting")
        #expect(analysis.displayName(of: .output(of: "U2", named: "Text"), in: shortcut) == "Text")
    }

    @Test func importQuestionsPointingNowhereAreWarnings() {
        var shortcut = Shortcut(actions: [textAction])
        shortcut.importQuestions = [
            ImportQuestion(actionIndex: 4, parameterKey: "WFTextActionText", text: "Text?"),
            ImportQuestion(actionIndex: 0, parameterKey: "Missing", text: "Key?"),
        ]
        let problems = ShortcutAnalysis(shortcut).problems
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.severity == .warning })
    }
}
