import Foundation
import PropertyList

/// Throughput of the binary plist reader and writer against Foundation's
/// `PropertyListSerialization`, measured on the same inputs in the same run.
///
/// Each input is timed on its own (best of several runs) and the best times are summed: short
/// measurements are far less disturbed by other processes on a shared machine than one long
/// pass over the whole corpus, and both readers are measured the same way.
enum BinaryPropertyListBenchmark {
    /// - Parameters:
    ///   - corpus: the bytes of every unsigned binary corpus file.
    ///   - synthetic: a 10,000-action shortcut encoded as a binary plist.
    static func run(corpus: [Data], synthetic: Data) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let reader = BinaryPropertyListReader()
        for (name, inputs) in [("corpus", corpus), ("synthetic 10,000 actions", [synthetic])] {
            let megabytes = Double(inputs.reduce(0) { $0 + $1.count }) / 1_000_000
            var ours = 0.0
            var foundation = 0.0
            for input in inputs {
                ours += try bestTime(repetitions: 9) { _ = try reader.read(input) }
                foundation += try bestTime(repetitions: 5) {
                    _ = try PropertyListSerialization.propertyList(from: input, options: [], format: nil)
                }
            }
            let ratio = foundation / ours
            results.append(
                BenchmarkResult(
                    name: "bplist read, \(name) (\(inputs.count) files, \(format(megabytes)) MB)",
                    value: megabytes / ours, unit: "MB/s", baseline: megabytes / foundation,
                    baselineName: "Foundation PropertyListSerialization",
                    target: "≥ 10× Foundation (measured \(format(ratio))×)", met: ratio >= 10))
        }

        // Writer: encode the already-decoded values; Foundation encodes its own object graph.
        let writer = BinaryPropertyListWriter()
        var outputBytes = 0
        var ours = 0.0
        var foundation = 0.0
        for input in corpus {
            let value = try reader.read(input)
            let object = try PropertyListSerialization.propertyList(from: input, options: [], format: nil)
            outputBytes += writer.write(value).count
            ours += bestTime(repetitions: 5) { _ = writer.write(value) }
            foundation += try bestTime(repetitions: 3) {
                _ = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            }
        }
        let megabytes = Double(outputBytes) / 1_000_000
        results.append(
            BenchmarkResult(
                name: "bplist write, corpus (\(format(megabytes)) MB out)",
                value: megabytes / ours, unit: "MB/s", baseline: megabytes / foundation,
                baselineName: "Foundation PropertyListSerialization (same output size)",
                target: "≥ Foundation (measured \(format(foundation / ours))×)", met: ours <= foundation))
        return results
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
