import Foundation
import PropertyList

/// Throughput of the binary plist reader and writer against Foundation's
/// `PropertyListSerialization`, measured on the same inputs in the same run.
enum BinaryPropertyListBenchmark {
    /// - Parameters:
    ///   - corpus: the bytes of every unsigned binary corpus file.
    ///   - synthetic: a 10,000-action shortcut encoded as a binary plist.
    static func run(corpus: [Data], synthetic: Data) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for (name, inputs) in [("corpus", corpus), ("synthetic 10,000 actions", [synthetic])] {
            let megabytes = Double(inputs.reduce(0) { $0 + $1.count }) / 1_000_000
            let reader = BinaryPropertyListReader()
            let ours = try bestTime {
                for input in inputs { _ = try reader.read(input) }
            }
            let foundation = try bestTime(repetitions: 3) {
                for input in inputs {
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
        let values = try corpus.map { try BinaryPropertyListReader().read($0) }
        let foundationObjects = try corpus.map {
            try PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
        }
        let writer = BinaryPropertyListWriter()
        let outputMegabytes = Double(values.reduce(0) { $0 + writer.write($1).count }) / 1_000_000
        let ours = bestTime {
            for value in values { _ = writer.write(value) }
        }
        let foundation = try bestTime(repetitions: 3) {
            for object in foundationObjects {
                _ = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            }
        }
        results.append(
            BenchmarkResult(
                name: "bplist write, corpus (\(format(outputMegabytes)) MB out)",
                value: outputMegabytes / ours, unit: "MB/s", baseline: outputMegabytes / foundation,
                baselineName: "Foundation PropertyListSerialization (same output size)",
                target: "≥ Foundation (measured \(format(foundation / ours))×)", met: ours <= foundation))
        return results
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
