import Foundation
import ShortcutKit

/// `--only catalog`: loading the bundled action catalog, which every `shortcut inspect`, render
/// and audit does once. The baseline is Foundation's `JSONSerialization` parsing the same
/// resource bytes into untyped objects (no definitions, no index): what a generic reader costs.
enum CatalogBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let resource = try resourceData()
        var catalog = try ActionCatalog.bundled()
        let seconds = try bestTime(repetitions: 20) { catalog = try ActionCatalog.bundled() }
        let foundationSeconds = try bestTime(repetitions: 5) { _ = try JSONSerialization.jsonObject(with: resource) }
        // What `shortcut inspect` pays: load, then name ~40 distinct actions (every 110th row, so
        // first-party, third-party and derived names, which build the word segmenter).
        let sample = catalog.identifiers.enumerated().filter { $0.offset % 110 == 0 }.map(\.element)
        let namingSeconds = try bestTime(repetitions: 20) {
            let fresh = try ActionCatalog.bundled()
            for identifier in sample { _ = fresh.displayName(for: identifier) }
        }
        // What `shortcut actions` pays: every row decoded.
        let allSeconds = try bestTime(repetitions: 5) { _ = try ActionCatalog.bundled().definitions }
        var found = 0
        let searchSeconds = bestTime(repetitions: 20) {
            found = catalog.search("photos", platform: .iOS, since: 26).count
        }
        let megabytes = String(format: "%.2f", Double(resource.count) / 1_048_576)
        return [
            BenchmarkResult(
                name: "load the action catalog (\(catalog.count) actions, \(catalog.triggers.count) triggers, "
                    + "actions.json \(megabytes) MiB; rows indexed, decoded on lookup)",
                value: seconds * 1000, unit: "ms", baseline: foundationSeconds * 1000,
                baselineName: "JSONSerialization of actions.json", target: "< 10 ms (the 783-action catalog took 9.5)",
                met: seconds < 0.01),
            BenchmarkResult(
                name: "load the catalog and name \(sample.count) actions spread over it", value: namingSeconds * 1000,
                unit: "ms", baseline: nil, baselineName: nil, target: "< 25 ms", met: namingSeconds < 0.025),
            BenchmarkResult(
                name: "load the catalog and decode every row (shortcut actions)", value: allSeconds * 1000, unit: "ms",
                baseline: foundationSeconds * 1000, baselineName: "JSONSerialization of actions.json",
                target: "< 250 ms", met: allSeconds < 0.25),
            BenchmarkResult(
                name: "search the decoded catalog: \"photos\" on iOS since 26 (\(found) found)",
                value: searchSeconds * 1000,
                unit: "ms", baseline: nil, baselineName: nil, target: "< 10 ms", met: searchSeconds < 0.01),
        ]
    }

    /// The bundled `actions.json`, found as the catalog finds it (beside this executable's bundles).
    static func resourceData() throws -> Data {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates = [
            executable.appendingPathComponent("ShortcutKit_ShortcutCatalog.resources/Resources/actions.json"),
            URL(fileURLWithPath: "Sources/ShortcutCatalog/Resources/actions.json"),
        ]
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
