import ShortcutModel
import ShortcutSemantics

/// Blocks opened and closed, grouping identifiers, UUIDs — read from `ControlFlow` and
/// `VariableIndex`, which already tolerate every irregularity real files hold.
enum StructureRules {
    static func check(_ shortcut: Shortcut, _ analysis: ShortcutAnalysis, into found: inout CheckFindings) {
        let actions = shortcut.actions
        let flow = analysis.controlFlow
        // Stray ends and unclosed openers by grouping identifier, in file order: an end with an
        // unclosed block's identifier after an outer block's end (interleaved blocks) still closes
        // it for the app, so that end is reported as stray, not the block as open.
        var strayEnds: [String: [Int]] = [:]
        for (index, action) in actions.enumerated()
        where flow.blockIndexOfPart[index] == nil && action.controlFlowMode == .end {
            if let group = action.groupingIdentifier?.uppercased() { strayEnds[group, default: []].append(index) }
        }
        var unclosedOpeners: [String: [Int]] = [:]
        var firstBlockOfGroup: [String: Int] = [:]
        for block in flow.blocks {
            let names = BlockNames(kind: block.kind)
            let group = block.groupingIdentifier?.uppercased()
            if block.end == nil {
                if let group { unclosedOpeners[group, default: []].append(block.start) }
                if (group.flatMap { strayEnds[$0]?.last }.map { $0 > block.start } ?? false) == false {
                    let named = block.groupingIdentifier.map { " with GroupingIdentifier \($0)" } ?? ""
                    found.add(
                        .unclosedBlock, action: block.start,
                        "\(names.opener) is never closed: add its \(names.end)\(named) after the last action of "
                            + "the block (WFControlFlowMode 2), or remove the opener")
                }
            }
            if let group {
                if let first = firstBlockOfGroup[group] {
                    found.add(
                        .reusedGroupingIdentifier, action: block.start, keyPath: "GroupingIdentifier",
                        "GroupingIdentifier \(block.groupingIdentifier ?? "") is also used by the block opened at "
                            + "action \(first): give each block its own identifier (a new UUID on the opener, its "
                            + "middles and its end)")
                } else {
                    firstBlockOfGroup[group] = block.start
                }
            }
        }
        for (index, action) in actions.enumerated() where flow.blockIndexOfPart[index] == nil {
            guard let mode = action.controlFlowMode, mode != .start else { continue }
            let names = BlockNames(kind: BlockKind(identifier: action.identifier))
            let group = action.groupingIdentifier.map { " \($0)" } ?? ""
            if mode == .end {
                if let key = action.groupingIdentifier?.uppercased(),
                    let opener = unclosedOpeners[key]?.last(where: { $0 < index })
                {
                    found.add(
                        .strayEnd, action: index, keyPath: "WFControlFlowMode",
                        "\(names.end) closes the block opened at action \(opener) after an outer block has ended "
                            + "(interleaved blocks): move it before the outer block's end")
                    continue
                }
                found.add(
                    .strayEnd, action: index, keyPath: "WFControlFlowMode",
                    "\(names.end) closes no open block (GroupingIdentifier\(group.isEmpty ? " missing" : group)): "
                        + "remove it, or give it the GroupingIdentifier of the block it should close")
            } else {
                found.add(
                    .strayMiddle, action: index, keyPath: "WFControlFlowMode",
                    "\(names.middle) belongs to no open block (GroupingIdentifier\(group.isEmpty ? " missing" : group)): "
                        + "remove it, or give it the GroupingIdentifier of its block")
            }
        }
        duplicateUUIDs(actions, analysis, into: &found)
    }

    /// An action whose `UUID` an earlier action already has — except the parts of one block,
    /// which the app lets share the opener's. `VariableIndex.producers` holds the first.
    private static func duplicateUUIDs(
        _ actions: [Action], _ analysis: ShortcutAnalysis, into found: inout CheckFindings
    ) {
        let partOf = analysis.controlFlow.blockIndexOfPart
        for (index, action) in actions.enumerated() {
            guard let uuid = action.uuid?.uppercased(), let first = analysis.variables.producers[uuid], first != index
            else { continue }
            if let block = partOf[first], partOf[index] == block { continue }
            found.add(
                .duplicateUUID, action: index, keyPath: "UUID",
                "UUID \(action.uuid ?? "") is also the UUID of action \(first): references to it reach action "
                    + "\(first) only; give this action a new UUID")
        }
    }
}

/// What the app calls the parts of a block, for messages.
struct BlockNames {
    var opener: String
    var middle: String
    var end: String

    init(kind: BlockKind) {
        switch kind {
        case .conditional: (opener, middle, end) = ("If", "Otherwise", "End If")
        case .menu: (opener, middle, end) = ("Choose from Menu", "menu case", "End Menu")
        case .repeatCount: (opener, middle, end) = ("Repeat", "middle of Repeat", "End Repeat")
        case .repeatEach: (opener, middle, end) = ("Repeat with Each", "middle of Repeat with Each", "End Repeat")
        case .other(let identifier):
            (opener, middle, end) = ("block \(identifier)", "middle of \(identifier)", "end of \(identifier)")
        }
    }
}
