import Foundation
import OrderedCollections

/// One test of a test file: what the run is given and what it must give.
///
/// ```json
/// {"name": "greets", "input": "Ada", "now": "2024-05-01T09:30:00Z", "timeZone": "UTC",
///  "stubs": {"https://api.example/x": {"ok": true}}, "expect": {"output": "Hello, Ada"}}
/// ```
public struct ShortcutTest: Sendable, Equatable {
    /// The test's name, unique in its file.
    public var name: String
    /// Shortcut Input; nil runs without input.
    public var input: TestValue?
    /// Answers for Ask for Input, Choose from Menu and Choose from List, in order.
    public var answers: [TestValue]
    /// Stub outputs by action identifier or URL; they override the file's stubs of the same key.
    public var stubs: OrderedDictionary<String, TestValue>
    /// Current Date for the run; nil is the runtime's reference date (2001-01-01 00:00:00 UTC), so
    /// a test gives the same answer on any day.
    public var now: Date?
    /// The time zone dates are shown and adjusted in; nil is UTC.
    public var timeZone: TimeZone?
    /// Whether Get Contents of URL may make real requests (a stub for the URL is used first).
    public var allowNetwork: Bool
    /// What the run must give; nil when the test has no `expect` (it passes when the run ends
    /// without failing, and `shortcut test --record` fills it in).
    public var expect: TestExpectation?

    public init(
        name: String, input: TestValue? = nil, answers: [TestValue] = [],
        stubs: OrderedDictionary<String, TestValue> = [:], now: Date? = nil, timeZone: TimeZone? = nil,
        allowNetwork: Bool = false, expect: TestExpectation? = nil
    ) {
        self.name = name
        self.input = input
        self.answers = answers
        self.stubs = stubs
        self.now = now
        self.timeZone = timeZone
        self.allowNetwork = allowNetwork
        self.expect = expect
    }
}

/// What a test's run must give. Every key given is checked; a key left out is not.
///
/// The keys are those of `shortcut run --json`, compared as ``TestDifference`` says, and
/// `error`: a text the run's failure line must contain (the run must fail).
public struct TestExpectation: Sendable, Equatable {
    /// What Stop and Output gave, else the last action's output.
    public var output: TestValue?
    /// What Show Result, Show Alert, Show Notification, Quick Look and Show Web Page displayed.
    public var shown: [TestValue]?
    /// A text the failure line (`action 3 (Get Contents of URL, …): …`) must contain; the test
    /// fails when the run succeeds.
    public var error: String?
    /// The URLs Open URLs handed over.
    public var opened: [TestValue]?
    /// The apps Open App launched (bundle identifiers).
    public var launched: [TestValue]?
    /// What Speak Text said.
    public var spoken: [TestValue]?

    public init(
        output: TestValue? = nil, shown: [TestValue]? = nil, error: String? = nil, opened: [TestValue]? = nil,
        launched: [TestValue]? = nil, spoken: [TestValue]? = nil
    ) {
        self.output = output
        self.shown = shown
        self.error = error
        self.opened = opened
        self.launched = launched
        self.spoken = spoken
    }

    /// The keys checked against the run's `--json` object, in the order they are compared.
    public var valueChecks: [(key: String, expected: TestValue)] {
        var checks: [(String, TestValue)] = []
        if let output { checks.append(("output", output)) }
        if let shown { checks.append(("shown", .list(shown))) }
        if let opened { checks.append(("opened", .list(opened))) }
        if let launched { checks.append(("launched", .list(launched))) }
        if let spoken { checks.append(("spoken", .list(spoken))) }
        return checks
    }

    /// The first difference between these expectations and a successful run's `--json` object
    /// (an absent `opened`, `launched` or `spoken` is an empty list); nil when every key matches.
    public func firstDifference(from actual: TestValue) -> TestDifference? {
        let members = actual.objectMembers ?? [:]
        for (key, expected) in valueChecks {
            let given = members[key] ?? (key == "output" ? .null : .list([]))
            if let difference = TestDifference.first(expected: expected, actual: given, at: key) { return difference }
        }
        return nil
    }
}
