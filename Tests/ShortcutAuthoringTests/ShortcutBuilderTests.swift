import Foundation
import ShortcutAuthoring
import Testing

@Suite struct ShortcutBuilderTests {
    @Test func interpolationPlacesVariablesAtUTF16Offsets() throws {
        let value: Value = "👋 \(Variable.shortcutInput)! \(Variable.named("Name"))"
        guard case .text(let token) = value.parameterValue else {
            Issue.record("not text")
            return
        }
        // 👋 is two UTF-16 units, then a space: the first variable sits at 3.
        #expect(token.attachments.map(\.location) == [3, 6])
        #expect(token.attachments.map(\.attachment.type) == [.extensionInput, .variable])
        #expect(token.string == "👋 \u{FFFC}! \u{FFFC}")
        #expect(token.malformedPlacements.isEmpty)
    }

    @Test func actionOutputsAreMagicVariablesNamedLikeTheEditor() throws {
        let shortcut = try Shortcut.build(name: "Hello") { s in
            let text = s.add(.text(text: "Hello"))
            let renamed = s.add(.text(text: "Bye").outputName("Farewell"))
            s.add(.showResult(text: "\(text) \(renamed)"))
        }
        #expect(shortcut.actions.count == 3)
        guard case .text(let shown)? = shortcut.actions[2].parameters["Text"] else {
            Issue.record("no text")
            return
        }
        let references = shown.attachments.map(\.attachment)
        #expect(references.map(\.outputUUID) == [shortcut.actions[0].uuid, shortcut.actions[1].uuid])
        #expect(references.map(\.outputName) == ["Text", "Farewell"])
        #expect(shortcut.actions[0].uuid != shortcut.actions[1].uuid)
    }

    @Test func theSameSourceBuildsTheSameBytesAndTheSeedChangesTheIdentifiers() throws {
        func make(seed: String?) throws -> Data {
            try Shortcut.build(name: "Loop", seed: seed) { s in
                let list = s.add(.list(items: .strings(["a", "b"])))
                s.repeatEach(list) { item in
                    s.add(.showResult(text: "\(item)"))
                }
            }.encoded(as: .binary)
        }
        #expect(try make(seed: nil) == make(seed: nil))
        #expect(try make(seed: "other") != make(seed: nil))
    }

    @Test func ifOtherwiseWritesOneGroupWithModesConditionAndOperand() throws {
        let shortcut = try Shortcut.build { s in
            let number = s.add(.number(number: 7))
            s.if(number, .isGreaterThan(5)) {
                s.add(.showResult(text: "big"))
            } otherwise: {
                s.add(.showResult(text: "small"))
            }
        }
        let blocks = shortcut.actions.filter { $0.identifier == "is.workflow.actions.conditional" }
        #expect(blocks.map(\.controlFlowMode) == [.start, .middle, .end])
        #expect(Set(blocks.map(\.groupingIdentifier)).count == 1)
        let opener = blocks[0]
        #expect(opener.parameters["WFCondition"] == .integer(2))
        #expect(opener.parameters["WFNumberValue"] == .integer(5))
        #expect(opener.parameters["WFInput"]?.attachment?.outputUUID == shortcut.actions[0].uuid)
        #expect(blocks[2].uuid != nil)  // the End If names the block's output
        #expect(shortcut.actions.map(\.identifier)[2] == "is.workflow.actions.showresult")
    }

    @Test func everyConditionHasItsStoredCode() {
        let codes: [(Condition, Int)] = [
            (.is("a"), 4), (.isNot("a"), 5), (.contains("a"), 99), (.doesNotContain("a"), 999),
            (.beginsWith("a"), 8), (.endsWith("a"), 9), (.isLessThan(1), 0), (.isLessThanOrEqual(1), 1),
            (.isGreaterThan(1), 2), (.isGreaterThanOrEqual(1), 3), (.isBetween(1, 2), 1003),
            (.hasAnyValue, 100), (.hasNoValue, 101), (.code(1002, operands: [:]), 1002),
        ]
        for (condition, code) in codes { #expect(condition.code == code) }
    }

    @Test func menuCasesFollowTheirTitlesAndNestedLoopsNumberTheirItems() throws {
        let shortcut = try Shortcut.build { s in
            try s.menu("Pick") {
                MenuCase("One") { s.add(.showResult(text: "1")) }
                MenuCase("Two") {
                    s.repeat(3) { _ in
                        s.repeatEach(.shortcutInput) { item in s.add(.showResult(text: "\(item)")) }
                    }
                }
            }
        }
        let menu = shortcut.actions.filter { $0.identifier == "is.workflow.actions.choosefrommenu" }
        #expect(menu.map(\.controlFlowMode) == [.start, .middle, .middle, .end])
        #expect(menu[0].parameters["WFMenuItems"] == .array([.string("One"), .string("Two")]))
        #expect(menu[1].parameters["WFMenuItemTitle"] == .string("One"))
        let inner = shortcut.actions.first {
            $0.identifier == "is.workflow.actions.showresult" && $0 != shortcut.actions[2]
        }
        guard case .text(let token)? = inner?.parameters["Text"] else {
            Issue.record("no inner text")
            return
        }
        #expect(token.attachments.first?.attachment.variableName == "Repeat Item 2")
    }

    @Test func mistakesThrowAnErrorNamingTheAction() throws {
        #expect(throws: AuthoringError(.emptyMenu, actionIndex: 1, identifier: "is.workflow.actions.choosefrommenu")) {
            try Shortcut.build { s in
                s.add(.comment(text: "start"))
                try s.menu("Nothing") {}
            }
        }
        let foreign = try Shortcut.build(seed: "elsewhere") { s in s.add(.text(text: "x")) }
        let stray = ShortcutBuilder.output(of: foreign.actions[0])
        do {
            _ = try Shortcut.build { s in s.add(.showResult(text: "\(stray)")) }
            Issue.record("expected a dangling-output error")
        } catch let error as AuthoringError {
            #expect(error.actionIndex == 0)
            #expect(error.identifier == "is.workflow.actions.showresult")
            #expect(error.description.contains("action 0 (is.workflow.actions.showresult)"))
        }
        #expect(throws: AuthoringError.self) {
            try Shortcut.build { s in
                s.add(.text(text: "a"), uuid: "SAME")
                s.add(.text(text: "b"), uuid: "SAME")
            }
        }
        // The same mistakes are accepted when checks are off (decompiled files keep them).
        let kept = try Shortcut.build(checks: .none) { s in s.add(.showResult(text: "\(stray)")) }
        #expect(kept.actions.count == 1)
    }
}

