import Foundation
import PropertyList
import ShortcutModel
import Testing

/// Otherwise If (OS 27): an If's middle that carries its own condition keys.
@Suite struct IfConditionTests {
    /// If «Number» > 10 · Otherwise If «Number» > 2 · Otherwise If (two conditions, any) ·
    /// Otherwise · End If, in the form OS 27 writes: each Otherwise If has the opener's keys.
    static var os27Root: PropertyListValue {
        let number: PropertyListValue = [
            "Value": ["Type": "ActionOutput", "OutputUUID": "A1", "OutputName": "Number"],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
        func part(_ mode: Int, _ more: PropertyListDictionary = [:]) -> PropertyListValue {
            var parameters: PropertyListDictionary = [
                "GroupingIdentifier": "G1", "WFControlFlowMode": .integer(.init(mode)),
            ]
            for (key, value) in more { parameters[key] = value }
            return [
                "WFWorkflowActionIdentifier": "is.workflow.actions.conditional",
                "WFWorkflowActionParameters": .dictionary(parameters),
            ]
        }
        let input: PropertyListValue = ["Type": "Variable", "Variable": number]
        let table: PropertyListValue = [
            "WFSerializationType": "WFContentPredicateTableTemplate",
            "Value": [
                "WFActionParameterFilterPrefix": 0,
                "WFActionParameterFilterTemplates": [
                    ["WFCondition": 4, "WFInput": input, "WFNumberValue": 1],
                    ["WFCondition": 4, "WFInput": input, "WFNumberValue": 2],
                ],
            ],
        ]
        return [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.number",
                    "WFWorkflowActionParameters": ["WFNumberActionNumber": 5, "UUID": "A1"],
                ],
                part(0, ["WFInput": input, "WFCondition": 2, "WFNumberValue": 10]),
                part(1, ["WFInput": input, "WFCondition": 2, "WFNumberValue": 2.5]),
                part(1, ["WFConditions": table]),
                part(1),
                part(2, ["UUID": "E1"]),
            ],
            "WFWorkflowClientVersion": "4527.0.1",
        ]
    }

    @Test func otherwiseIfKeepsItsConditionAndEveryByte() throws {
        let shortcut = try Shortcut(propertyList: Self.os27Root)
        let actions = shortcut.actions
        #expect(actions.map(\.isOtherwiseIf) == [false, false, true, true, false, false])
        guard case .single(let opener)? = actions[1].ifCondition, case .single(let second)? = actions[2].ifCondition,
            case .table(let third)? = actions[3].ifCondition
        else {
            Issue.record("conditions not read: \(actions.map(\.ifCondition))")
            return
        }
        #expect(opener.comparison == 2 && opener.fields["WFNumberValue"] == .integer(10))
        #expect(second.comparison == 2 && second.fields["WFNumberValue"] == .real(2.5))
        #expect(second.input?.attachmentOccurrences.first?.attachment.outputUUID == "A1")
        #expect(Array(second.fields.keys) == ["WFInput", "WFCondition", "WFNumberValue"])
        #expect(third.prefix == 0 && third.templates?.map(\.comparison) == [4, 4])
        #expect(actions[4].ifCondition == nil && actions[5].ifCondition == nil)
        #expect(actions[0].ifCondition == nil && !actions[0].isOtherwiseIf)
        // The condition's parameters are the ones stored: writing them back changes nothing.
        #expect(
            actions[2].ifCondition?.parameters == actions[2].parameters.filter { IfCondition.keys.contains($0.key) })
        #expect(IfCondition(parameters: actions[3].ifCondition!.parameters) == actions[3].ifCondition)
        for format in [PropertyListFormat.binary, .xml] {
            let bytes = try shortcut.encoded(as: format)
            let again = try ShortcutDocument(data: bytes).shortcut
            #expect(again == shortcut)
            #expect(try again.encoded(as: format) == bytes)
            #expect(again.propertyList.isEquivalent(to: Self.os27Root))
        }
    }

    @Test func aMiddleWithOnlyAnOperandIsStillAnOtherwiseIf() {
        // An incomplete Otherwise If (check reports it) is not mistaken for a plain Otherwise.
        let action = Action(
            "is.workflow.actions.conditional",
            parameters: ["GroupingIdentifier": "G", "WFControlFlowMode": 1, "WFConditionalActionString": "x"])
        #expect(action.isOtherwiseIf)
        #expect(action.ifCondition?.conditions.first?.comparison == nil)
        let menuCase = Action(
            "is.workflow.actions.choosefrommenu",
            parameters: ["GroupingIdentifier": "G", "WFControlFlowMode": 1, "WFInput": "x"])
        #expect(!menuCase.isOtherwiseIf && menuCase.ifCondition == nil)
    }
}
