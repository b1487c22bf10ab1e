import Foundation
import ShortcutKit

/// `--only test`: `shortcut test`'s library on 1,000 tests of a 20-action shortcut — reading the
/// test file (`ShortcutTestFile`), running each test (`ShortcutTestRunner`: answers, stubs, the
/// comparison of output and shown values) — with every test passing. The baseline is the same
/// 1,000 runs through `ShortcutRunner` alone, measured in this run.
enum TestRunnerBenchmark {
    static let tests = 1_000

    /// Asks for a number, stubs the battery level, computes with both and shows the total:
    /// 20 actions, the output `3 × answer + battery + 7`.
    static func shortcut() throws -> Shortcut {
        try Shortcut.build(name: "Bench", checks: .none) { s in
            func act(_ stem: String, _ parameters: KeyValuePairs<String, Value> = [:]) -> Action {
                Action("is.workflow.actions." + stem, parameters)
            }
            let answer = s.add(act("ask", ["WFAskActionPrompt": "Number?", "WFInputType": "Number"]))
            let battery = s.add(act("getbatterylevel"))
            let tripled = s.add(act("math", ["WFInput": Value(answer), "WFMathOperation": "×", "WFMathOperand": 3]))
            let plus = s.add(act("math", ["WFInput": Value(tripled), "WFMathOperation": "+", "WFMathOperand": 7]))
            s.setVariable("base", to: Value(plus))
            let text = s.add(act("gettext", ["WFTextActionText": "value \(plus) at \(battery)%"]))
            s.add(act("text.changecase", ["WFInput": Value(text), "WFCaseType": "UPPERCASE"]))
            s.add(act("count", ["WFCountType": "Characters"]))
            let list = s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.add(act("count", ["WFInput": Value(list), "WFCountType": "Items"]))
            s.add(act("comment", ["WFCommentActionText": "a note"]))
            s.add(act("number", ["WFNumberActionNumber": 1]))
            s.setVariable("one", to: Value(ShortcutBuilder.output(of: s.shortcut.actions.last!)))
            let sum = s.add(
                act("math", ["WFInput": Value(Variable.named("base")), "WFMathOperation": "+", "WFMathOperand": 0]))
            let total = s.add(
                act("math", ["WFInput": Value(sum), "WFMathOperation": "+", "WFMathOperand": Value(battery)]))
            s.add(act("gettext", ["WFTextActionText": "Total: \(total)"]))
            s.add(act("showresult", ["Text": "Total: \(total)"]))
            s.add(act("comment", ["WFCommentActionText": "done"]))
            s.add(act("nothing"))
            s.add(act("output", ["WFOutput": Value(total)]))
        }
    }

    /// The test file: test `i` answers `i` with the battery stubbed at `i % 100`.
    static func testFile() -> String {
        var lines: [String] = []
        for index in 1...tests {
            let battery = index % 100
            let total = 3 * index + 7 + battery
            lines.append(
                #"{"name": "total \#(index)", "answers": ["\#(index)"], "stubs": {"is.workflow.actions.getbatterylevel": \#(battery)}, "expect": {"output": \#(total), "shown": ["Total: \#(total)"]}}"#
            )
        }
        return #"{"shortcut": "Bench.shortcut", "tests": [\#n"# + lines.joined(separator: ",\n") + "\n]}\n"
    }

    static func run() async throws -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-test-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shortcut = try shortcut()
        precondition(shortcut.actions.count == 20)
        try shortcut.encoded(as: .binary).write(to: folder.appendingPathComponent("Bench.shortcut"))
        let url = folder.appendingPathComponent("Bench" + ShortcutTestFile.fileSuffix)
        let data = Data(testFile().utf8)
        try data.write(to: url)

        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let file = try ShortcutTestFile(data: Data(contentsOf: url))
            let report = await ShortcutTestRunner().run(file, at: url)
            best = min(best, RuntimeBenchmark.seconds(ContinuousClock.now - start))
            precondition(
                report.results.count == tests && report.failedCount == 0, "\(report.results.first { !$0.passed }!)")
        }
        var baseline = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for index in 1...tests {
                var runner = ShortcutRunner(shortcut, name: "Bench")
                runner.recordsTrace = false
                let result = try await runner.run(
                    answers: [.text(String(index))],
                    services: StubServices(["is.workflow.actions.getbatterylevel": .number(Double(index % 100))]))
                precondition(result.steps >= 20)
            }
            baseline = min(baseline, RuntimeBenchmark.seconds(ContinuousClock.now - start))
        }
        return [
            BenchmarkResult(
                name: "shortcut test: \(tests) tests of a 20-action shortcut (read, run, compare)", value: best,
                unit: "s",
                baseline: baseline, baselineName: "the same runs through ShortcutRunner alone", target: "< 2 s",
                met: best < 2)
        ]
    }
}
