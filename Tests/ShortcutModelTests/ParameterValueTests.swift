import Foundation
import PropertyList
import ShortcutModel
import Testing

@Suite struct ParameterValueTests {
    /// Each serialization type decodes to its typed case and writes back the same plist.
    @Test(
        arguments: [
            (
                "WFTextTokenAttachment",
                PropertyListValue.dictionary([
                    "Type": "ActionOutput", "OutputUUID": "U", "OutputName": "Text",
                    "Aggrandizements": [["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Name"]],
                ])
            ),
            (
                "WFDictionaryFieldValue",
                [
                    "WFDictionaryFieldValueItems": [
                        [
                            "WFItemType": 0,
                            "WFKey": [
                                "Value": ["string": "k", "attachmentsByRange": [:]],
                                "WFSerializationType": "WFTextTokenString",
                            ],
                            "WFValue": [
                                "Value": ["string": "v", "attachmentsByRange": [:]],
                                "WFSerializationType": "WFTextTokenString",
                            ],
                        ]
                    ]
                ]
            ),
            ("WFDictionaryFieldValue", [["WFItemType": 0, "WFKey": "a", "WFValue": "b"]]),
            (
                "WFArrayParameterState",
                [
                    "one",
                    [
                        "WFItemType": 0,
                        "WFValue": ["Value": ["string": "two"], "WFSerializationType": "WFTextTokenString"],
                    ],
                ]
            ),
            (
                "WFContentPredicateTableTemplate",
                [
                    "WFActionParameterFilterPrefix": 1, "WFContentPredicateBoundedDate": false,
                    "WFActionParameterFilterTemplates": [
                        ["Property": "Name", "Operator": 99, "Removable": true, "Values": ["String": "x"]]
                    ],
                ]
            ),
            ("WFQuantityFieldValue", ["Magnitude": "5", "Unit": "days"]),
            ("WFTimeOffsetValue", ["Operation": "Add", "Unit": "Minute", "Value": 10]),
            (
                "WFContactFieldValue",
                [
                    "WFContactFieldValues": [
                        "a@b.c", ["EntryType": 2, "SerializedEntry": ["link.contentkit.emailaddress": "a@b.c"]],
                    ]
                ]
            ),
            (
                "WFLinkDynamicOptionSubstitutableState",
                ["identifier": "applenotes:folder/1", "title": ["key": "Notes"], "subtitle": ["key": "iCloud"]]
            ),
            ("WFNumberSubstitutableState", true),
            ("WFStringSubstitutableState", "text"),
            (
                "WFTokenAttachmentParameterState",
                ["Value": ["Type": "Clipboard"], "WFSerializationType": "WFTextTokenAttachment"]
            ),
            ("WFBooleanSubstitutableState", false),
        ] as [(String, PropertyListValue)])
    func serializedTypesAreTypedAndLossless(type: String, payload: PropertyListValue) {
        let value: PropertyListValue = ["Value": payload, "WFSerializationType": .string(type)]
        let decoded = ParameterValue(propertyList: value)
        if case .serialized = decoded { Issue.record("\(type) was not typed") }
        #expect(
            decoded.propertyList.isEquivalent(to: value),
            "\(type): \(decoded.propertyList.firstDifference(from: value) ?? "")")
    }

    @Test func doubleWrappedDictionaryIsTyped() {
        let inner: PropertyListValue = [
            "Value": ["WFDictionaryFieldValueItems": []], "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let value: PropertyListValue = ["Value": inner, "WFSerializationType": "WFDictionaryFieldValue"]
        guard case .dictionaryField(let field) = ParameterValue(propertyList: value) else {
            Issue.record("not typed")
            return
        }
        #expect(field.layout == .doubleWrapped)
        #expect(ParameterValue.dictionaryField(field).propertyList == value)
    }

    @Test func unknownTypesAndOddShapesAreKeptVerbatim() {
        let unknown: PropertyListValue = ["Value": [1, 2], "WFSerializationType": "WFFutureThing"]
        let extraKey: PropertyListValue = [
            "Value": ["Magnitude": "1"], "WFSerializationType": "WFQuantityFieldValue", "Extra": true,
        ]
        for value in [unknown, extraKey] {
            let decoded = ParameterValue(propertyList: value)
            guard case .serialized = decoded else {
                Issue.record("expected verbatim for \(value)")
                continue
            }
            #expect(decoded.propertyList == value)
        }
    }

    @Test func ifInputWrapperExposesItsVariable() {
        let wrapper: PropertyListValue = [
            "Type": "Variable",
            "Variable": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"],
        ]
        #expect(ParameterValue(propertyList: wrapper).attachment?.type == .extensionInput)
    }

    @Test func scalarTypesStayDistinct() {
        #expect(ParameterValue(propertyList: .integer(1)) != ParameterValue(propertyList: .boolean(true)))
        #expect(ParameterValue(propertyList: .real(1)) != ParameterValue(propertyList: .integer(1)))
        #expect(ParameterValue(propertyList: "5") == .string("5"))
    }
}
