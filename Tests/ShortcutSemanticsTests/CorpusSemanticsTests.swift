import Foundation
import ShortcutModel
import ShortcutSemantics
import TestSupport
import Testing

@Suite struct CorpusSemanticsTests {
    /// Every unsigned corpus file: the control-flow depth equals the manifest's, and no file
    /// has an unbalanced block (none of the corpus files is unbalanced).
    @Test func controlFlowDepthMatchesTheManifestForEveryFile() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml"])
        var failures: [String] = []
        var dangling = 0
        for entry in entries {
            let document = try ShortcutDocument(data: try entry.data())
            let analysis = ShortcutAnalysis(document.shortcut)
            if let expected = entry.maxControlFlowDepth, analysis.controlFlow.maximumDepth != expected {
                failures.append("\(entry): depth \(analysis.controlFlow.maximumDepth), manifest \(expected)")
            }
            if !analysis.controlFlow.problems.isEmpty {
                failures.append("\(entry): \(analysis.controlFlow.problems.first!)")
            }
            dangling += analysis.problems.filter { $0.message.hasPrefix("refers to the output of a missing") }.count
        }
        #expect(failures.isEmpty, "\(failures.count) files:\n\(failures.prefix(20).joined(separator: "\n"))")
        print("corpus: \(dangling) dangling OutputUUID references in \(entries.count) unsigned files")
        #expect(dangling > 0)
    }
}
