import Foundation
import PropertyList
import TestSupport
import Testing

/// Every XML file of the development corpus (not a sample).
@Suite("XML corpus", .enabled(if: Corpus.runs))
struct XMLCorpusTests {
    @Test func everyFileReadsAndRoundTrips() throws {
        let files = try XMLTestSupport.xmlCorpusFiles()
        #expect(files.count >= 139)
        for file in files {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            let value = try XMLPropertyListReader().read(data)
            #expect(value["WFWorkflowActions"]?.array != nil, "\(name)")
            let written = try XMLPropertyListWriter().write(value)
            let back = try XMLPropertyListReader().read(written)
            #expect(back == value, "\(name): read → write → read changed the value")
            // Writing is a fixed point from then on.
            #expect(try XMLPropertyListWriter().write(back) == written, "\(name)")
        }
    }

    @Test func everyFileMatchesFoundation() throws {
        for file in try XMLTestSupport.xmlCorpusFiles() {
            let data = try Data(contentsOf: file)
            let ours = try XMLPropertyListReader().read(data)
            let theirs = try #require(try XMLTestSupport.foundationRead(data), "\(file.lastPathComponent)")
            #expect(XMLTestSupport.equivalentForOracle(ours, theirs), "\(file.lastPathComponent)")
        }
    }

    @Test func actionCountsMatchTheManifest() throws {
        let corpus = try #require(XMLTestSupport.corpusDirectory)
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let lines = manifest.split(separator: "\n")
        let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false) ?? []
        let fileColumn = try #require(header.firstIndex(of: "file"))
        let actionsColumn = try #require(header.firstIndex(of: "actions"))
        var checked = 0
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > actionsColumn, fields[fileColumn].hasPrefix("xml/"),
                let expected = Int(fields[actionsColumn])
            else { continue }
            let value = try XMLPropertyListReader().read(
                try Data(contentsOf: corpus.appendingPathComponent(String(fields[fileColumn]))))
            #expect(value["WFWorkflowActions"]?.array?.count == expected, "\(fields[fileColumn])")
            checked += 1
        }
        #expect(checked == (try XMLTestSupport.xmlCorpusFiles().count))
    }

    @Test func carriageReturnsInCorpusStringsSurvive() throws {
        // Files with CR bytes inside <string> content keep them; Foundation would turn them into LF.
        var filesWithCR = 0
        for file in try XMLTestSupport.xmlCorpusFiles() {
            let data = try Data(contentsOf: file)
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("\n"), text.unicodeScalars.contains("\r") else { continue }  // not CR-only layout
            let value = try XMLPropertyListReader().read(data)
            #expect(containsCarriageReturn(value), "\(file.lastPathComponent)")
            filesWithCR += 1
        }
        #expect(filesWithCR >= 1)
    }

    private func containsCarriageReturn(_ value: PropertyListValue) -> Bool {
        switch value {
        case .string(let string): return string.unicodeScalars.contains("\r")
        case .array(let array): return array.contains(where: containsCarriageReturn)
        case .dictionary(let dictionary):
            return dictionary.keys.contains { $0.unicodeScalars.contains("\r") }
                || dictionary.values.contains(where: containsCarriageReturn)
        default: return false
        }
    }
}
