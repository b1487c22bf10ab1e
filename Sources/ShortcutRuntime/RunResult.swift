/// What a run produced.
public struct RunResult: Sendable, Equatable {
    /// How the run ended.
    public enum Ending: Sendable, Equatable {
        /// The last action ran.
        case finished
        /// Stop This Shortcut.
        case stopped
        /// Stop and Output.
        case stoppedWithOutput
    }

    /// What Stop and Output gave, else the last action's output.
    public var output: RuntimeValue
    /// What Show Result, Show Alert, Show Notification, Quick Look and Show Web Page displayed,
    /// in order.
    public var shown: [RuntimeValue]
    /// The URLs Open URLs handed to the system, in order (nothing is opened off the device).
    public var opened: [String]
    /// The apps Open App launched, by bundle identifier, in order.
    public var launched: [String]
    /// What Speak Text said, in order.
    public var spoken: [String]
    /// Each action run, in order, with its output.
    public var trace: [TraceEntry]
    /// True when the run had more entries than ``RunLimits/maximumTraceEntries``.
    public var traceTruncated: Bool
    public var ending: Ending
    /// Actions run, counting every pass through loops (including nested shortcuts).
    public var steps: Int
}

/// One action run: where it is, what it is, and what it gave.
public struct TraceEntry: Sendable, Equatable {
    /// Index of the action in its shortcut.
    public var actionIndex: Int
    public var identifier: String
    public var actionName: String
    /// Run Shortcut nesting: 0 in the shortcut being run.
    public var nesting: Int
    /// Block nesting inside its shortcut (for indentation).
    public var depth: Int
    public var output: RuntimeValue
}
