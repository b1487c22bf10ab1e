import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// The app's data flow, rule by rule. Source of each expectation: Apple's Shortcuts User Guide
/// ("Intro to how shortcuts work": each action passes its output to the next; "Use variables";
/// "Use the If action"; "Use the Repeat actions"; "Use Choose from Menu"), and the stored
/// format in shortcut-format.md (§4.2 attachments, §6 control flow).
@Suite struct DataFlowTests {
    @Test func eachActionTakesThePreviousOutputAsInput() async throws {
        // Text → Change Case (no text parameter): the case changes the Text's output.
        let result = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "hello"]))
            s.add(act("text.changecase", ["WFCaseType": "UPPERCASE"]))
        }
        #expect(result == .text("HELLO"))
    }

    @Test func shortcutInputIsTheFirstActionsInputAndAVariable() async throws {
        let result = try await output(input: .text("Ada")) { s in
            s.add(act("text.changecase", ["WFCaseType": "lowercase"]))
            s.add(act("gettext", ["WFTextActionText": "\(Variable.shortcutInput) / \(Variable.input)"]))
        }
        // Variable.input is the Workflow-era "Input": the action's own input (the lowercased text).
        #expect(result == .text("Ada / ada"))
    }

    @Test func magicVariablesNameAnEarlierOutput() async throws {
        let result = try await output { s in
            let first = s.add(act("gettext", ["WFTextActionText": "first"]))
            s.add(act("gettext", ["WFTextActionText": "second"]))
            s.add(act("gettext", ["WFTextActionText": "\(first) then more"]))
        }
        #expect(result == .text("first then more"))
    }

    @Test func setAndAddToVariableAcrossBranches() async throws {
        let result = try await run(input: .number(5)) { s in
            s.setVariable("log", to: Value(stringLiteral: "start"))
            s.if(.shortcutInput, .isGreaterThan(3)) {
                s.appendToVariable("log", "big")
            } otherwise: {
                s.appendToVariable("log", "small")
            }
            s.add(act("getvariable", ["WFVariable": Value(Variable.named("log"))]))
        }
        #expect(result.output == .list([.text("start"), .text("big")]))
    }

    @Test func ifOutputIsTheLastOutputOfTheBranchTaken() async throws {
        func build(_ number: Double) async throws -> RuntimeValue {
            try await output(input: .number(number)) { s in
                let result = s.if(.shortcutInput, .isLessThan(10)) {
                    s.add(act("gettext", ["WFTextActionText": "small"]))
                } otherwise: {
                    s.add(act("gettext", ["WFTextActionText": "large"]))
                }
                s.add(act("gettext", ["WFTextActionText": "It is \(result)"]))
            }
        }
        #expect(try await build(3) == .text("It is small"))
        #expect(try await build(30) == .text("It is large"))
    }

    @Test func ifWithoutOtherwiseNotTakenOutputsNothing() async throws {
        let result = try await output(input: .number(1)) { s in
            s.if(.shortcutInput, .isGreaterThan(10)) { s.add(act("gettext", ["WFTextActionText": "x"])) }
        }
        #expect(result == .nothing)
    }

    @Test func menuRunsTheAnsweredCaseAndOutputsItsLastOutput() async throws {
        let result = try await run(answers: [.text("Tea")]) { s in
            let choice = try s.menu("Drink?") {
                MenuCase("Coffee") { s.add(act("gettext", ["WFTextActionText": "espresso"])) }
                MenuCase("Tea") { s.add(act("gettext", ["WFTextActionText": "green tea"])) }
            }
            s.add(act("showresult", ["Text": "\(choice)"]))
        }
        #expect(result.shown == [.text("green tea")])
    }

    @Test func nestedRepeatsNumberIndexAndItemFromTheOutside() async throws {
        // Repeat Index is the outer loop's, Repeat Index 2 the inner one's (shortcut-format.md §4.2).
        let result = try await run { s in
            s.repeat(2) { _ in
                s.repeat(3) { _ in
                    s.appendToVariable("pairs", "\(Variable.repeatIndex(level: 1))-\(Variable.repeatIndex(level: 2))")
                }
            }
            s.add(act("getvariable", ["WFVariable": Value(Variable.named("pairs"))]))
            s.add(act("text.combine", ["WFTextSeparator": "Custom", "WFTextCustomSeparator": ","]))
        }
        #expect(result.output == .text("1-1,1-2,1-3,2-1,2-2,2-3"))
    }

    @Test func repeatWithEachOutputsTheListOfEachPassesLastOutput() async throws {
        let result = try await output { s in
            let list = s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.repeatEach(list) { item in
                s.add(act("text.changecase", ["text": Value(item), "WFCaseType": "UPPERCASE"]))
            }
        }
        #expect(result == .list([.text("A"), .text("B"), .text("C")]))
    }

    @Test func stopAndOutputEndsTheRunMidway() async throws {
        let result = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "before"]))
            s.add(act("output", ["WFOutput": "done"]))
            s.add(act("showresult", ["Text": "never"]))
        }
        #expect(result.output == .text("done"))
        #expect(result.shown.isEmpty)
        #expect(result.ending == .stoppedWithOutput)
    }

    @Test func stopThisShortcutKeepsTheLastOutput() async throws {
        let result = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "last"]))
            s.add(act("exit"))
            s.add(act("showresult", ["Text": "never"]))
        }
        #expect(result.output == .text("last"))
        #expect(result.ending == .stopped)
        #expect(result.shown.isEmpty)
    }

    @Test func nothingClearsTheFlowAndCommentsPassItOn() async throws {
        let afterNothing = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "x"]))
            s.add(act("nothing"))
            s.add(act("count", ["WFCountType": "Items"]))
        }
        #expect(afterNothing == .number(0))
        let afterComment = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "x"]))
            s.add(act("comment", ["WFCommentActionText": "note"]))
            s.add(act("count", ["WFCountType": "Characters"]))
        }
        #expect(afterComment == .number(1))
    }

    @Test func runShortcutRunsALibraryShortcutWithItsOwnVariables() async throws {
        let double = try Shortcut.build(name: "Double", checks: .none) { s in
            s.setVariable("x", to: Value(Variable.shortcutInput))
            s.add(act("math", ["WFInput": Value(Variable.named("x")), "WFMathOperation": "×", "WFMathOperand": 2]))
        }
        let result = try await run(library: ["Double": double]) { s in
            s.setVariable("x", to: Value(stringLiteral: "outer"))
            s.add(act("number", ["WFNumberActionNumber": 21]))
            s.add(act("runworkflow", ["WFWorkflowName": "Double"]))
            s.add(
                act(
                    "gettext",
                    [
                        "WFTextActionText":
                            "\(Variable.named("x")) \(ShortcutBuilder.output(of: s.shortcut.actions.last!))"
                    ]))
        }
        #expect(result.output == .text("outer 42"))
    }

    @Test func aggrandizementsTakeKeysPropertiesAndCoercions() async throws {
        let result = try await output { s in
            let json = s.add(
                act("gettext", ["WFTextActionText": #"{"user": {"name": "Ada", "langs": ["swift", "c"]}}"#]))
            let dictionary = json.as(.dictionary)
            s.add(
                act(
                    "gettext",
                    [
                        "WFTextActionText":
                            "\(dictionary.value(forKey: "user.name")) \(dictionary.value(forKey: "user").property("Keys"))"
                    ]))
        }
        #expect(result == .text("Ada name\nlangs"))
    }

    @Test func currentDateComesFromTheInjectedClock() async throws {
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "\(Variable.currentDate.dateFormat(date: "ISO 8601"))"]))
        }
        let clock = RunClock.fixed(
            Date(timeIntervalSince1970: 1_700_000_000), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let result = try await ShortcutRunner(shortcut).run(clock: clock)
        #expect(result.output == .text("2023-11-15"))  // 2023-11-14 22:13:20 UTC is the 15th in Tokyo
    }

    @Test func askEachTimeTakesTheNextAnswer() async throws {
        let result = try await output(answers: [.text("Grace")]) { s in
            s.add(act("gettext", ["WFTextActionText": "Hi \(Variable.askEachTime)"]))
        }
        #expect(result == .text("Hi Grace"))
    }

    @Test func legacyStringConditionsAndModernCodesAgree() async throws {
        // Workflow-era "Equals" / "Contains" (shortcut-format.md §6.4, string form).
        let legacy = try await output(input: .text("Hello World")) { s in
            let group = "G1"
            s.add(
                Action(
                    "is.workflow.actions.conditional",
                    [
                        "GroupingIdentifier": .plain(group), "WFControlFlowMode": 0,
                        "WFCondition": .plain("Contains"), "WFConditionalActionString": "world",
                    ]), uuid: .omitted)
            s.add(act("gettext", ["WFTextActionText": "yes"]))
            s.add(
                Action(
                    "is.workflow.actions.conditional", ["GroupingIdentifier": .plain(group), "WFControlFlowMode": 2]))
        }
        #expect(legacy == .text("yes"))
    }

    @Test func multiConditionIfHoldsWhenAllOrAnyHold() async throws {
        func table(all: Bool) -> Value {
            let input = Value(
                .dictionary(["Type": .string("Variable"), "Variable": .variable(Attachment(type: .extensionInput))]))
            let template1: PropertyListValue = .dictionary([
                "WFCondition": .integer(2), "WFInput": input.parameterValue.propertyList, "WFNumberValue": .integer(3),
            ])
            let template2: PropertyListValue = .dictionary([
                "WFCondition": .integer(0), "WFInput": input.parameterValue.propertyList, "WFNumberValue": .integer(5),
            ])
            return .raw(
                .dictionary([
                    "WFSerializationType": .string("WFContentPredicateTableTemplate"),
                    "Value": .dictionary([
                        "WFActionParameterFilterPrefix": .integer(all ? 1 : 0),
                        "WFActionParameterFilterTemplates": .array([template1, template2]),
                    ]),
                ]))
        }
        func verdict(_ number: Double, all: Bool) async throws -> RuntimeValue {
            try await output(input: .number(number)) { s in
                s.add(
                    Action(
                        "is.workflow.actions.conditional",
                        ["GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFConditions": table(all: all)]),
                    uuid: .omitted)
                s.add(act("gettext", ["WFTextActionText": "yes"]))
                s.add(Action("is.workflow.actions.conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]))
            }
        }
        #expect(try await verdict(4, all: true) == .text("yes"))  // 4 > 3 and 4 < 5
        #expect(try await verdict(7, all: true) == .nothing)
        #expect(try await verdict(7, all: false) == .text("yes"))  // 7 > 3
    }

    @Test func theTraceListsEachActionWithItsOutput() async throws {
        let result = try await run { s in
            s.add(act("number", ["WFNumberActionNumber": 2]))
            s.add(act("math", ["WFMathOperation": "+", "WFMathOperand": 3]))
        }
        #expect(result.trace.map(\.actionName) == ["Number", "Calculate"])
        #expect(result.trace.map(\.output) == [.number(2), .number(5)])
    }
}
