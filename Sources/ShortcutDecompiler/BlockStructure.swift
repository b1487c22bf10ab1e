import ShortcutModel

/// The well-formed blocks of an action list: an opener, its middles and its end, with one
/// identifier and one `GroupingIdentifier`, properly nested. Blocks that are not (an end
/// without an opener, an opener never closed, crossed groups) are absent; the decompiler
/// writes their actions straight-line.
struct BlockStructure {
    struct Block {
        var start: Int
        var middles: [Int]
        var end: Int
    }

    /// Well-formed blocks by the index of their opener.
    var blocks: [Int: Block] = [:]
    /// Openers, middles and ends of blocks that are not well-formed.
    var malformedParts = 0

    static let identifiers: Set<String> = [
        "is.workflow.actions.conditional", "is.workflow.actions.choosefrommenu",
        "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each",
    ]

    /// The part an action plays in a block, or nil when it is no block action.
    static func mode(of action: Action) -> ControlFlowMode? {
        guard identifiers.contains(action.identifier), action.groupingIdentifier != nil else { return nil }
        return action.controlFlowMode ?? .start
    }

    init(_ actions: [Action]) {
        var open: [Block] = []
        var partsSeen = 0
        var partsInBlocks = 0
        for (index, action) in actions.enumerated() {
            guard let mode = Self.mode(of: action), let group = action.groupingIdentifier else { continue }
            partsSeen += 1
            switch mode {
            case .start:
                open.append(Block(start: index, middles: [], end: -1))
            case .middle, .end:
                // The innermost open block of this group; anything opened after it is never closed.
                guard
                    let position = open.lastIndex(where: {
                        actions[$0.start].groupingIdentifier == group
                            && actions[$0.start].identifier == action.identifier
                    })
                else { continue }
                open.removeSubrange((position + 1)...)
                if mode == .middle {
                    open[position].middles.append(index)
                } else {
                    var block = open.removeLast()
                    block.end = index
                    blocks[block.start] = block
                    partsInBlocks += 2 + block.middles.count
                }
            }
        }
        malformedParts = partsSeen - partsInBlocks
    }
}
