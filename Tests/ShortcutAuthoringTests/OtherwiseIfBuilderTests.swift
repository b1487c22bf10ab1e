import ShortcutAuthoring
import Testing

/// `otherwiseIf`: each Otherwise If is a middle of the If carrying the opener's condition keys
/// (the form OS 27 writes); the plain Otherwise, when given, comes last.
@Suite struct OtherwiseIfBuilderTests {
    @Test func eachOtherwiseIfIsAMiddleWithItsOwnCondition() throws {
        let shortcut = try Shortcut.build { s in
            let number = s.add(.number(number: 7))
            let name = s.add(.text(text: "Ann"))
            try s.if(number, .isGreaterThan(10)) {
                s.add(.showResult(text: "big"))
            } otherwiseIf: {
                OtherwiseIf(number, .isBetween(3, 5)) { s.add(.showResult(text: "middle")) }
                OtherwiseIf(name, .contains("A"), legacyComparison: false) { s.add(.showResult(text: "A")) }
            } otherwise: {
                s.add(.showResult(text: "small"))
            }
        }
        let parts = shortcut.actions.filter { $0.identifier == IfCondition.actionIdentifier }
        #expect(parts.map(\.controlFlowMode) == [.start, .middle, .middle, .middle, .end])
        #expect(Set(parts.map(\.groupingIdentifier)).count == 1)
        #expect(parts.map(\.isOtherwiseIf) == [false, true, true, false, false])
        let first = parts[1]
        #expect(
            Array(first.parameters.keys) == [
                "GroupingIdentifier", "WFControlFlowMode", "WFInput", "WFCondition", "WFNumberValue",
                "WFAnotherNumber",
            ])
        #expect(first.parameters["WFCondition"] == .integer(1003))
        #expect(first.parameters["WFInput"]?.attachment?.outputUUID == shortcut.actions[0].uuid)
        #expect(first.uuid == nil)
        let second = parts[2]
        #expect(second.parameters["WFConditionalActionString"] == .text(TokenString(parts: [.text("A")])))
        #expect(second.parameters["WFConditionalLegacyComparisonBehavior"] == .boolean(false))
        #expect(second.parameters["WFInput"]?.attachment?.outputUUID == shortcut.actions[1].uuid)
        #expect(parts[3].parameters.count == 2)  // the plain Otherwise: group and mode only
        // The bodies sit after their heads, in order.
        let shown = shortcut.actions.compactMap { $0.parameters["Text"]?.plainText }
        #expect(shown == ["big", "middle", "A", "small"])
    }

    @Test func withoutOtherwiseThereIsNoPlainMiddle() throws {
        let shortcut = try Shortcut.build { s in
            let number = s.add(.number(number: 7))
            try s.if(number, .is(1)) {
                s.add(.showResult(text: "one"))
            } otherwiseIf: {
                OtherwiseIf(number, .is(2)) { s.add(.showResult(text: "two")) }
            }
        }
        let parts = shortcut.actions.filter { $0.identifier == IfCondition.actionIdentifier }
        #expect(parts.map(\.controlFlowMode) == [.start, .middle, .end])
        #expect(
            parts[1].ifCondition
                == .single(PredicateTemplate(fields: parts[1].parameters.filter { IfCondition.keys.contains($0.key) })))
        #expect(parts[1].parameters["WFNumberValue"] == .integer(2))
    }
}
