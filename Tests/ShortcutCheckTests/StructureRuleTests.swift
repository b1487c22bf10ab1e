import Diagnostics
import PropertyList
import ShortcutAuthoring
import ShortcutCheck
import ShortcutModel
import Testing

/// Blocks opened and closed, grouping identifiers, UUIDs: one test per rule that must find it,
/// one near miss that must stay quiet.
@Suite struct StructureRuleTests {
    typealias C = CheckFixture

    /// Text, then If with one action inside; `closed: false` drops the End If.
    static func ifBlock(closed: Bool) -> Shortcut {
        var shortcut = C.build { s in
            let text = s.add(C.text("a"))
            s.if(text, .hasAnyValue) { s.add(C.show("yes")) }
        }
        if !closed { shortcut.actions.removeLast() }
        return shortcut
    }

    @Test func aBlockNeverClosedIsAnError() {
        #expect(C.found(.unclosedBlock, in: Self.ifBlock(closed: false)) == [.init(.unclosedBlock, 1, .error)])
        #expect(C.checker.check(Self.ifBlock(closed: false)).first?.message.contains("End If") == true)
    }

    @Test func aClosedBlockIsQuiet() {
        #expect(C.checker.check(Self.ifBlock(closed: true)).isEmpty)
    }

    @Test func anEndWithNoOpenBlockIsAWarning() {
        var shortcut = Self.ifBlock(closed: true)
        var stray = shortcut.actions[3]
        stray.parameters["GroupingIdentifier"] = .string("00000000-0000-4000-8000-00000000DEAD")
        shortcut.actions.append(stray)
        #expect(C.found(.strayEnd, in: shortcut) == [.init(.strayEnd, 4, .warning)])
        #expect(C.found(.unclosedBlock, in: shortcut).isEmpty)
    }

    @Test func aMiddleWithNoOpenBlockIsAWarning() {
        var shortcut = Self.ifBlock(closed: true)
        var otherwise = Action("is.workflow.actions.conditional")
        otherwise.parameters["GroupingIdentifier"] = .string("00000000-0000-4000-8000-00000000BEEF")
        otherwise.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(1))
        shortcut.actions.insert(otherwise, at: 0)
        #expect(C.found(.strayMiddle, in: shortcut) == [.init(.strayMiddle, 0, .warning)])
        // The same Otherwise inside its block is no finding.
        let inside = C.build { s in
            let text = s.add(C.text("a"))
            s.if(text, .hasAnyValue, then: { s.add(C.show("yes")) }, otherwise: { s.add(C.show("no")) })
        }
        #expect(C.checker.check(inside).isEmpty)
    }

    @Test func aGroupingIdentifierReusedByALaterBlockIsAWarning() {
        var shortcut = C.build { s in
            let text = s.add(C.text("a"))
            s.if(text, .hasAnyValue) { s.add(C.show("1")) }
            s.if(text, .hasNoValue) { s.add(C.show("2")) }
        }
        let group = shortcut.actions[1].parameters["GroupingIdentifier"]
        shortcut.actions[4].parameters["GroupingIdentifier"] = group
        shortcut.actions[6].parameters["GroupingIdentifier"] = group
        #expect(
            C.found(.reusedGroupingIdentifier, in: shortcut) == [.init(.reusedGroupingIdentifier, 4, .warning)])
        #expect(C.found(.strayEnd, in: shortcut).isEmpty)
    }

    @Test func distinctGroupingIdentifiersAreQuiet() {
        let shortcut = C.build { s in
            let text = s.add(C.text("a"))
            s.if(text, .hasAnyValue) { s.add(C.show("1")) }
            s.if(text, .hasNoValue) { s.add(C.show("2")) }
        }
        #expect(C.checker.check(shortcut).isEmpty)
    }

    @Test func twoActionsWithOneUUIDAreAWarning() {
        let shortcut = C.build { s in
            s.add(C.text("a"), uuid: "5E1F0000-0000-4000-8000-000000000001")
            s.add(C.text("b"), uuid: "5E1F0000-0000-4000-8000-000000000001")
        }
        #expect(C.found(.duplicateUUID, in: shortcut) == [.init(.duplicateUUID, 1, .warning)])
    }

    /// The parts of one block may share the opener's UUID (older files do).
    @Test func blockPartsSharingAUUIDAreQuiet() {
        var shortcut = Self.ifBlock(closed: true)
        let uuid = shortcut.actions[3].uuid
        shortcut.actions[1].uuid = uuid
        #expect(C.found(.duplicateUUID, in: shortcut).isEmpty)
    }
}
