import ShortcutModel

/// The well-formed blocks of an action list, by the index of their opener: an opener, its
/// middles and its end with one identifier and one `GroupingIdentifier`, properly nested.
/// Parts of blocks that are not well-formed are absent (the decompiler writes them as actions).
struct ProgramBlocks {
    struct Block {
        var start: Int
        var middles: [Int] = []
        var end = -1
    }

    var byOpener: [Int: Block] = [:]

    static let identifiers: Set<String> = [
        "is.workflow.actions.conditional", "is.workflow.actions.choosefrommenu",
        "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each",
    ]

    init(_ actions: [Action]) {
        var open: [Block] = []
        for (index, action) in actions.enumerated() {
            guard Self.identifiers.contains(action.identifier), let group = action.groupingIdentifier,
                let mode = action.parameters["WFControlFlowMode"].flatMap({
                    $0.integerValue.flatMap(ControlFlowMode.init)
                })
            else { continue }
            switch mode {
            case .start:
                open.append(Block(start: index))
            case .middle, .end:
                // Only the innermost open block may take a middle or an end; anything else breaks
                // the nesting, and the blocks involved are written as actions.
                guard let top = open.last, actions[top.start].groupingIdentifier == group,
                    actions[top.start].identifier == action.identifier
                else {
                    if let position = open.lastIndex(where: { actions[$0.start].groupingIdentifier == group }) {
                        open.removeSubrange(position...)
                    }
                    continue
                }
                if mode == .middle {
                    open[open.count - 1].middles.append(index)
                } else {
                    var block = open.removeLast()
                    block.end = index
                    byOpener[block.start] = block
                }
            }
        }
    }
}

extension ParameterValue {
    /// The value as an `Int` when it is an integer that fits.
    var integerValue: Int? {
        guard case .integer(let number) = self, let small = number.int64 else { return nil }
        return Int(exactly: small)
    }
}
