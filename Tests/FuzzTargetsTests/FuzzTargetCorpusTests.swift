import Foundation
import PropertyList
import TestSupport
import Testing

@testable import FuzzTargets

/// The fuzz targets' checks hold on every real file: each corpus shortcut and definition is
/// accepted, and no oracle fires on it (so a fuzz failure means the input, not the oracle).
@Suite(.enabled(if: Corpus.runs))
struct FuzzTargetCorpusTests {
    @Test func everyCorpusShortcutPassesTheDocumentAndOracleTargets() throws {
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count >= 486)
        for entry in entries {
            let data = try entry.data()
            #expect(try FuzzTarget.document.run(data) == .accepted, "\(entry)")
            if entry.kind != "signed" {
                #expect(try FuzzTarget.oracle.run(data) == .accepted, "\(entry)")
            }
        }
    }

    @Test func everyCorpusIntentDefinitionIsAccepted() throws {
        let entries = try Corpus.entries(kinds: ["intentdefinition"])
        #expect(entries.count >= 34)
        for entry in entries {
            #expect(try FuzzTarget.intentDefinition.run(try entry.data()) == .accepted, "\(entry)")
        }
    }

    @Test func everySignedPayloadDecodesThroughTheLZFSETarget() throws {
        var streams = 0
        for entry in try Corpus.entries(kinds: ["signed"]) {
            let data = try entry.data()
            guard
                let start = data.firstRange(of: Data("bvx2".utf8))?.lowerBound
                    ?? data.firstRange(of: Data("bvxn".utf8))?.lowerBound
            else { continue }
            #expect(try FuzzTarget.lzfse.run(data[start...]) == .accepted, "\(entry)")
            streams += 1
        }
        #expect(streams > 0)
    }
}

/// What the targets make of the project's own examples and of plainly bad input.
@Suite struct FuzzTargetOutcomeTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func theExamplesAreAcceptedByEveryShortcutTarget() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.examples, includingPropertiesForKeys: nil)
        #expect(files.count >= 3)
        for file in files {
            let data = try Data(contentsOf: file)
            for target in [FuzzTarget.anyPlist, .document, .render, .oracle] {
                #expect(try target.run(data) == .accepted, "\(target) \(file.lastPathComponent)")
            }
        }
    }

    @Test func badInputIsRejectedWithTheReadersTypedError() throws {
        for target in FuzzTarget.allCases {
            // "hello" is a valid pattern, and text without a card holds no cards: those two get
            // input their readers must refuse.
            let junk =
                switch target {
                case .regex: Data("hello(".utf8)
                case .vcard: Data("BEGIN:VCARD\nhello".utf8)
                default: Data("hello".utf8)
                }
            guard case .rejected(let why) = try target.run(junk) else {
                Issue.record("\(target) accepted junk")
                continue
            }
            #expect(!why.isEmpty)
        }
    }

    @Test func theXMLOracleDropsSubSecondsAndSpellsUIDsAsDictionaries() {
        let value: PropertyListValue = .array([.date(Date(timeIntervalSinceReferenceDate: -1.5)), .uid(9)])
        let carried = PropertyListRoundTrip.xmlCarried(value)
        #expect(
            carried == .array([.date(Date(timeIntervalSinceReferenceDate: -2)), .dictionary(["CF$UID": .integer(9)])]))
    }
}
