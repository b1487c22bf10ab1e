import Foundation
import PropertyList
import TestSupport
import Testing

/// Foundation's `PropertyListSerialization` as an independent oracle, and the real corpus.
@Suite struct BinaryOracleTests {
    /// Every type Foundation can also represent, including edge integers and UIDs.
    static let mixed: PropertyListValue = [
        "ints": [
            0, 255, 256, 65535, 65536, -1, .integer(PropertyListInteger(Int64.min)),
            .integer(PropertyListInteger(Int64.max)), .integer(PropertyListInteger(UInt64.max)),
        ],
        "reals": [0.5, -0.0, 1e300, .real(.infinity)],
        "bools": [true, false],
        "strings": ["", "ascii", "café", "😀 emoji", "日本語", .string(String(repeating: "long ", count: 50))],
        "data": [.data(Data()), .data(Data((0..<1000).map { UInt8($0 & 0xFF) }))],
        "date": .date(Date(timeIntervalSinceReferenceDate: -1234.5)),
        "uids": [.uid(0), .uid(300), .uid(70_000)],
        "nested": [[[:], []], ["a": ["b": ["c": "deep"]]]],
    ]

    @Test func foundationReadsOurOutput() throws {
        for value in [Self.mixed, BinaryWriterTests.sampleShortcut(actions: 60)] {
            let data = BinaryPropertyListWriter().write(value)
            let theirs = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            let difference = binaryFoundationDifference(value, theirs)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test func weReadFoundationsOutput() throws {
        // Foundation makes different layout choices (object order, sizes); values must agree.
        var value = BinaryWriterTests.sampleShortcut(actions: 60)
        if case .dictionary(var dictionary) = value {
            dictionary["mixed"] = Self.mixed["ints"]
            dictionary["strings"] = Self.mixed["strings"]
            value = .dictionary(dictionary)
        }
        let object = binaryFoundationObject(value)
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let ours = try BinaryPropertyListReader().read(data)
        let difference = binaryFoundationDifference(ours, object)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(.enabled(if: Corpus.runs))
    func corpusFilesParseAndRoundTrip() throws {
        let files = BinaryCorpus.files
        #expect(files.count >= 237)
        let reader = BinaryPropertyListReader()
        let writer = BinaryPropertyListWriter()
        for (name, data) in files {
            let value: PropertyListValue
            do {
                value = try reader.read(data)
            } catch {
                Issue.record("\(name): \(error)")
                continue
            }
            #expect(value["WFWorkflowActions"]?.array != nil, "\(name): no action list")

            // Same value as Foundation reads from the original.
            let theirs = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            let foundationDifference = binaryFoundationDifference(value, theirs)
            #expect(foundationDifference == nil, "\(name): \(foundationDifference ?? "")")

            // read → write → read is exact, and Foundation reads our output to the same value.
            let rewritten = writer.write(value)
            let again = try reader.read(rewritten)
            let roundTripDifference = binaryStrictDifference(value, again)
            #expect(roundTripDifference == nil, "\(name): \(roundTripDifference ?? "")")
            let theirsAgain = try PropertyListSerialization.propertyList(from: rewritten, options: [], format: nil)
            let rewrittenDifference = binaryFoundationDifference(value, theirsAgain)
            #expect(rewrittenDifference == nil, "\(name): \(rewrittenDifference ?? "")")
        }
    }

    @Test(.enabled(if: Corpus.runs))
    func corpusFilesTruncatedAtEverySixteenthFail() {
        for (name, data) in BinaryCorpus.files {
            for sixteenth in 0..<16 {
                let length = data.count * sixteenth / 16
                do {
                    let value = try BinaryPropertyListReader().read(data.prefix(length))
                    Issue.record("\(name) cut at \(length) read as \(value.typeName)")
                } catch {
                    #expect(error.offset >= 0 && error.offset <= length, "\(name) cut at \(length): \(error)")
                }
            }
        }
    }
}
