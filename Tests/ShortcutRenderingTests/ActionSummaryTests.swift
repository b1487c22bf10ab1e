import Foundation
import ModelTestSupport
import OrderedCollections
import PropertyList
import ShortcutModel
import ShortcutRendering
import TestSupport
import Testing

@Suite struct ActionSummaryTests {
    typealias F = RenderingFixtures

    @Test func exampleShortcutsReadLikeTheEditor() throws {
        #expect(
            try F.lines(ExampleShortcuts.helloWorld) == ["Text \"Hello, «Shortcut Input» 👋\"", "Show Content «Text»"])
        let weather = try F.lines(ExampleShortcuts.weatherReport)
        #expect(
            weather == [
                "Comment Weather report — an example written by ShortcutKit.",
                "Ask for Input \"Which city?\" · default \"Stockholm\"",
                "URL https://api.example.com/forecast?city=«City»",
                "Get Contents of URL «URL» · POST · JSON (3 items)",
                "Get Dictionary Value for \"days\" in «Contents of URL»",
                "Set Variable «Days» to «Dictionary Value»",
                "Repeat with Each item in «Days»",
                "If «Repeat Item → high» is greater than 25",
                "Add to Variable «Summary» · \"☀️ Hot: «Repeat Item → high» °C\"",
                "Otherwise",
                "Add to Variable «Summary» · \"Mild: «Repeat Item → high» °C\"",
                "End If",
                "End Repeat",
                "Choose from Menu \"Forecast for «City»\"",
                "Case \"Notify me\"",
                "Show Notification \"Weather in «City»\" · «Summary»",
                "Case \"Show details\"",
                "Show Content «Summary»",
                "End Menu",
            ])
        #expect(
            try F.lines(ExampleShortcuts.packingList) == [
                "List Passport, Charger, Toothbrush",
                "Choose from List «List» · \"Packed already?\" · select multiple",
                "Count Items in «Chosen Item»",
                "Repeat 2 times",
                "Speak Text \"Packed «Count» of 3. Round «Repeat Index»\"",
                "End Repeat",
            ])
    }

    @Test func summaryCarriesCatalogFactsAndSegments() throws {
        let summarizer = try F.summarizer(ExampleShortcuts.weatherReport.actions)
        let download = summarizer.summary(ofActionAt: 3)
        #expect(download.name == "Get Contents of URL")
        #expect(download.known)
        #expect(download.category == .web)
        #expect(download.role == .action)
        #expect(download.segments.first == .variable(name: "URL"))
        #expect(download.segments.contains(.value("POST")))
        #expect(summarizer.summary(ofActionAt: 6).role == .blockStart)
        #expect(summarizer.summary(ofActionAt: 9).role == .blockMiddle)
        #expect(summarizer.summary(ofActionAt: 11).role == .blockEnd)
        let comment = summarizer.summary(ofActionAt: 0)
        #expect(comment.note == "Weather report — an example written by ShortcutKit.")
        let missing = summarizer.summary(ofActionAt: 99)
        #expect(missing.name == "No Action" && !missing.known)
        #expect(summarizer.summary(ofActionAt: -1).name == "No Action")
    }

    /// Every integer and legacy condition of shortcut-format.md §6.4, with its operand.
    @Test(
        arguments: [
            (PV.integer(4), ["WFConditionalActionString": PV.string("x")], "If «Name» is \"x\""),
            (.integer(5), ["WFConditionalActionString": .string("x")], "If «Name» is not \"x\""),
            (.integer(99), ["WFConditionalActionString": .string("x")], "If «Name» contains \"x\""),
            (.integer(999), ["WFConditionalActionString": .string("x")], "If «Name» does not contain \"x\""),
            (.integer(8), ["WFConditionalActionString": .string("ab")], "If «Name» begins with \"ab\""),
            (.integer(9), ["WFConditionalActionString": .string("ab")], "If «Name» ends with \"ab\""),
            (.integer(0), ["WFNumberValue": .string("3")], "If «Name» is less than 3"),
            (.integer(1), ["WFNumberValue": .integer(3)], "If «Name» is less than or equal to 3"),
            (.integer(2), ["WFNumberValue": .real(2.5)], "If «Name» is greater than 2.5"),
            (.integer(3), ["WFNumberValue": .string("3")], "If «Name» is greater than or equal to 3"),
            (.integer(100), ["WFConditionalActionString": .string("stale")], "If «Name» has any value"),
            (.integer(101), [:], "If «Name» does not have any value"),
            (
                .integer(1003), ["WFNumberValue": .string("1"), "WFAnotherNumber": .string("9")],
                "If «Name» is between 1 and 9"
            ),
            (.integer(4), ["WFNumberValue": .string("7")], "If «Name» is 7"),
            (.integer(1000), [:], "If «Name» condition 1000"),
            (.integer(4), [:], "If «Name» is \"\""),
            (.integer(99), ["WFConditionalActionString": .string(" ")], "If «Name» contains \"\""),
            (.string("Equals"), ["WFConditionalActionString": .string("x")], "If «Name» is \"x\""),
            (.string("Contains"), ["WFConditionalActionString": .string("x")], "If «Name» contains \"x\""),
            (.string("Is Greater Than"), ["WFNumberValue": .string("5")], "If «Name» is greater than 5"),
            (.string("Is Less Than"), ["WFNumberValue": .string("5")], "If «Name» is less than 5"),
        ] as [(PV, [String: PV], String)])
    func conditions(condition: PV, operands: [String: PV], expected: String) throws {
        var parameters: OrderedDictionary<String, ParameterValue> = [
            "WFInput": F.input(.variable("Name")), "WFCondition": condition,
        ]
        for key in operands.keys.sorted() { parameters[key] = operands[key] }
        let summarizer = try F.summarizer([
            F.ifAction(parameters), F.control("is.workflow.actions.conditional", 2, group: "G1"),
        ])
        #expect(summarizer.summary(ofActionAt: 0).text == expected)
    }

    @Test func dateOperandsUseBeforeAndAfter() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let summarizer = try F.summarizer([
            F.ifAction([
                "WFInput": F.input(Attachment(type: .currentDate)), "WFCondition": .integer(0), "WFDate": .date(date),
            ]),
            F.control("is.workflow.actions.conditional", 2, group: "G1"),
        ])
        #expect(summarizer.summary(ofActionAt: 0).text == "If «Current Date» is before 2023-11-14 22:13:20 UTC")
    }

    @Test func legacyOpenerWithoutConditionDefaultsToContains() throws {
        let summarizer = try F.summarizer([
            Action(
                "is.workflow.actions.conditional",
                parameters: ["GroupingIdentifier": "G", "WFConditionalActionString": "yes"]),
            F.control("is.workflow.actions.conditional", 2, group: "G"),
        ])
        #expect(summarizer.summary(ofActionAt: 0).text == "If «Input» contains \"yes\"")
    }

    @Test func multiConditionIfJoinsWithAndOr() throws {
        func template(_ name: String, _ code: Int, _ text: String) -> PredicateTemplate {
            PredicateTemplate(fields: [
                "WFCondition": .integer(PropertyListInteger(code)), "WFInput": F.input(.variable(name)),
                "WFConditionalActionString": .string(text),
            ])
        }
        for (prefix, joiner) in [(1, "and"), (0, "or")] {
            let table = PredicateTable(prefix: prefix, templates: [template("A", 4, "x"), template("B", 99, "y")])
            let summarizer = try F.summarizer([
                F.ifAction(["WFConditions": .predicateTable(table)]),
                F.control("is.workflow.actions.conditional", 2, group: "G1"),
            ])
            #expect(summarizer.summary(ofActionAt: 0).text == "If «A» is \"x\" \(joiner) «B» contains \"y\"")
        }
    }

    @Test func magicVariablesTakeTheProducersCustomNameAndAggrandizements() throws {
        var producer = Action(
            "is.workflow.actions.math", parameters: ["WFMathOperand": "2", "CustomOutputName": "Total"])
        producer.uuid = "AAAA-1"
        var date = Attachment.output(of: "aaaa-1", named: "Calculation Result")  // case-insensitive UUIDs
        date.aggrandizements = [.property("Name")]
        var coerced = Attachment(type: .extensionInput)
        coerced.aggrandizements = [.coercion(to: "WFNumberContentItem")]
        var unnamed = Attachment(type: .actionOutput, outputUUID: "AAAA-1")
        unnamed.outputName = nil
        let summarizer = try F.summarizer([
            producer,
            Action(
                "is.workflow.actions.setvariable",
                parameters: [
                    "WFVariableName": "Sum", "WFInput": .variable(.output(of: "AAAA-1", named: "Calculation Result")),
                ]),
            Action(
                "is.workflow.actions.showresult",
                parameters: ["Text": F.text(.variable(date), .text(" / "), .variable(coerced))]),
            Action(
                "is.workflow.actions.getvariable",
                parameters: ["WFVariable": .variable(Attachment(type: .actionOutput, outputUUID: "NOPE"))]),
        ])
        #expect(summarizer.summary(ofActionAt: 1).text == "Set Variable «Sum» to «Total»")
        #expect(
            summarizer.summary(ofActionAt: 2).text == "Show Content \"«Total → Name» / «Shortcut Input as Number»\"")
        #expect(summarizer.summary(ofActionAt: 3).text == "Get Variable «Action Output»")
    }

    @Test func hostileTextIsCleanedToOneSafeLine() throws {
        let hostile = "Hi\u{1B}[31m red\n\n\tline\u{202E}evil\u{FFFC}\u{7F}\u{9B}end"
        let summarizer = try F.summarizer([
            Action(
                "is.workflow.actions.gettext", parameters: ["WFTextActionText": .text(TokenString(string: hostile))]),
            Action(
                "is.workflow.actions.setvariable", parameters: ["WFVariableName": "\u{1B}]0;title\u{07}Name\u{2066}"]),
        ])
        let line = summarizer.summary(ofActionAt: 0).text
        #expect(line == "Text \"Hi[31m red lineevil□end\"")
        let variable = summarizer.summary(ofActionAt: 1).text
        #expect(variable == "Set Variable «]0;titleName»")
        for text in [line, variable] {
            #expect(
                !text.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E || $0.value == 0xFFFC
                })
        }
    }

    @Test func longTextIsCut() throws {
        let long = String(repeating: "abcdefghij", count: 50)
        let line = try F.summarizer([
            Action("is.workflow.actions.gettext", parameters: ["WFTextActionText": .string(long)])
        ])
        .summary(ofActionAt: 0).text
        #expect(line.count < 80)
        #expect(line.hasSuffix("…\""))
    }

    @Test func containersAreSummarisedNeverDumped() throws {
        let values: [ParameterValue] = [
            .dictionary(["a": "b", "c": .dictionary(["WFSerializationType": "WFTextTokenAttachment"])]),
            .serialized(
                SerializedValue(
                    serializationType: "WFStrangeNewState",
                    propertyList: ["WFSerializationType": "WFStrangeNewState", "Value": ["x": 1]])),
            .array([.dictionary(["k": 1]), .dictionary(["k": 2])]),
            .dictionaryField(
                DictionaryField(items: [
                    .text(key: TokenString(parts: [.text("k")]), value: TokenString(parts: [.text("v")]))
                ])),
            .data(Data([1, 2, 3])),
            .quantity(Quantity(magnitude: .string("5"), unit: "min")),
            .timeOffset(TimeOffset(operation: "Add", unit: "Minute", value: .integer(5))),
            .linkDynamicOption(LinkDynamicOption(identifier: "applenotes:folder/1", title: "Notes", subtitle: nil)),
            .state(SubstitutableState(kind: .tokenAttachment, value: .variable(.variable("V")))),
        ]
        let actions = values.map { Action("com.example.app.DoThingIntent", parameters: ["thing": $0, "UUID": "X"]) }
        let summaries = try F.summarizer(actions).summaries()
        let texts = summaries.map(\.text)
        #expect(
            texts == [
                "Do Thing · Thing: 2 items",
                "Do Thing · Thing: StrangeNewState",
                "Do Thing · Thing: 2 items",
                "Do Thing · Thing: 1 item",
                "Do Thing · Thing: 3 bytes of data",
                "Do Thing · Thing: 5 min",
                "Do Thing · Thing: Add 5 Minute",
                "Do Thing · Thing: Notes",
                "Do Thing · Thing: «V»",
            ])
        #expect(summaries.allSatisfy { !$0.known && $0.appName == "Example" })
        #expect(!texts.contains(where: F.looksRaw))
        // The check itself catches what a dump would look like.
        #expect(F.looksRaw("\(values[0])"))
        #expect(F.looksRaw("{ WFSerializationType = WFTextTokenString; }"))
        #expect(F.looksRaw("Text \u{FFFC}"))
    }

    @Test func genericFallbackShowsInputThenTwoLabelledParameters() throws {
        let action = Action(
            "is.workflow.actions.image.crop",
            parameters: [
                "WFImageCropHeight": "100", "WFInput": .variable(.variable("Photo")), "WFImageCropWidth": "200",
                "Advanced": true, "WFImageCropPosition": "Center",
            ])
        let summary = try F.summarizer([action]).summary(ofActionAt: 0)
        #expect(summary.known)
        #expect(summary.text.hasPrefix("Crop Image «Photo» · "))
        #expect(summary.segments.filter { if case .text(let t) = $0 { t.hasPrefix(" · ") } else { false } }.count == 1)
        #expect(!summary.text.contains("Advanced"))
    }

    @Test func templatesReadNaturally() throws {
        let input = ParameterValue.variable(.variable("X"))
        let filter = PredicateTable(
            prefix: 1,
            templates: [
                PredicateTemplate(fields: [
                    "Property": "Name", "Operator": .integer(99), "Values": .dictionary(["String": "draft"]),
                ]),
                PredicateTemplate(fields: [
                    "Property": "Creation Date", "Operator": .integer(1001),
                    "Values": .dictionary(["Number": "7", "Unit": .integer(16)]),
                ]),
            ])
        let cases: [(Action, String)] = [
            (Action("is.workflow.actions.alert", parameters: ["WFAlertActionMessage": "Done"]), "Show Alert \"Done\""),
            (
                Action("is.workflow.actions.base64encode", parameters: ["WFInput": input, "WFEncodeMode": "Decode"]),
                "Base64 Encode «X» · Decode"
            ),
            (
                Action(
                    "is.workflow.actions.getvalueforkey",
                    parameters: ["WFInput": input, "WFGetDictionaryValueType": "All Keys"]),
                "Get Dictionary Value All Keys in «X»"
            ),
            (
                Action(
                    "is.workflow.actions.text.replace",
                    parameters: ["WFInput": input, "WFReplaceTextFind": "a", "WFReplaceTextRegularExpression": true]),
                "Replace Text \"a\" with \"\" in «X» · regular expression"
            ),
            (
                Action(
                    "is.workflow.actions.getitemfromlist",
                    parameters: ["WFInput": input, "WFItemSpecifier": "Item At Index", "WFItemIndex": "2"]),
                "Get Item from List Item At Index 2 from «X»"
            ),
            (
                Action(
                    "is.workflow.actions.filter.files",
                    parameters: [
                        "WFContentItemFilter": .predicateTable(filter), "WFContentItemSortProperty": "Name",
                        "WFContentItemLimitEnabled": true, "WFContentItemLimitNumber": .integer(5),
                    ]),
                "Filter Files where Name contains \"draft\" and Creation Date is in the last 7 days · sorted by Name · limit 5"
            ),
            (
                Action(
                    "is.workflow.actions.properties.files",
                    parameters: ["WFInput": input, "WFContentItemPropertyName": "File Size"]),
                "Get Details of Files · File Size of «X»"
            ),
            (
                Action(
                    "is.workflow.actions.repeat.count",
                    parameters: ["GroupingIdentifier": "R", "WFRepeatCount": .integer(1)]), "Repeat 1 time"
            ),
            (
                Action("is.workflow.actions.runworkflow", parameters: ["WFWorkflowName": "Other", "WFInput": input]),
                "Run Shortcut \"Other\" with «X»"
            ),
        ]
        let summaries = try F.summarizer(cases.map(\.0)).summaries()
        for (summary, expected) in zip(summaries, cases.map(\.1)) { #expect(summary.text == expected) }
    }

    @Test func strayBlockPartsAreStillNamed() throws {
        let lines = try F.lines(
            Shortcut(actions: [
                F.control("is.workflow.actions.conditional", 2, group: "X"),
                F.control("is.workflow.actions.choosefrommenu", 1, group: "Y"),
                F.control("is.workflow.actions.repeat.each", 2, group: "Z"),
            ]))
        #expect(lines == ["End If", "Case \"\"", "End Repeat"])
    }

    @Test func displayTextRules() {
        #expect(DisplayText.singleLine("  a \n\n b  ") == "a b")
        #expect(DisplayText.singleLine("abc", limit: 2) == "a…")
        #expect(DisplayText.fragment(" a  b ") == " a b ")
        #expect(DisplayText.multiLine("one\r\ntwo\u{1B}\n\n") == "one\ntwo")
        let huge = String(repeating: "👨‍👩‍👧‍👦", count: 10_000)
        #expect(DisplayText.singleLine(huge, limit: 10).count == 10)
    }
}

typealias PV = ParameterValue
