import Foundation
import ShortcutKit

/// Checking the whole corpus (binary, XML and signed): reading every file and running every
/// rule must take under a second; the baseline is reading alone, measured in the same run.
enum CheckBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        let checker = try ShortcutChecker.bundled()
        let files = corpus.unsigned + corpus.signed
        var diagnostics = 0
        let readOnly = try bestTime(repetitions: 3) {
            for data in files { _ = try ShortcutDocument(data: data) }
        }
        let readAndCheck = try bestTime(repetitions: 3) {
            diagnostics = 0
            for data in files { diagnostics += checker.check(try ShortcutDocument(data: data).shortcut).count }
        }
        return [
            BenchmarkResult(
                name: "read + check whole corpus (\(files.count) files, \(diagnostics) diagnostics)",
                value: readAndCheck, unit: "s", baseline: readOnly, baselineName: "read only", target: "< 1 s",
                met: readAndCheck < 1),
            try brokenBlocks(checker: checker),
        ]
    }

    /// A hostile file: 5,000 Ifs never closed, then 5,000 ends of blocks never opened. Matching each
    /// end to its block must stay a lookup, so checking it costs about as much as checking as many
    /// plain actions (the baseline, measured in the same run).
    static func brokenBlocks(checker: ShortcutChecker) throws -> BenchmarkResult {
        let count = 5_000
        func block(_ mode: Int, _ group: String) -> Action {
            Action(
                "is.workflow.actions.conditional",
                parameters: [
                    "GroupingIdentifier": .string(group), "WFControlFlowMode": .integer(PropertyListInteger(mode)),
                ])
        }
        let broken = Shortcut(
            actions: (0..<count).map { block(0, "OPEN-\($0)") } + (0..<count).map { block(2, "STRAY-\($0)") })
        let plain = Shortcut(
            actions: (0..<(2 * count)).map {
                Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string("note \($0)")])
            })
        var diagnostics = 0
        let plainTime = bestTime(repetitions: 3) { _ = checker.check(plain) }
        let brokenTime = bestTime(repetitions: 3) { diagnostics = checker.check(broken).count }
        return BenchmarkResult(
            name: "check 5,000 unclosed Ifs + 5,000 stray ends (\(diagnostics) diagnostics)", value: brokenTime,
            unit: "s", baseline: plainTime, baselineName: "check 10,000 comments", target: "≤ 5× baseline",
            met: brokenTime <= 5 * plainTime)
    }
}
