import ShortcutModel

/// The block structure of a shortcut: which actions open, divide and close If, Menu and
/// Repeat blocks, each action's nesting depth, and a tree to walk.
///
/// Built from `GroupingIdentifier` *and* `WFControlFlowMode`, tolerating Workflow 1.x openers
/// without a mode. Unbalanced or interleaved blocks are reported in ``problems``, never fatal.
public struct ControlFlow: Sendable, Hashable {
    /// Nesting depth of every action (an opener, its middles and its end share the depth of
    /// the block; the actions inside are one deeper).
    public var depths: [Int]
    /// Every block, in order of its opener.
    public var blocks: [Block]
    /// The actions as a tree of plain actions and blocks.
    public var nodes: [FlowNode]
    public var problems: [Problem]

    /// Deepest nesting of blocks (a lone If is 1).
    public var maximumDepth: Int { blocks.map { $0.depth + 1 }.max() ?? 0 }

    /// Index into ``blocks`` of the innermost block each action belongs to as a part (opener,
    /// middle, end), or nil for plain actions.
    public var blockIndexOfPart: [Int?]

    public init(actions: [Action]) {
        var builder = ControlFlowBuilder(actions: actions)
        builder.build()
        depths = builder.depths
        blocks = builder.blocks
        problems = builder.problems
        blockIndexOfPart = builder.blockOfPart
        nodes = builder.tree()
    }
}

/// One block: its opener, middles (Otherwise, menu cases) and end.
public struct Block: Sendable, Hashable {
    public var kind: BlockKind
    public var groupingIdentifier: String?
    /// Index of the opening action.
    public var start: Int
    /// Indices of the Otherwise / menu-case actions, in order.
    public var middles: [Int]
    /// Index of the closing action; nil when the block is never closed.
    public var end: Int?
    /// Nesting depth of the block itself (0 at top level).
    public var depth: Int
    /// For an If: its branches in file order — the opener, each Otherwise If (OS 27) and the
    /// plain Otherwise — with their conditions. Empty for other blocks.
    public var branches: [IfBranch] = []
}

/// A node of the control-flow tree.
public indirect enum FlowNode: Sendable, Hashable {
    /// A plain action (index into the shortcut's actions).
    case action(Int)
    /// A block: each section is the head action (opener or middle) and the nodes inside it.
    case block(blockIndex: Int, sections: [FlowSection], end: Int?)
}

/// One section of a block: the opener or a middle, and its body.
public struct FlowSection: Sendable, Hashable {
    public var head: Int
    public var body: [FlowNode]
}

/// Assembles ``ControlFlow`` in one pass with a stack of open blocks (no recursion, so
/// depth 38 or 3,800 costs the same).
struct ControlFlowBuilder {
    let actions: [Action]
    var depths: [Int] = []
    var blocks: [Block] = []
    var problems: [Problem] = []
    var blockOfPart: [Int?] = []
    private var open: [Int] = []  // indices into `blocks`
    // The positions in `open` of the blocks with each grouping identifier (upper-cased) and each
    // opening identifier, ascending: finding the block a middle or an end continues is a lookup,
    // not a scan of every open block (thousands of unclosed blocks stay linear).
    private var openByGroup: [String: [Int]] = [:]
    private var openByIdentifier: [String: [Int]] = [:]

    init(actions: [Action]) {
        self.actions = actions
        depths = Array(repeating: 0, count: actions.count)
        blockOfPart = Array(repeating: nil, count: actions.count)
    }

    /// The block role of an action: an explicit mode, or an opener by the Workflow 1.x rule
    /// (a block action with a `GroupingIdentifier` and no mode).
    static func role(of action: Action) -> ControlFlowMode? {
        if let mode = action.controlFlowMode { return mode }
        if action.parameters["WFControlFlowMode"] == nil, action.groupingIdentifier != nil,
            BlockKind.isBlockIdentifier(action.identifier)
        {
            return .start
        }
        return nil
    }

