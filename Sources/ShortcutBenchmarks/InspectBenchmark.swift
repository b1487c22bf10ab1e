import Foundation
import ShortcutKit

/// Wall time of the release `shortcut inspect` on the signed corpus file with the most actions,
/// process start to exit, as a user runs it.
enum InspectBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shortcut")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("note: \(tool.path) not built; build it with `swift build -c release --product shortcut`")
            return []
        }
        var largest: (path: String, actions: Int)?
        for (path, data) in zip(corpus.signedNames, corpus.signed) {
            guard let actions = try? ShortcutDocument(data: data).shortcut.actions.count else { continue }
            if actions > (largest?.actions ?? -1) { largest = (path, actions) }
        }
        guard let largest else { return [] }
        let seconds = try bestTime(repetitions: 10) {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["inspect", largest.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        return [
            BenchmarkResult(
                name: "shortcut inspect on the \(largest.actions)-action signed file (process wall time)",
                value: seconds * 1000, unit: "ms", baseline: nil, baselineName: nil, target: "< 50 ms", met: seconds < 0.05)
        ]
    }
}
