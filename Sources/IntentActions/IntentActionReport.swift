import Diagnostics

/// What ``IntentActionMatcher`` found in one shortcut.
public struct IntentActionReport: Sendable, Equatable {
    /// The matched actions, in action order.
    public var matches: [IntentActionMatch]
    /// The problems, in action order (rule ids in ``IntentActionRule``).
    public var diagnostics: [Diagnostic]

    /// The match of the action at `index`, if it was matched.
    public func match(at index: Int) -> IntentActionMatch? { matches.first { $0.actionIndex == index } }
}
