import Foundation
import ShortcutModel
import ShortcutRendering
import ShortcutSemantics

/// The rows of the actions view, in file order, with nesting from the control-flow analysis
/// (grouping identifiers and modes, so interleaved or unclosed blocks never mis-nest silently).
public struct ShortcutFlow: Sendable, Hashable {
    /// Every action, markers included, in file order.
    public var rows: [ShortcutFlowRow]

    /// Rows you already have (`ShortcutActionsView(data:actions:)`).
    public init(rows: [ShortcutFlowRow]) {
        self.rows = rows
    }

    /// One row per action of `renderable`.
    public init(renderable: RenderableShortcut) {
        let depths = renderable.analysis.controlFlow.depths
        rows = renderable.summaries.enumerated().map { index, summary in
            ShortcutFlowRow(index: index, depth: index < depths.count ? depths[index] : 0, summary: summary)
        }
    }

    /// Actions as the app counts them: every action except Otherwise, menu cases and End markers.
    public var actionCount: Int { rows.count { !$0.isControlFlowMarker } }

    /// The same count straight from a shortcut, without summarising it. A marker is a block's
    /// middle or end in the analysis, or — outside any block — a block action whose mode says
    /// middle or end (a stray End is still an End), as the summarizer decides roles.
    public static func actionCount(of shortcut: Shortcut) -> Int {
        let flow = ControlFlow(actions: shortcut.actions)
        var count = 0
        for (index, action) in shortcut.actions.enumerated() {
            if index < flow.blockIndexOfPart.count, let blockIndex = flow.blockIndexOfPart[index],
                blockIndex < flow.blocks.count
            {
                if flow.blocks[blockIndex].start == index { count += 1 }
            } else if !BlockKind.isBlockIdentifier(action.identifier) {
                count += 1
            } else if action.controlFlowMode != .middle && action.controlFlowMode != .end {
                count += 1
            }
        }
        return count
    }

    /// The deepest nesting of any row.
    public var maximumDepth: Int { rows.map(\.depth).max() ?? 0 }
}
