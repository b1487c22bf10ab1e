/// Bounds that keep a hostile or runaway shortcut from hanging or exhausting memory.
///
/// Every bound fails the run with a ``RunError`` naming the action; none is silent.
public struct RunLimits: Sendable, Hashable {
    /// Actions run, counting every pass through a loop (`--max-steps`).
    public var maximumSteps: Int
    /// Wall-clock time for the whole run, network included (`--timeout`).
    public var timeout: Duration
    /// Longest text an action may produce, in UTF-8 bytes.
    public var maximumTextBytes: Int
    /// Most items a list or dictionary an action produces may hold.
    public var maximumItems: Int
    /// Deepest chain of Run Shortcut.
    public var maximumNesting: Int
    /// Steps the regular-expression searches of one action may take (the bounded engine, `Docs/Running.md`).
    public var regexSteps: Int
    /// Largest HTTP response body read.
    public var maximumResponseBytes: Int
    /// Trace entries kept (the run goes on after this; ``RunResult/traceTruncated`` says so).
    public var maximumTraceEntries: Int

    public init(
        maximumSteps: Int = 1_000_000, timeout: Duration = .seconds(30), maximumTextBytes: Int = 16 << 20,
        maximumItems: Int = 1_000_000, maximumNesting: Int = 32, regexSteps: Int = 5_000_000,
        maximumResponseBytes: Int = 32 << 20, maximumTraceEntries: Int = 100_000
    ) {
        self.maximumSteps = maximumSteps
        self.timeout = timeout
        self.maximumTextBytes = maximumTextBytes
        self.maximumItems = maximumItems
        self.maximumNesting = maximumNesting
        self.regexSteps = regexSteps
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumTraceEntries = maximumTraceEntries
    }

    public static let `default` = RunLimits()
}
