import Foundation
import ShortcutKit

/// Time to decompile the whole corpus into DSL Swift source (target < 1 s in release), with
/// encoding the same shortcuts as binary plists as the baseline measured in the same run.
enum DecompileBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        let shortcuts = try (corpus.unsigned + corpus.signed).map { try ShortcutDocument(data: $0).shortcut }
        let decompiler = ShortcutDecompiler()
        var characters = 0
        var statistics = DecompileStatistics()
        let seconds = bestTime(repetitions: 5) {
            characters = 0
            statistics = DecompileStatistics()
            for (index, shortcut) in shortcuts.enumerated() {
                let source = decompiler.decompile(shortcut, functionName: "shortcut\(index)")
                characters += source.text.utf8.count
                statistics = statistics + source.statistics
            }
        }
        let baseline = try bestTime(repetitions: 5) {
            for shortcut in shortcuts { _ = try shortcut.encoded(as: .binary) }
        }
        let typed = 100 * Double(statistics.typedActions) / Double(max(1, statistics.actions))
        return [
            BenchmarkResult(
                name: "decompile whole corpus → Swift (\(shortcuts.count) files, \(statistics.actions) actions, "
                    + "\(characters / 1_000_000) MB source, \(String(format: "%.1f", typed)) % typed)",
                value: seconds, unit: "s", baseline: baseline, baselineName: "model → binary plist",
                target: "< 1 s", met: seconds < 1)
        ]
    }
}
