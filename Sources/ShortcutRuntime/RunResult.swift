import OrderedCollections

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

extension RunResult {
    /// The result as `shortcut run --json` prints it: `{"output": …, "shown": […]}`, with
    /// `opened`, `launched` and `spoken` added only when the run opened, launched or spoke
    /// something, so the two keys stay the whole shape otherwise.
    public var jsonObject: RuntimeValue {
        var members: OrderedDictionary<String, RuntimeValue> = ["output": output, "shown": .list(shown)]
        if !opened.isEmpty { members["opened"] = .list(opened.map(RuntimeValue.url)) }
        if !launched.isEmpty { members["launched"] = .list(launched.map(RuntimeValue.text)) }
        if !spoken.isEmpty { members["spoken"] = .list(spoken.map(RuntimeValue.text)) }
        return .dictionary(members)
    }
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