    mutating func build() {
        for (index, action) in actions.enumerated() {
            switch Self.role(of: action) {
            case nil:
                depths[index] = open.count
            case .start?:
                depths[index] = open.count
                blocks.append(
                    Block(
                        kind: BlockKind(identifier: action.identifier), groupingIdentifier: action.groupingIdentifier,
                        start: index, middles: [], end: nil, depth: open.count,
                        branches: IfBranch(head: index, action: action).map { [$0] } ?? []))
                blockOfPart[index] = blocks.count - 1
                pushOpen(blocks.count - 1)
            case .middle?, .end?:
                let isEnd = Self.role(of: action) == .end
                guard let position = matchingOpenBlock(for: action) else {
                    depths[index] = open.count
                    problems.append(
                        Problem(
                            .error, actionIndex: index,
                            message: "\(isEnd ? "end" : "middle") of a block that was never opened"))
                    continue
                }
                closeInterleaved(above: position, at: index)
                let blockIndex = open[position]
                depths[index] = blocks[blockIndex].depth
                blockOfPart[index] = blockIndex
                if isEnd {
                    blocks[blockIndex].end = index
                    popOpen()
                } else {
                    blocks[blockIndex].middles.append(index)
                    if blocks[blockIndex].kind == .conditional, let branch = IfBranch(head: index, action: action) {
                        blocks[blockIndex].branches.append(branch)
                    }
                }
            }
        }
        for blockIndex in open.reversed() {
            problems.append(
                Problem(.error, actionIndex: blocks[blockIndex].start, message: "block is never closed"))
        }
        open.removeAll()
        openByGroup.removeAll()
        openByIdentifier.removeAll()
    }

    private mutating func pushOpen(_ blockIndex: Int) {
        let position = open.count
        open.append(blockIndex)
        if let group = blocks[blockIndex].groupingIdentifier?.uppercased() {
            openByGroup[group, default: []].append(position)
        }
        openByIdentifier[actions[blocks[blockIndex].start].identifier, default: []].append(position)
    }

    @discardableResult
    private mutating func popOpen() -> Int? {
        guard let blockIndex = open.popLast() else { return nil }
        if let group = blocks[blockIndex].groupingIdentifier?.uppercased() {
            openByGroup[group]?.removeLast()
        }
        openByIdentifier[actions[blocks[blockIndex].start].identifier]?.removeLast()
        return blockIndex
    }

    /// The innermost open block this middle/end belongs to: same grouping identifier (compared
    /// case-insensitively), or, without one, the same action identifier.
    private func matchingOpenBlock(for action: Action) -> Int? {
        if let group = action.groupingIdentifier?.uppercased() { return openByGroup[group]?.last }
        return openByIdentifier[action.identifier]?.last
    }

    /// Blocks opened after the matched one but not closed before its next part interleave
    /// with it: report and close them here so the tree stays well formed.
    private mutating func closeInterleaved(above position: Int, at index: Int) {
        while open.count > position + 1, let inner = popOpen() {
            problems.append(
                Problem(
                    .error, actionIndex: blocks[inner].start,
                    message: "block is not closed before action \(index) continues an outer block"))
        }
    }

    /// The tree, built iteratively from the block table.
    func tree() -> [FlowNode] {
        // Frames of (block index, finished sections, current section head, current body).
        struct Frame {
            var blockIndex: Int
            var sections: [FlowSection]
            var head: Int
            var body: [FlowNode]
        }
        var root: [FlowNode] = []
        var stack: [Frame] = []
        func append(_ node: FlowNode) {
            if stack.isEmpty { root.append(node) } else { stack[stack.count - 1].body.append(node) }
        }
        func finishTop(end: Int?) {
            guard var frame = stack.popLast() else { return }
            frame.sections.append(FlowSection(head: frame.head, body: frame.body))
            append(.block(blockIndex: frame.blockIndex, sections: frame.sections, end: end))
        }
        for index in actions.indices {
            guard let blockIndex = blockOfPart[index] else {
                append(.action(index))
                continue
            }
            let block = blocks[blockIndex]
            // Close frames of blocks that were cut short by an interleaving part.
            while let top = stack.last, top.blockIndex != blockIndex, block.start != index {
                finishTop(end: blocks[top.blockIndex].end)
            }
            if block.start == index {
                stack.append(Frame(blockIndex: blockIndex, sections: [], head: index, body: []))
            } else if block.end == index {
                finishTop(end: index)
            } else {
                stack[stack.count - 1].sections.append(
                    FlowSection(head: stack[stack.count - 1].head, body: stack[stack.count - 1].body))
                stack[stack.count - 1].head = index
                stack[stack.count - 1].body = []
            }
        }
        while !stack.isEmpty { finishTop(end: nil) }  // blocks never closed run to the end
        return root
    }
}
