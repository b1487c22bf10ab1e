import Foundation
import OrderedCollections
import ShortcutModel
import ShortcutRuntime

/// Runs the tests of a test file with `ShortcutRunner` and compares what each run gave with what
/// the test expects: the engine of `shortcut test`, for any host of the same tests (a gallery, an
/// editor).
///
/// ```swift
/// let file = try ShortcutTestFile(data: Data(contentsOf: url))
/// let results = await ShortcutTestRunner().run(file, at: url)
/// for result in results where !result.passed { print(result.name, result.message ?? "") }
/// ```
///
/// Each test is one deterministic run: Current Date is the test's `now` (else 2001-01-01 UTC),
/// questions take the test's answers, device actions the stubs, and the web is reached only for
/// a test with `allowNetwork`. A run that exceeds ``limits`` fails its test with that reason and
/// the next test runs.
public struct ShortcutTestRunner: Sendable {
    /// The bounds of every run (steps, time, sizes).
    public var limits: RunLimits
    /// What Get Contents of URL uses in a test with `allowNetwork` (real HTTP by default).
    public var network: any WebTransport
    /// Runs only the tests whose name contains this text (ignoring case); nil runs them all.
    public var filter: String?
    /// Fills in the expectations of tests that have none (``ShortcutTestResult/recorded``);
    /// ``ShortcutTestFile/recording(_:)`` writes them into the file.
    public var records: Bool
    /// How many of a run's last actions a failing test shows.
    public var lastActionCount: Int

    public init(limits: RunLimits = .default) {
        self.limits = limits
        self.network = URLSessionTransport()
        self.filter = nil
        self.records = false
        self.lastActionCount = 5
    }

    /// Whether ``filter`` selects a test.
    public func selects(_ test: ShortcutTest) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return test.name.range(of: filter, options: [.caseInsensitive]) != nil
    }

    /// Runs the selected tests of `file`, read from `url` (the shortcut and the Run Shortcut folder
    /// are found relative to its folder). A shortcut that cannot be read fails every test with an
    /// error naming it.
    ///
    /// - Parameters:
    ///   - file: The test file, as read.
    ///   - url: Where it was read from.
    ///   - name: The test file as results and reports name it (default: `url`'s path).
    public func run(_ file: ShortcutTestFile, at url: URL, name: String? = nil) async -> ShortcutTestFileResult {
        let fileName = name ?? url.path
        let selected = file.tests.filter(selects)
        let folder = url.deletingLastPathComponent()
        let shortcut: Shortcut
        var library: [String: Shortcut] = [:]
        do {
            shortcut = try ShortcutFiles.read(Self.resolve(file.shortcut, in: folder))
            if let shortcuts = file.shortcuts {
                library = try ShortcutFiles.library(in: Self.resolve(shortcuts, in: folder))
            }
        } catch {
            let results = selected.map {
                ShortcutTestResult(file: fileName, name: $0.name, outcome: .error(error.description))
            }
            return ShortcutTestFileResult(file: fileName, results: results)
        }
        var results: [ShortcutTestResult] = []
        results.reserveCapacity(selected.count)
        let shortcutName = Shortcut.name(ofFile: file.shortcut) ?? "Shortcut"
        for test in selected {
            results.append(
                await run(
                    test, fileStubs: file.stubs, shortcut: shortcut, name: shortcutName, library: library,
                    file: fileName))
        }
        return ShortcutTestFileResult(file: fileName, results: results)
    }

    /// Runs one test on `shortcut`.
    ///
    /// - Parameters:
    ///   - test: The test to run.
    ///   - fileStubs: The file's stubs; the test's own override them key by key.
    ///   - shortcut: The shortcut it tests.
    ///   - name: The name Run Shortcut and Get My Shortcuts know the shortcut by.
    ///   - library: Other shortcuts Run Shortcut may run, by name.
    ///   - file: The test file, as the result names it.
    public func run(
        _ test: ShortcutTest, fileStubs: OrderedDictionary<String, TestValue> = [:], shortcut: Shortcut,
        name: String? = nil, library: [String: Shortcut] = [:], file: String = ""
    ) async -> ShortcutTestResult {
        var runner = ShortcutRunner(shortcut, name: name)
        runner.limits = limits
        runner.library = library
        runner.recordsTrace = false
        if test.allowNetwork { runner.network = network }
        let last = LastActions(capacity: lastActionCount)
        runner.onTrace = { last.append($0) }
        var stubs: [String: RuntimeValue] = [:]
        for (key, value) in fileStubs { stubs[key] = value.runtimeValue }
        for (key, value) in test.stubs { stubs[key] = value.runtimeValue }
        let clock = RunClock.fixed(
            test.now ?? Date(timeIntervalSinceReferenceDate: 0), timeZone: test.timeZone ?? TimeZone(identifier: "UTC")!
        )

        let start = ContinuousClock.now
        let outcome: Result<RunResult, RunError>
        do {
            outcome = .success(
                try await runner.run(
                    input: test.input?.runtimeValue ?? .nothing, answers: test.answers.map(\.runtimeValue),
                    services: StubServices(stubs), clock: clock))
        } catch {
            outcome = .failure(error)
        }
        let elapsed = ContinuousClock.now - start
        var result = ShortcutTestResult(
            file: file, name: test.name, outcome: .passed,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        judge(outcome, against: test.expect, into: &result)
        if !result.passed { result.lastActions = last.ordered.map(\.line) }
        return result
    }

    /// Sets the outcome (and what was recorded) from how the run ended.
    func judge(
        _ run: Result<RunResult, RunError>, against expect: TestExpectation?, into result: inout ShortcutTestResult
    ) {
        switch run {
        case .failure(let error):
            let line = error.description
            result.failureLine = line
            if let wanted = expect?.error {
                if !line.contains(wanted) {
                    result.outcome = .failed("error: expected a failure containing “\(wanted)”, got “\(line)”")
                }
            } else if expect == nil, records {
                result.recorded = .object(["error": .text(line)])
            } else {
                result.outcome = .error("the run failed: \(line)")
            }
        case .success(let run):
            let actual = TestValue(result: run)
            result.actual = actual
            guard let expect else {
                if records { result.recorded = actual }
                return
            }
            if let wanted = expect.error {
                result.outcome = .failed(
                    "error: expected a failure containing “\(wanted)”, and the run ended without one")
            } else if let difference = expect.firstDifference(from: actual) {
                result.difference = difference
                result.outcome = .failed(difference.description)
            }
        }
    }

    /// `path` relative to `folder`, unless it is absolute.
    static func resolve(_ path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }
}
