import Foundation
import PropertyList
import ShortcutModel
import TestSupport
import Testing

/// Every corpus shortcut — binary, XML and signed: parses; action count and client version
/// match the manifest; model → plist is value-equal to the file; our binary and XML output of
/// the model is read back by Foundation to the same values.
@Suite struct CorpusRoundTripTests {
    @Test func everyShortcutRoundTripsThroughTheModel() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count >= 480)
        var failures: [String] = []
        var signed = 0
        for entry in entries {
            do {
                let document = try ShortcutDocument(data: try entry.data())
                if document.encoding == .signed { signed += 1 }
                let shortcut = document.shortcut
                if let expected = entry.actions, shortcut.actions.count != expected {
                    failures.append("\(entry): \(shortcut.actions.count) actions, manifest says \(expected)")
                }
                if let expected = entry.clientVersion, shortcut.clientVersion?.description != expected {
                    failures.append("\(entry): client version \(String(describing: shortcut.clientVersion))")
                }
                let written = shortcut.propertyList
                if let difference = written.firstDifference(from: document.propertyList) {
                    failures.append("\(entry): model differs at \(difference)")
                }
                for format in PropertyListFormat.allCases {
                    let bytes = try written.encoded(as: format)
                    // Foundation is the oracle for Apple's two formats; JSON is ours alone.
                    if format != .json, let difference = FoundationOracle.difference(reading: bytes, expected: written)
                    {
                        failures.append("\(entry): Foundation reads our \(format) differently at \(difference)")
                    }
                    let back = try PropertyListValue(decoding: bytes)
                    // XML dates have whole seconds (Apple's format too): compare at that precision.
                    let expected = format == .xml ? written.withDatesTruncatedToSeconds : written
                    if let difference = back.firstDifference(from: expected) {
                        failures.append("\(entry): our \(format) reads back differently at \(difference)")
                    }
                }
            } catch {
                failures.append("\(entry): \(error)")
            }
        }
        #expect(signed == entries.filter { $0.kind == "signed" }.count)
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(entries.count) files failed:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}

extension PropertyListValue {
    /// The value with every date rounded down to a whole second, as XML stores it.
    var withDatesTruncatedToSeconds: PropertyListValue {
        switch self {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let values): .array(values.map(\.withDatesTruncatedToSeconds))
        case .dictionary(let dictionary): .dictionary(dictionary.mapValues(\.withDatesTruncatedToSeconds))
        default: self
        }
    }
}
