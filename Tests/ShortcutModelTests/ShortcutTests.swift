import Foundation
import PropertyList
import ShortcutModel
import Testing

@Suite struct ShortcutTests {
    @Test func topLevelKeysAreTypedAndUnknownKeysKept() throws {
        let root: PropertyListValue = [
            "WFWorkflowActions": [
                ["WFWorkflowActionIdentifier": "is.workflow.actions.gettext", "WFWorkflowActionParameters": [:]]
            ],
            "WFWorkflowClientVersion": "1146.11.1",
            "WFWorkflowClientRelese": "2.1.2",
            "WFWorkflowMinimumClientVersion": 900,
            "WFWorkflowIcon": ["WFWorkflowIconStartColor": -12_365_313, "WFWorkflowIconGlyphNumber": 61440],
            "WFWorkflowTypes": ["NCWidget", "WatchKit"],
            "WFWorkflowImportQuestions": [
                ["ActionIndex": 7, "Category": "Parameter", "ParameterKey": "K", "Text": "?"]
            ],
            "WFWorkflowNoInputBehavior": [:],
        ]
        let shortcut = try Shortcut(propertyList: root)
        #expect(shortcut.clientVersion == ClientVersion("1146.11.1"))
        #expect(shortcut.minimumClientVersion == 900)
        #expect(shortcut.icon?.colorCode == 4_282_601_983)
        #expect(shortcut.workflowTypes == [.widget, .watchKit])
        #expect(shortcut.importQuestions?.first?.actionIndex == 7)
        #expect(shortcut.unknownKeys.keys.elementsEqual(["WFWorkflowClientRelese"]))
        #expect(shortcut.propertyList.isEquivalent(to: root))
    }

    @Test func clientVersionsCompareComponentWise() {
        #expect(ClientVersion("1146.11.1") > ClientVersion("1145.8"))
        #expect(ClientVersion("900") < ClientVersion("1050.22"))
        #expect(ClientVersion(propertyList: .integer(700))?.components == [700])
        #expect(ClientVersion(propertyList: .boolean(true)) == nil)
    }

    @Test func formatTooNewFollowsTheMinimumClientVersion() {
        var shortcut = Shortcut()
        shortcut.minimumClientVersion = 1113
        #expect(shortcut.isFormatTooNew(forClientVersion: ClientVersion("1050.22")))
        #expect(!shortcut.isFormatTooNew(forClientVersion: ClientVersion("1146.11.1")))
    }

    @Test func structuralErrorsNameTheKeyPath() {
        #expect(throws: ShortcutDecodingError(.rootNotDictionary(found: "array"), at: "", documentKind: "shortcut")) {
            try Shortcut(propertyList: [1])
        }
        #expect(throws: ShortcutDecodingError(.missingKey("WFWorkflowActions"), at: "WFWorkflowActions")) {
            try Shortcut(propertyList: ["WFWorkflowName": "x"])
        }
        let badAction: PropertyListValue = [
            "WFWorkflowActions": [["WFWorkflowActionIdentifier": "a"], ["WFWorkflowActionIdentifier": 5]]
        ]
        do {
            _ = try Shortcut(propertyList: badAction)
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "WFWorkflowActions[1].WFWorkflowActionIdentifier")
            #expect(error.actionIndex == 1)
        }
    }

    @Test func strayParametersSerializationTypeIsNotAValue() throws {
        let root: PropertyListValue = [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.setvariable",
                    "WFWorkflowActionParameters": [
                        "WFSerializationType": "WFTextTokenAttachment", "WFVariableName": "v",
                    ],
                ]
            ]
        ]
        let shortcut = try Shortcut(propertyList: root)
        #expect(shortcut.actions[0].parameters["WFVariableName"] == "v")
        #expect(shortcut.propertyList == root)
    }

    @Test func emptyShortcutIsValid() throws {
        let shortcut = try Shortcut(propertyList: ["WFWorkflowActions": []])
        #expect(shortcut.actions.isEmpty)
    }
}
