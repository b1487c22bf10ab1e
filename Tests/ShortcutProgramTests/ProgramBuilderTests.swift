import Foundation
import PropertyList
import ShortcutCatalog
import ShortcutModel
import ShortcutProgram
import ShortcutRuntime
import Testing

/// `ProgramBuilder`: the issue's example, each condition word, each placeholder kind, and each
/// error with its path.
@Suite struct ProgramBuilderTests {
    static let catalog = try! ActionCatalog.bundled()
    let builder = ProgramBuilder(catalog: Self.catalog)

    func build(_ text: String) throws -> ProgramBuild { try builder.build(try ShortcutProgram(json: Data(text.utf8))) }

    func failure(_ text: String) throws -> ProgramError {
        do {
            _ = try builder.build(try ShortcutProgram(json: Data(text.utf8)))
        } catch {
            return error
        }
        Issue.record("built: \(text)")
        return ProgramError(.invalidValue("built"), path: "")
    }

    static let tip = try! String(
        contentsOf: ProgramReaderTests.regressions.appendingPathComponent("tip.json"), encoding: .utf8)

    @Test func theIssueExampleBuildsChecksCleanAndRuns() async throws {
        let built = try build(Self.tip)
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        #expect(built.checkSummary.passes, "\(built.check)")
        #expect(built.check.filter { $0.severity != .note }.isEmpty, "\(built.check)")
        let shortcut = built.shortcut
        #expect(shortcut.icon?.startColor == 463_140_863)
        #expect(shortcut.inputContentItemClasses == ["WFStringContentItem"])
        #expect(
            shortcut.actions.map(\.identifier) == [
                "is.workflow.actions.ask", "is.workflow.actions.math", "is.workflow.actions.conditional",
                "is.workflow.actions.showresult", "is.workflow.actions.conditional", "is.workflow.actions.showresult",
                "is.workflow.actions.conditional",
            ])
        // Every action has its UUID except the If's opener and Otherwise; the three parts share a group.
        #expect(shortcut.actions.map { $0.uuid != nil } == [true, true, false, true, false, true, true])
        let groups = Set(shortcut.actions[2...].compactMap(\.groupingIdentifier))
        #expect(groups.count == 1)
        // Calculate's input is one attachment; the operand a number; Show Result text with a token.
        let math = shortcut.actions[1].parameters
        guard case .variable(let bill)? = math["WFInput"] else { return #expect(Bool(false), "\(math)") }
        #expect(bill.outputUUID == shortcut.actions[0].uuid)
        #expect(math["WFMathOperand"] == .real(0.2))
        #expect(math["WFMathOperation"] == .string("×"))
        #expect(shortcut.actions[2].parameters["WFCondition"] == .integer(2))
        #expect(shortcut.actions[2].parameters["WFNumberValue"] == .integer(5))
        guard case .text(let text)? = shortcut.actions[3].parameters["Text"] else { return #expect(Bool(false)) }
        #expect(text.string == "Big tip: \u{FFFC}")
        #expect(text.attachments.first?.location == 9)

        let big = try await ShortcutRunner(shortcut).run(answers: [.text("50")])
        #expect(big.shown == [.text("Big tip: 10")])
        let small = try await ShortcutRunner(shortcut).run(answers: [.text("20")])
        #expect(small.shown == [.text("Tip: 4")])
    }

    @Test(arguments: ConditionWord.allCases)
    func eachConditionWordStoresItsCode(_ word: ConditionWord) throws {
        let value: String
        switch word {
        case .hasAnyValue, .doesNotHaveAnyValue: value = ""
        case .isBetween: value = #", "value": [1, "{{n}}"]"#
        case .contains, .doesNotContain, .beginsWith, .endsWith: value = #", "value": "ab {{n}}""#
        default: value = #", "value": 3"#
        }
        let built = try build(
            #"{"actions": [{"action": "number", "params": {"WFNumberActionNumber": 4}, "as": "n"},"#
                + #"{"if": "{{n}}", "is": ""# + word.rawValue + #"""# + value + #", "then": []}]}"#)
        let opener = built.shortcut.actions[1].parameters
        #expect(opener["WFCondition"] == .integer(PropertyListInteger(word.code)))
        guard case .dictionary(let input)? = opener["WFInput"], case .variable? = input["Variable"] else {
            return #expect(Bool(false), "\(opener)")
        }
        switch word {
        case .hasAnyValue, .doesNotHaveAnyValue:
            #expect(opener["WFNumberValue"] == nil && opener["WFConditionalActionString"] == nil)
        case .isBetween:
            #expect(opener["WFNumberValue"] == .integer(1))
            guard case .text(let high)? = opener["WFAnotherNumber"] else { return #expect(Bool(false)) }
            #expect(high.attachments.count == 1)
        case .contains, .doesNotContain, .beginsWith, .endsWith:
            guard case .text(let text)? = opener["WFConditionalActionString"] else { return #expect(Bool(false)) }
            #expect(text.string == "ab \u{FFFC}")
        default:
            #expect(opener["WFNumberValue"] == .integer(3))
        }
        #expect(built.checkSummary.passes, "\(built.check)")
    }

    @Test func isComparesTextWhenTheValueIsText() throws {
        let built = try build(#"{"actions": [{"if": "{{Shortcut Input}}", "is": "is", "value": "yes", "then": []}]}"#)
        #expect(built.shortcut.actions[0].parameters["WFConditionalActionString"] == .string("yes"))
    }

    @Test func eachPlaceholderKind() throws {
        let built = try build(
            """
            {"actions": [
              {"action": "gettext", "params": {"WFTextActionText": "a"}, "as": "out"},
              {"action": "setvariable", "params": {"WFVariableName": "v", "WFInput": "{{out}}"}},
              {"repeat": 2, "do": [{"repeat": 2, "do": [
                {"action": "gettext", "params": {"WFTextActionText": "{{Repeat Index}} {{Repeat Index 2}}"}}]}]},
              {"for each": "{{v}}", "do": [{"action": "gettext", "params": {"WFTextActionText": "{{Repeat Item}}"}}]},
              {"action": "gettext", "params": {"WFTextActionText":
                "{{out}}{{v}}{{Shortcut Input}}{{Clipboard}}{{Current Date}}{{Ask Each Time}}"}}
            ]}
            """)
        let actions = built.shortcut.actions
        guard case .variable(let output)? = actions[1].parameters["WFInput"] else { return #expect(Bool(false)) }
        #expect(output.type == .actionOutput && output.outputUUID == actions[0].uuid && output.outputName == "Text")
        #expect(actions[1].parameters["WFVariableName"] == .string("v"))
        guard case .text(let loops)? = actions[4].parameters["WFTextActionText"] else { return #expect(Bool(false)) }
        #expect(loops.attachments.map(\.attachment.variableName) == ["Repeat Index", "Repeat Index 2"])
        guard case .text(let item)? = actions[8].parameters["WFTextActionText"] else { return #expect(Bool(false)) }
        #expect(item.attachments.map(\.attachment.variableName) == ["Repeat Item"])
        guard case .text(let all)? = actions.last?.parameters["WFTextActionText"] else { return #expect(Bool(false)) }
        #expect(
            all.attachments.map(\.attachment.type) == [
                .actionOutput, .variable, .extensionInput, .clipboard, .currentDate, .ask,
            ])
        #expect(all.attachments.map(\.location) == [0, 1, 2, 3, 4, 5])
    }

    @Test func propertyAndDictionaryKeySyntax() throws {
        let built = try build(
            """
            {"actions": [
              {"action": "getfile", "as": "photo", "unlisted": true},
              {"action": "gettext", "params": {"WFTextActionText": "{{photo.File Extension}} {{photo[size]}} {{photo[a.b].Name}}"}}
            ]}
            """)
        guard case .text(let text)? = built.shortcut.actions[1].parameters["WFTextActionText"] else {
            return #expect(Bool(false))
        }
        let steps = text.attachments.map { $0.attachment.aggrandizements ?? [] }
        #expect(steps[0] == [.property("File Extension")])
        #expect(steps[1] == [.dictionaryValue(forKey: "size")])
        #expect(steps[2] == [.dictionaryValue(forKey: "a.b"), .property("Name")])
    }

    @Test func valuesTakeTheirParameterKindsForm() throws {
        let built = try build(
            """
            {"actions": [
              {"action": "list", "params": {"WFItems": ["a", "b {{Clipboard}}"]}},
              {"action": "dictionary", "params": {"WFItems": {"k": "v", "n": 2, "b": true, "l": ["x"], "d": {"e": "f"}}}},
              {"action": "ask", "params": {"WFAskActionImmediateDictation": true, "WFInputType": "URL"}}
            ]}
            """)
        let actions = built.shortcut.actions
        guard case .list(let list)? = actions[0].parameters["WFItems"] else { return #expect(Bool(false)) }
        #expect(list.items.count == 2)
        guard case .dictionaryField(let field)? = actions[1].parameters["WFItems"] else { return #expect(Bool(false)) }
        #expect(field.items.map(\.itemTypeCode) == [0, 3, 4, 2, 1])
        #expect(actions[2].parameters["WFAskActionImmediateDictation"] == .boolean(true))
        #expect(actions[2].parameters["WFInputType"] == .string("URL"))
        #expect(built.checkSummary.passes, "\(built.check)")
    }

    @Test func rawFormsAreWrittenExactly() throws {
        let built = try build(
            #"{"actions": [{"action": "gettext", "raw": {"WFTextActionText": {"$data": "AAE="}, "X": 1.0}, "uuid": "U-1"}]}"#
        )
        let action = built.shortcut.actions[0]
        #expect(action.parameters["WFTextActionText"] == .data(Data([0, 1])))
        #expect(action.parameters["X"] == .real(1))
        #expect(action.uuid == "U-1")
        #expect(built.warnings.isEmpty)
    }

    @Test func anIfInputGivenRawIsWrittenExactly() throws {
        let built = try build(
            #"{"actions": [{"if": true, "is": "has any value", "then": [], "raw": {"WFInput": {"Type": "Variable", "#
                + #""Variable": {"Value": {"Type": "Variable", "VariableName": "x", "VariableUUID": "V-1"}, "#
                + #""WFSerializationType": "WFTextTokenAttachment"}}}}]}"#)
        guard case .dictionary(let input)? = built.shortcut.actions[0].parameters["WFInput"],
            case .variable(let variable)? = input["Variable"]
        else { return #expect(Bool(false)) }
        #expect(variable.variableName == "x" && variable.variableUUID == "V-1")
        let missing = try failure(#"{"actions": [{"if": true, "is": "has any value", "then": []}]}"#)
        #expect(missing.path == "actions[0].if")
    }

    // MARK: errors name the step

    @Test func anUnknownActionNamesTheStep() throws {
        let found = try failure(#"{"actions": [{"repeat": 1, "do": [{"action": "shwresult"}]}]}"#)
        #expect(found.reason == .unknownAction("shwresult"))
        #expect(found.path == "actions[0].do[0].action")
        let unlisted = try build(#"{"actions": [{"action": "com.example.Do", "unlisted": true}]}"#)
        #expect(unlisted.shortcut.actions[0].identifier == "com.example.Do")
        #expect(unlisted.warnings.map(\.path) == ["actions[0]"])
    }

    @Test func aWrongEnumerationValueListsTheValues() throws {
        let found = try failure(#"{"actions": [{"action": "ask", "params": {"WFInputType": "Numbr"}}]}"#)
        #expect(
            found.reason
                == .invalidEnumeration(
                    value: "Numbr", allowed: ["Text", "Number", "URL", "Date", "Date and Time", "Time"]))
        #expect(found.path == "actions[0].params.WFInputType")
        #expect(found.description.contains("Number"))
    }

    @Test func aPlaceholderMustNameSomethingEarlier() throws {
        let later = try failure(
            #"{"actions": [{"if": "{{x}}", "is": "has any value", "then": []}, {"action": "gettext", "as": "x"}]}"#)
        #expect(later.reason == .undefinedPlaceholder("x"))
        #expect(later.path == "actions[0].if")
        let inText = try failure(
            #"{"actions": [{"menu": "m", "cases": [{"title": "A", "do": [{"action": "showresult", "params": {"Text": "{{y.Name}}"}}]}]}]}"#
        )
        #expect(inText.reason == .undefinedPlaceholder("y.Name"))
        #expect(inText.path == "actions[0].cases[0].do[0].params.Text")
        let outside = try failure(#"{"actions": [{"action": "showresult", "params": {"Text": "{{Repeat Item}}"}}]}"#)
        #expect(outside.reason == .undefinedPlaceholder("Repeat Item"))
        let broken = try failure(#"{"actions": [{"action": "showresult", "params": {"Text": "a {{b"}}]}"#)
        #expect(broken.reason == .malformedPlaceholder("a {{b"))
    }

    @Test func conditionsAndValuesAreChecked() throws {
        let word = try failure(#"{"actions": [{"if": "{{Clipboard}}", "is": "equals", "value": 1, "then": []}]}"#)
        #expect(word.reason == .unknownCondition("equals", allowed: ConditionWord.allCases.map(\.rawValue)))
        #expect(word.path == "actions[0].is")
        let between = try failure(
            #"{"actions": [{"if": "{{Clipboard}}", "is": "is between", "value": 1, "then": []}]}"#)
        #expect(between.path == "actions[0].value")
        let missing = try failure(#"{"actions": [{"if": "{{Clipboard}}", "is": "is", "then": []}]}"#)
        #expect(missing.reason == .missingKey("value"))
        let input = try failure(#"{"actions": [{"for each": "a {{Clipboard}}", "do": []}]}"#)
        #expect(input.path == "actions[0].for each")
        let menu = try failure(#"{"actions": [{"menu": "m", "cases": []}]}"#)
        #expect(menu.reason == .missingBody("cases"))
    }

    @Test func unknownParameterKeysAreWarnings() throws {
        let built = try build(#"{"actions": [{"action": "showresult", "params": {"Text": "a", "Txet": "b"}}]}"#)
        #expect(
            built.warnings == [
                ProgramDiagnostic(
                    path: "actions[0].params.Txet",
                    message: "'Txet' is not a parameter of is.workflow.actions.showresult")
            ])
    }

    @Test func programsBuiltInSwiftAreBoundedToo() throws {
        var step = ProgramStep.action(ProgramAction(action: "showresult"))
        for _ in 0..<1_000 { step = .repeat(ProgramRepeat(count: .integer(1), body: [step])) }
        #expect(throws: ProgramError.self) { try builder.build(ShortcutProgram(actions: [step])) }
    }
}
