import ModelTestSupport
import ShortcutModel
import ShortcutSemantics
import Testing

/// `ControlFlow`'s branches of an If: the opener, each Otherwise If (OS 27) and the plain Otherwise.
@Suite struct IfBranchTests {
    @Test func anIfListsItsBranchesWithTheirConditions() throws {
        let shortcut = OtherwiseIfExample.shortcut()
        let flow = ControlFlow(actions: shortcut.actions)
        #expect(flow.problems.isEmpty)
        let block = try #require(flow.blocks.first)
        #expect(block.kind == .conditional)
        #expect(block.branches.map(\.kind) == [.if, .otherwiseIf, .otherwiseIf, .otherwise])
        #expect(
            block.branches.map(\.head)
                == [OtherwiseIfExample.opener] + OtherwiseIfExample.otherwiseIfs + [OtherwiseIfExample.otherwise])
        let codes = block.branches.map { $0.condition?.conditions.first?.comparison }
        #expect(codes == [2, 2, 4, nil])
        try #require(block.branches.count == 4)  // (a count that is wrong must not trap below)
        #expect(block.branches[1].condition?.conditions.first?.fields["WFNumberValue"] == .integer(2))
        // The tree keeps one section per branch, in the same order.
        guard
            case .block(_, let sections, let end)? = flow.nodes.first(where: {
                if case .block = $0 { true } else { false }
            })
        else {
            Issue.record("no block in the tree")
            return
        }
        #expect(sections.map(\.head) == block.branches.map(\.head))
        #expect(end == OtherwiseIfExample.end)
    }

    @Test func otherBlocksHaveNoBranchesAndAPlainIfHasTwo() {
        let actions = [
            block(ifID, 0, group: "A"), textAction, block(ifID, 1, group: "A"), textAction, block(ifID, 2, group: "A"),
            block(menuID, 0, group: "M"), block(menuID, 1, group: "M"), block(menuID, 2, group: "M"),
        ]
        let flow = ControlFlow(actions: actions)
        #expect(flow.blocks[0].branches.map(\.kind) == [.if, .otherwise])
        #expect(flow.blocks[0].branches.allSatisfy { $0.condition == nil })  // no condition keys stored
        #expect(flow.blocks[1].branches.isEmpty)
    }
}
