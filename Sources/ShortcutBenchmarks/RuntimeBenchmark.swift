import Foundation
import ShortcutKit

/// `--only runtime`: a 10,000-pass Repeat of text and arithmetic run by `ShortcutRunner` — each
/// pass: Calculate (Repeat Index × 3), Text ("item \(index): \(product)"), Change Case, Set
/// Variable — 50,001 steps in all (each pass of the Repeat counts one). The baseline is the same work in plain Swift (one string
/// interpolation, one multiplication, one uppercasing per pass), measured in this run.
enum RuntimeBenchmark {
    static let passes = 10_000

    static func shortcut() throws -> Shortcut {
        try Shortcut.build(name: "Loop", checks: .none) { s in
            s.repeat(Value(integerLiteral: passes)) { index in
                let product = s.add(
                    Action(
                        "is.workflow.actions.math",
                        ["WFInput": Value(index), "WFMathOperation": "×", "WFMathOperand": 3]))
                s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "item \(index): \(product)"]))
                s.add(Action("is.workflow.actions.text.changecase", ["WFCaseType": "UPPERCASE"]))
                s.setVariable("last", to: Value(ShortcutBuilder.output(of: s.shortcut.actions.last!)))
            }
        }
    }

    static func run() async throws -> [BenchmarkResult] {
        var runner = ShortcutRunner(try shortcut())
        runner.recordsTrace = false
        var best = Double.infinity
        var traced = Double.infinity
        var steps = 0
        for _ in 0..<5 {
            let start = ContinuousClock.now
            let result = try await runner.run()
            best = min(best, seconds(ContinuousClock.now - start))
            steps = result.steps
            precondition(result.output.items.count == passes)
        }
        var tracing = runner
        tracing.recordsTrace = true
        for _ in 0..<3 {
            let start = ContinuousClock.now
            _ = try await tracing.run()
            traced = min(traced, seconds(ContinuousClock.now - start))
        }
        let baseline = bestTime(repetitions: 5) {
            var last = ""
            for index in 1...passes { last = "item \(index): \(index * 3)".uppercased() }
            precondition(!last.isEmpty)
        }
        return [
            BenchmarkResult(
                name: "run a \(passes)-pass Repeat of text and arithmetic (\(steps) steps)", value: best, unit: "s",
                baseline: baseline, baselineName: "the same work in plain Swift", target: "< 1 s", met: best < 1),
            BenchmarkResult(
                name: "the same run recording its trace", value: traced, unit: "s", baseline: best,
                baselineName: "without the trace", target: "< 1 s", met: traced < 1),
        ]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
