import ShortcutModel

/// One branch of an If block: its head (the opener, an Otherwise If or the plain Otherwise) and
/// the condition that selects it.
///
/// An If runs the first branch whose condition holds, in order; a plain Otherwise has no
/// condition and is taken when it is reached. The app puts at most one plain Otherwise in a
/// block, last (OS 27 adds any number of Otherwise If before it); ``ControlFlow`` keeps the
/// branches as the file orders them and `ShortcutCheck` reports a plain Otherwise that is not last.
public struct IfBranch: Sendable, Hashable {
    /// What the head of a branch is.
    public enum Kind: Sendable, Hashable {
        /// The If opener.
        case `if`
        /// An Otherwise If (OS 27): a middle with its own condition.
        case otherwiseIf
        /// A plain Otherwise.
        case otherwise
    }

    /// Whether the head is the opener, an Otherwise If or the plain Otherwise.
    public var kind: Kind
    /// Index of the head action (the opener or the middle).
    public var head: Int
    /// The condition on the head: the opener's (nil when it stores no condition key, the
    /// iOS 12 default) and each Otherwise If's; nil for a plain Otherwise.
    public var condition: IfCondition?

    /// A branch from its parts.
    public init(kind: Kind, head: Int, condition: IfCondition?) {
        self.kind = kind
        self.head = head
        self.condition = condition
    }

    /// The branch an If part opens: nil for an End If and every other action.
    public init?(head: Int, action: Action) {
        guard action.identifier == IfCondition.actionIdentifier else { return nil }
        switch ControlFlowBuilder.role(of: action) {
        case .start?: self.init(kind: .if, head: head, condition: action.ifCondition)
        case .middle?:
            self.init(
                kind: action.isOtherwiseIf ? .otherwiseIf : .otherwise, head: head,
                condition: action.isOtherwiseIf ? action.ifCondition : nil)
        case .end?, nil: return nil
        }
    }
}
