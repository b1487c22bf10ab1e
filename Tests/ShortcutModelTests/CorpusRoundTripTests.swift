import Foundation
import PropertyList
import ShortcutModel
import Testing
import TestSupport

/// Every unsigned corpus shortcut: parses; action count and client version match the
/// manifest; model → plist is value-equal to the file.
@Suite struct CorpusRoundTripTests {
    @Test func everyUnsignedFileRoundTripsThroughTheModel() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml"])
        #expect(entries.count >= 370)
        var failures: [String] = []
        for entry in entries {
            do {
                let document = try ShortcutDocument(data: try entry.data())
                let shortcut = document.shortcut
                if let expected = entry.actions, shortcut.actions.count != expected {
                    failures.append("\(entry): \(shortcut.actions.count) actions, manifest says \(expected)")
                }
                if let expected = entry.clientVersion, shortcut.clientVersion?.description != expected {
                    failures.append("\(entry): client version \(String(describing: shortcut.clientVersion))")
                }
                if let difference = shortcut.propertyList.firstDifference(from: document.propertyList) {
                    failures.append("\(entry): model differs at \(difference)")
                }
            } catch {
                failures.append("\(entry): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(entries.count) files failed:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
