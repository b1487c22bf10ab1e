import Foundation
import ShortcutKit
import ShortcutRendering

/// Rendering the largest corpus shortcut (about 2 800 actions): from the parsed model to the
/// finished HTML page and text outline, including analysis and summaries. Target < 100 ms each.
enum RenderBenchmark {
    static func run(largest: Data) throws -> [BenchmarkResult] {
        let shortcut = try ShortcutDocument(data: largest).shortcut
        var resources: RenderingResources?
        let loadSeconds = try bestTime(repetitions: 3) { resources = try RenderingResources.bundled() }
        guard let resources else { return [] }
        let count = shortcut.actions.count
        let metadata = RenderMetadata(name: "Largest")
        var summaries = 0
        let summarySeconds = bestTime(repetitions: 7) {
            summaries = RenderableShortcut(shortcut, metadata: metadata, resources: resources).summaries.count
        }
        var htmlBytes = 0
        let html = HTMLRenderer(artwork: resources.artwork)
        let htmlSeconds = bestTime(repetitions: 7) {
            htmlBytes = html.render(RenderableShortcut(shortcut, metadata: metadata, resources: resources)).utf8.count
        }
        var textBytes = 0
        let text = TextRenderer(colors: true)
        let textSeconds = bestTime(repetitions: 7) {
            textBytes = text.render(RenderableShortcut(shortcut, metadata: metadata, resources: resources)).utf8.count
        }
        return [
            BenchmarkResult(
                name: "render: load catalog, palette, glyphs and artwork (once per process)", value: loadSeconds * 1000,
                unit: "ms", baseline: nil, baselineName: nil, target: "(information)", met: true),
            BenchmarkResult(
                name: "render: analysis + \(summaries) summaries", value: summarySeconds * 1000, unit: "ms",
                baseline: nil, baselineName: nil, target: "(information)", met: true),
            BenchmarkResult(
                name: "render: largest shortcut (\(count) actions) → HTML page (\(htmlBytes / 1024) KiB)",
                value: htmlSeconds * 1000, unit: "ms", baseline: nil, baselineName: nil, target: "< 100 ms",
                met: htmlSeconds < 0.1),
            BenchmarkResult(
                name: "render: largest shortcut (\(count) actions) → text outline (\(textBytes / 1024) KiB)",
                value: textSeconds * 1000, unit: "ms", baseline: nil, baselineName: nil, target: "< 100 ms",
                met: textSeconds < 0.1),
        ]
    }

    /// The file with the most actions (files that do not read are skipped).
    static func largest(in files: [Data]) -> Data? {
        var best: (count: Int, data: Data)?
        for data in files {
            guard let count = try? ShortcutDocument(data: data).shortcut.actions.count else { continue }
            if count > (best?.count ?? -1) { best = (count, data) }
        }
        return best?.data
    }
}
