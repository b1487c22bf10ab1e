import Foundation
import ShortcutKit

/// Time to decode whole files into the typed model, and the memory it takes.
enum ModelBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        let unsigned = corpus.unsigned
        var actions = 0
        let seconds = try bestTime(repetitions: 5) {
            actions = 0
            for data in unsigned { actions += try ShortcutDocument(data: data).shortcut.actions.count }
        }
        var results = [
            BenchmarkResult(
                name:
                    "unsigned corpus → typed model (\(unsigned.count) files, \(actions) actions, \(megabytes(corpus.unsignedBytes)) MB)",
                value: seconds, unit: "s", baseline: nil, baselineName: nil, target: "< 0.5 s", met: seconds < 0.5)
        ]
        if !corpus.signed.isEmpty {
            let all = unsigned + corpus.signed
            let allSeconds = try bestTime(repetitions: 3) {
                for data in all { _ = try ShortcutDocument(data: data) }
            }
            results.append(
                BenchmarkResult(
                    name: "whole corpus incl. \(corpus.signed.count) signed → typed model", value: allSeconds,
                    unit: "s",
                    baseline: nil, baselineName: nil, target: "(information)", met: true))
        }
        return results
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_000_000) }
}
