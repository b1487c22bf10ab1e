import OrderedCollections

/// How one test went.
public struct ShortcutTestResult: Sendable, Equatable {
    /// Passed, failed (an expectation not met) or error (the run could not be checked).
    public enum Outcome: Sendable, Equatable {
        case passed
        /// An expectation was not met: the first difference, or the failure line that did not
        /// match `error`, or a run that succeeded where `error` wanted it to fail.
        case failed(String)
        /// The run failed where the test expected it to succeed, or the shortcut (or its Run
        /// Shortcut folder) could not be read.
        case error(String)
    }

    /// The test file, as it was named.
    public var file: String
    /// The test's name.
    public var name: String
    public var outcome: Outcome
    /// How long the run took, in seconds.
    public var seconds: Double
    /// The first difference, when the outcome is a mismatch of values.
    public var difference: TestDifference?
    /// What the run gave, as `shortcut run --json` prints it; nil when it failed.
    public var actual: TestValue?
    /// The run's failure line (`action 3 (…): …`); nil when it ended without failing.
    public var failureLine: String?
    /// The last actions the run took, as `shortcut run --trace` prints them (oldest first).
    public var lastActions: [String]
    /// The `expect` object written for a test that had none (`shortcut test --record`).
    public var recorded: TestValue?

    public init(
        file: String, name: String, outcome: Outcome, seconds: Double = 0, difference: TestDifference? = nil,
        actual: TestValue? = nil, failureLine: String? = nil, lastActions: [String] = [], recorded: TestValue? = nil
    ) {
        self.file = file
        self.name = name
        self.outcome = outcome
        self.seconds = seconds
        self.difference = difference
        self.actual = actual
        self.failureLine = failureLine
        self.lastActions = lastActions
        self.recorded = recorded
    }

    public var passed: Bool { outcome == .passed }

    /// Why it did not pass; nil when it passed.
    public var message: String? {
        switch outcome {
        case .passed: nil
        case .failed(let message), .error(let message): message
        }
    }

    /// `passed`, `failed` or `error`.
    public var status: String {
        switch outcome {
        case .passed: "passed"
        case .failed: "failed"
        case .error: "error"
        }
    }

    /// The object `shortcut test --json` prints for this test: `file`, `name`, `status`,
    /// `seconds`, and when they apply `message`, `difference` (`path`, `expected`, `actual`),
    /// `actual`, `failure`, `lastActions` and `recorded`.
    public var jsonObject: TestValue {
        var members: OrderedDictionary<String, TestValue> = [
            "file": .text(file), "name": .text(name), "status": .text(status), "seconds": .number(seconds),
        ]
        if let message { members["message"] = .text(message) }
        if let difference {
            var detail: OrderedDictionary<String, TestValue> = ["path": .text(difference.path)]
            if let expected = difference.expected { detail["expected"] = expected }
            if let actual = difference.actual { detail["actual"] = actual }
            members["difference"] = .object(detail)
        }
        if let actual { members["actual"] = actual }
        if let failureLine { members["failure"] = .text(failureLine) }
        if !passed, !lastActions.isEmpty { members["lastActions"] = .list(lastActions.map(TestValue.text)) }
        if let recorded { members["recorded"] = recorded }
        return .object(members)
    }
}

/// The tests of one file, or why the file could not be used.
public struct ShortcutTestFileResult: Sendable, Equatable {
    /// The test file, as it was named.
    public var file: String
    /// One result per test run, in the file's order.
    public var results: [ShortcutTestResult]

    public init(file: String, results: [ShortcutTestResult]) {
        self.file = file
        self.results = results
    }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
}
