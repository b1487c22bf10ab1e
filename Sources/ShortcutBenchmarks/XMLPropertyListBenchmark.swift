import Foundation
import PropertyList

/// XML property-list throughput: our reader against Foundation's `PropertyListSerialization`
/// on the same bytes in the same run, plus our writer.
enum XMLPropertyListBenchmark {
    /// - Parameters:
    ///   - corpus: every unsigned XML corpus file.
    ///   - synthetic: a 10,000-action shortcut encoded as XML.
    static func run(corpus: [Data], synthetic: Data) throws -> [BenchmarkResult] {
        let reader = XMLPropertyListReader()
        let writer = XMLPropertyListWriter()
        var results: [BenchmarkResult] = []

        for (name, inputs) in [("corpus", corpus), ("synthetic 10,000 actions", [synthetic])] {
            let bytes = Double(inputs.reduce(0) { $0 + $1.count })
            let ours = try bestTime(repetitions: 9) {
                for data in inputs { _ = try reader.read(data) }
            }
            let foundation = try bestTime(repetitions: 9) {
                for data in inputs {
                    _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                }
            }
            let oursRate = bytes / ours / 1e6
            let foundationRate = bytes / foundation / 1e6
            results.append(
                BenchmarkResult(
                    name: "XML plist read, \(name)", value: oursRate, unit: "MB/s",
                    baseline: foundationRate, baselineName: "Foundation PropertyListSerialization",
                    target: "≥ 5× Foundation", met: oursRate >= 5 * foundationRate))

            let values = try inputs.map { try reader.read($0) }
            var written = 0
            let writeTime = try bestTime(repetitions: 9) {
                written = 0
                for value in values { written += try writer.write(value).count }
            }
            let objects = try inputs.map {
                try PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
            }
            var foundationWritten = 0
            let foundationWriteTime = try bestTime(repetitions: 3) {  // slow; 3 runs suffice
                foundationWritten = 0
                for object in objects {
                    foundationWritten += try PropertyListSerialization.data(
                        fromPropertyList: object, format: .xml, options: 0
                    ).count
                }
            }
            let writeRate = Double(written) / writeTime / 1e6
            let foundationWriteRate = Double(foundationWritten) / foundationWriteTime / 1e6
            results.append(
                BenchmarkResult(
                    name: "XML plist write, \(name)", value: writeRate, unit: "MB/s",
                    baseline: foundationWriteRate, baselineName: "Foundation PropertyListSerialization",
                    target: "≥ 1× Foundation", met: writeRate >= foundationWriteRate))
        }
        return results
    }
}
