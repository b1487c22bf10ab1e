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
                met: readAndCheck < 1)
        ]
    }
}
