import Foundation
import ShortcutKit

/// Time to decompile the whole corpus into DSL Swift source (target < 1 s in release), with
/// encoding the same shortcuts as binary plists as the baseline measured in the same run; and
/// the `swiftc -typecheck` time of the largest decompiled file with block closures, against the
/// same file written straight-line (target ≤ 1.5×).
enum DecompileBenchmark {
    static func run(corpus: CorpusFiles, modules: String?) throws -> [BenchmarkResult] {
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
        let typed = 100 * statistics.typedParameterShare
        var results = [
            BenchmarkResult(
                name: "decompile whole corpus → Swift (\(shortcuts.count) files, \(statistics.actions) actions, "
                    + "\(characters / 1_000_000) MB source, \(String(format: "%.1f", typed)) % of parameter values typed)",
                value: seconds, unit: "s", baseline: baseline, baselineName: "model → binary plist",
                target: "< 1 s", met: seconds < 1)
        ]
        print("decompiled corpus:\n\(statistics.report)")
        if let largest = shortcuts.max(by: { $0.actions.count < $1.actions.count }) {
            results += try typeCheck(largest, modules: modules)
        }
        return results
    }

    /// `swiftc -typecheck` of the largest file in both block styles, against the debug build's
    /// modules (`--modules DIR`, default `.build/debug/Modules`); nothing when either is missing.
    static func typeCheck(_ shortcut: Shortcut, modules: String?) throws -> [BenchmarkResult] {
        let folder = modules ?? ".build/debug/Modules"
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/usr/bin/swiftc"]
        guard let swiftc = candidates.first(where: FileManager.default.isExecutableFile),
            FileManager.default.fileExists(atPath: folder + "/ShortcutAuthoring.swiftmodule")
        else {
            print("note: type-check row skipped: swiftc or \(folder)/ShortcutAuthoring.swiftmodule missing")
            return []
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        func time(_ style: ShortcutDecompiler.BlockStyle, _ name: String) throws -> Double {
            let file = work.appendingPathComponent("\(name).swift")
            try ShortcutDecompiler(blockStyle: style).decompile(shortcut, functionName: name).text
                .write(to: file, atomically: true, encoding: .utf8)
            return try bestTime(repetitions: 3) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: swiftc)
                process.arguments = ["-typecheck", "-I", folder, file.path]
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
            }
        }
        let closures = try time(.closures, "closures")
        let straight = try time(.straightLine, "straightLine")
        return [
            BenchmarkResult(
                name: "type-check the largest decompiled file (\(shortcut.actions.count) actions), block closures",
                value: closures, unit: "s", baseline: straight, baselineName: "the same file straight-line",
                target: "≤ 1.5× straight-line", met: closures <= 1.5 * straight)
        ]
    }
}
