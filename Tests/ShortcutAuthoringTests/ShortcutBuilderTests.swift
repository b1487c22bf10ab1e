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