@Suite struct ControlFlowTests {
    @Test func conditionsWriteTheOperandKeyOfTheirKindAndKeptOperands() {
        func operands(_ condition: Condition) -> [String] { condition.operands.map(\.key) }
        #expect(operands(.is("a")) == ["WFConditionalActionString"])
        #expect(operands(.is(3)) == ["WFNumberValue"])
        #expect(operands(.equals(number: .plain("3"))) == ["WFNumberValue"])
        #expect(Condition.equals(number: .plain("3")).code == 4)
        #expect(Condition.doesNotEqual(number: 2).code == 5)
        #expect(operands(.isBetween(1, 9)) == ["WFNumberValue", "WFAnotherNumber"])
        #expect(operands(.contains("x").with(number: 5)) == ["WFConditionalActionString", "WFNumberValue"])
        let date = Condition(code: 1002, date: "\(Variable.currentDate)", duration: 7)
        #expect(date.code == 1002)
        #expect(operands(date) == ["WFDate", "WFDuration"])
        // A later operand of the same kind replaces the earlier one.
        #expect(
            Condition.contains("x").with(text: "y").operands == [.init(key: "WFConditionalActionString", value: "y")])
    }

    @Test func aBlockKeepsTheGroupOutputAndFlagsItIsGiven() throws {
        let shortcut = try Shortcut.build { s in
            let number = s.add(.number(number: 7), uuid: "N")
            s.if(number, .is("7"), legacyComparison: true, group: "G", output: "E", outputName: "Result") {
                s.add(.comment(text: "yes"), uuid: .omitted)
            }
            s.repeat(nil, group: "R", output: .omitted) { _ in }
            s.repeatEach(nil, group: "RE") { _ in }
        }
        let opener = shortcut.actions[1]
        #expect(opener.parameters["GroupingIdentifier"] == .string("G"))
        #expect(opener.parameters["WFConditionalLegacyComparisonBehavior"] == .boolean(true))
        #expect(opener.parameters["WFCondition"] == .integer(4))
        #expect(opener.uuid == nil)
        let end = shortcut.actions[3]
        #expect(end.uuid == "E")
        #expect(end.customOutputName == "Result")
        #expect(end.groupingIdentifier == "G")
        #expect(shortcut.actions[4].parameters["WFRepeatCount"] == nil)
        #expect(shortcut.actions[5].uuid == nil)  // output: .omitted
        #expect(shortcut.actions[6].parameters["WFInput"] == nil)
        #expect(shortcut.actions[7].uuid != nil)  // output: .automatic
    }

    @Test func menusWithoutPromptWithLegacyFlagsAndAttributedTitles() throws {
        let shortcut = try Shortcut.build { s in
            try s.menu(legacyCancelBehavior: false, group: "M") {
                MenuCase("Plain") {}
                MenuCase("Rich", attributedTitle: "Rich \(Variable.clipboard)") {
                    s.add(.comment(text: "x"), uuid: .omitted)
                }
            }
        }
        let menu = shortcut.actions.filter { $0.identifier == "is.workflow.actions.choosefrommenu" }
        #expect(menu.count == 4)
        #expect(menu[0].parameters["WFMenuPrompt"] == nil)
        #expect(menu.allSatisfy { $0.parameters["WFMenuLegacyCancelBehavior"] == .boolean(false) })
        #expect(menu[1].parameters["WFMenuItemAttributedTitle"] == nil)
        guard case .text(let title)? = menu[2].parameters["WFMenuItemAttributedTitle"] else {
            Issue.record("no attributed title")
            return
        }
        #expect(title.attachments.map(\.attachment.type) == [.clipboard])
    }

    @Test func menuItemsMayBeTypedItemsAndIfMayTakeTheOldStringConditions() throws {
        let typed: Value = .plainDictionary(["WFItemType": 0, "WFValue": "Tea"])
        let shortcut = try Shortcut.build { s in
            try s.menu("Drink?") {
                MenuCase("Tea", item: typed) {}
                MenuCase("Coffee") {}
            }
            s.ifPrevious("Is Greater Than", number: 3) {}
        }
        #expect(shortcut.actions[0].parameters["WFMenuItems"] == .array([typed.parameterValue, .string("Coffee")]))
        let opener = try #require(shortcut.actions.first { $0.parameters["WFCondition"] != nil })
        #expect(opener.parameters["WFCondition"] == .string("Is Greater Than"))
        #expect(opener.parameters["WFNumberValue"] == .integer(3))
        #expect(opener.parameters["WFInput"] == nil)
    }
}
