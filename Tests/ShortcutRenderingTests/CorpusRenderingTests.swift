import Foundation
import ShortcutModel
import ShortcutRendering
import TestSupport
import Testing

/// Every corpus shortcut (binary, XML and signed): catalog naming coverage, clean summary
/// lines, and renderings whose structure matches the model.
@Suite struct CorpusRenderingTests {
    typealias F = RenderingFixtures

    @Test(.enabled(if: Corpus.runs))
    func namingCoverageAndCleanLinesOnTheWholeCorpus() throws {
        let resources = try F.resources()
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count >= 486)
        var occurrences = 0
        var known = 0
        var unknown: [String: Int] = [:]
        var filesByKind: [String: Int] = [:]
        var dirtyLines: [String] = []
        for entry in entries {
            let document = try ShortcutDocument(data: entry.data())
            filesByKind[entry.kind, default: 0] += 1
            let renderable = RenderableShortcut(
                document.shortcut, metadata: RenderMetadata(document: document, fileName: entry.file),
                resources: resources)
            #expect(renderable.summaries.count == document.shortcut.actions.count, "\(entry.file)")
            for summary in renderable.summaries {
                occurrences += 1
                if summary.known { known += 1 } else { unknown[summary.identifier, default: 0] += 1 }
                for line in [summary.text, summary.note ?? ""] + summary.segments.map(\.plainText)
                where F.looksRaw(line) {
                    dirtyLines.append("\(entry.file): \(line)")
                }
            }
            // Outline: a title, a detail line, a blank line, one line per action.
            let text = TextRenderer().render(renderable)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(lineCount == (renderable.summaries.isEmpty ? 2 : 3 + renderable.summaries.count), "\(entry.file)")
            #expect(!text.contains("\u{FFFC}") && !text.contains("\u{1B}"), "\(entry.file)")
            // HTML: one .action per action, DOM nesting = model depth, balanced tags.
            let structure = HTMLStructure(HTMLRenderer(artwork: resources.artwork).render(renderable))
            #expect(structure.errors.isEmpty, "\(entry.file): \(structure.errors.prefix(3))")
            #expect(structure.actions.count == document.shortcut.actions.count, "\(entry.file)")
            #expect(structure.actions.map(\.bodyAncestors) == renderable.analysis.controlFlow.depths, "\(entry.file)")
            let markdown = MarkdownRenderer().render(renderable)
            #expect(
                markdown.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- **") }
                    .count
                    == renderable.summaries.count, "\(entry.file)")
        }
        let percent = occurrences == 0 ? 0 : Double(known) * 100 / Double(occurrences)
        print(
            String(
                format: "Catalog naming coverage: %d of %d action occurrences known (%.2f %%) in %d files (%@)",
                known, occurrences, percent, entries.count,
                filesByKind.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")))
        print("Top unknown identifiers:")
        for (identifier, count) in unknown.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(15) {
            print("  \(count)\t\(identifier)")
        }
        #expect(percent >= 97)
        #expect(dirtyLines.isEmpty, "\(dirtyLines.count) lines look raw, e.g. \(dirtyLines.prefix(5))")
    }

    @Test(.enabled(if: Corpus.runs))
    func deepestCorpusFileRendersAtFullDepth() throws {
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        let deepest = try #require(entries.max { ($0.maxControlFlowDepth ?? 0) < ($1.maxControlFlowDepth ?? 0) })
        let renderable = try F.renderable(ShortcutDocument(data: deepest.data()).shortcut, name: deepest.file)
        let expected = try #require(deepest.maxControlFlowDepth)
        #expect(
            renderable.analysis.controlFlow.depths.max().map { $0 + 1 } == expected
                || renderable.analysis.controlFlow.maximumDepth == expected)
        let structure = HTMLStructure(HTMLRenderer(artwork: try F.resources().artwork).render(renderable))
        #expect(structure.actions.map(\.bodyAncestors).max() == renderable.analysis.controlFlow.depths.max())
    }
}
