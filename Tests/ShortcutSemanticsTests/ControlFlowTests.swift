import Foundation
import OrderedCollections
import PropertyList
import ShortcutModel
import ShortcutSemantics
import TestSupport
import Testing

/// Small builders so tests read like the shortcuts they describe.
func block(_ identifier: String, _ mode: Int?, group: String) -> Action {
    var parameters: OrderedDictionary<String, ParameterValue> = ["GroupingIdentifier": .string(group)]
    if let mode { parameters["WFControlFlowMode"] = .integer(PropertyListInteger(mode)) }
    return Action(identifier, parameters: parameters)
}

let ifID = "is.workflow.actions.conditional"
let repeatID = "is.workflow.actions.repeat.each"
let menuID = "is.workflow.actions.choosefrommenu"
let textAction = Action("is.workflow.actions.gettext")

@Suite struct ControlFlowTests {
    @Test func nestsIfOtherwiseInsideRepeat() {
        let actions = [
            block(repeatID, 0, group: "R"), block(ifID, 0, group: "A"), textAction, block(ifID, 1, group: "A"),
            textAction, block(ifID, 2, group: "A"), block(repeatID, 2, group: "R"), textAction,
        ]
        let flow = ControlFlow(actions: actions)
        #expect(flow.depths == [0, 1, 2, 1, 2, 1, 0, 0])
        #expect(flow.maximumDepth == 2)
        #expect(flow.problems.isEmpty)
        #expect(flow.blocks.count == 2)
        #expect(flow.blocks[1].middles == [3])
        #expect(flow.blocks[1].end == 5)
        guard case .block(_, let sections, let end) = flow.nodes[0] else {
            Issue.record("expected a block")
            return
        }
        #expect(end == 6)
        #expect(sections.count == 1)
        guard case .block(_, let inner, _) = sections[0].body[0] else {
            Issue.record("expected a nested block")
            return
        }
        #expect(inner.map(\.head) == [1, 3])
        #expect(inner.map(\.body) == [[.action(2)], [.action(4)]])
        #expect(flow.nodes[1] == .action(7))
    }

    @Test func workflowOneOpenerWithoutModeIsAnOpener() {
        let actions = [
            block(ifID, nil, group: "A"), textAction, block(ifID, 1, group: "A"), block(ifID, 2, group: "A"),
        ]
        let flow = ControlFlow(actions: actions)
        #expect(flow.depths == [0, 1, 0, 0])
        #expect(flow.problems.isEmpty)
    }

    @Test func menuCasesAreMiddles() {
        let actions = [
            block(menuID, 0, group: "M"), block(menuID, 1, group: "M"), textAction, block(menuID, 1, group: "M"),
            textAction, block(menuID, 2, group: "M"),
        ]
        let flow = ControlFlow(actions: actions)
        #expect(flow.blocks.first?.middles == [1, 3])
        #expect(flow.depths == [0, 0, 1, 0, 1, 0])
    }

    @Test func unclosedAndOrphanBlocksAreReportedNotFatal() {
        let unclosed = ControlFlow(actions: [block(ifID, 0, group: "A"), textAction])
        #expect(unclosed.problems.map(\.message) == ["block is never closed"])
        #expect(unclosed.problems.first?.actionIndex == 0)
        #expect(unclosed.nodes.count == 1)

        let orphan = ControlFlow(actions: [textAction, block(ifID, 2, group: "Z")])
        #expect(orphan.problems.first?.actionIndex == 1)
        #expect(orphan.depths == [0, 0])

        // Interleaved: B opens inside A but A ends first.
        let interleaved = ControlFlow(actions: [
            block(ifID, 0, group: "A"), block(repeatID, 0, group: "B"), block(ifID, 2, group: "A"),
            block(repeatID, 2, group: "B"),
        ])
        #expect(interleaved.problems.count == 2)
        #expect(interleaved.problems.allSatisfy { $0.severity == .error })
    }

    @Test func deepNestingNeedsNoRecursion() {
        let depth = 5_000
        var actions: [Action] = []
        for level in 0..<depth { actions.append(block(ifID, 0, group: "G\(level)")) }
        for level in (0..<depth).reversed() { actions.append(block(ifID, 2, group: "G\(level)")) }
        let flow = ControlFlow(actions: actions)
        #expect(flow.maximumDepth == depth)
        #expect(flow.problems.isEmpty)
    }

    @Test func thousandsOfUnclosedBlocksAndStrayEndsAreEachReported() {
        // Hostile input: every end names a block that is not open, so each one is looked up among
        // 5,000 open blocks (a lookup, not a scan: the benchmark's check row times it).
        let count = 5_000
        let actions =
            (0..<count).map { block(ifID, 0, group: "OPEN-\($0)") }
            + (0..<count).map { block(ifID, 2, group: "STRAY-\($0)") }
        let flow = ControlFlow(actions: actions)
        #expect(flow.problems.filter { $0.message == "block is never closed" }.count == count)
        #expect(flow.problems.filter { $0.message == "end of a block that was never opened" }.count == count)
        #expect(flow.blocks.allSatisfy { $0.end == nil })
    }

    @Test func anEndWithoutAGroupClosesTheInnermostBlockOfItsIdentifier() {
        let end = Action(repeatID, parameters: ["WFControlFlowMode": 2])
        let flow = ControlFlow(actions: [
            block(repeatID, 0, group: "R1"), block(ifID, 0, group: "I1"), block(repeatID, 0, group: "R2"),
            block(ifID, 2, group: "I1"), end,
        ])
        // The If's end cuts the inner Repeat short (reported), then the group-less end closes R1.
        #expect(flow.blocks.map(\.end) == [4, 3, nil])
        #expect(flow.problems.count == 1)
    }

    @Test func groupingIdentifiersCompareCaseInsensitively() {
        let flow = ControlFlow(actions: [block(ifID, 0, group: "abc-1"), block(ifID, 2, group: "ABC-1")])
        #expect(flow.problems.isEmpty)
        #expect(flow.blocks.first?.end == 1)
    }
}
