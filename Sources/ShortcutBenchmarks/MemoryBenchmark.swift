import Foundation
import ShortcutKit

/// Peak memory of reading one file into the typed model, measured in a child process so the
/// high-water mark belongs to that read alone: `shortcut-benchmarks --peak-memory FILE`.
enum MemoryBenchmark {
    /// Child side: reads `path` and prints `input-bytes peak-delta-bytes`.
    static func measureChild(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let before = residentBytes(field: "VmRSS:")
        let document = try ShortcutDocument(data: data)
        let peak = residentBytes(field: "VmHWM:")
        print("\(data.count) \(max(0, peak - before)) \(document.shortcut.actions.count)")
    }

    /// Parent side: runs the child on the largest files and compares with their size.
    static func run(files: [String]) throws -> [BenchmarkResult] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).path
        var results: [BenchmarkResult] = []
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--peak-memory", file]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            process.waitUntilExit()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let fields = output.split(separator: " ").compactMap {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard fields.count == 3 else { continue }
            let ratio = fields[1] / fields[0]
            results.append(
                BenchmarkResult(
                    name:
                        "peak memory reading \(URL(fileURLWithPath: file).lastPathComponent) (\(Int(fields[0])) bytes, \(Int(fields[2])) actions)",
                    value: ratio, unit: "× input", baseline: nil, baselineName: nil, target: "< 3× input",
                    met: ratio < 3))
        }
        return results
    }

    /// A `/proc/self/status` field in bytes (Linux); 0 elsewhere.
    static func residentBytes(field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
