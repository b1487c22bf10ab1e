import Foundation
import FuzzTargets
import SeededRandom
import Testing

/// The feed fuzz target (`FeedXMLReader`): a feed is accepted; every prefix and thousands of
/// seeded mutations of it end in the reader's typed error, placed inside the input, on one line;
/// the kept hostile inputs (Tests/Regressions/feedXML) are refused without expanding anything.
@Suite struct FeedFuzzTargetTests {
    static let feed = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>News &amp; notes</title>
        <item><title><![CDATA[First <b>post</b>]]></title><link>https://example.com/1</link>
        <dc:creator>Ann</dc:creator><pubDate>Thu, 26 Nov 2026 10:00:00 GMT</pubDate></item>
        <item><title>Second &#x2014; post</title><link>https://example.com/2</link></item>
        </channel></rss>
        """.utf8)

    @Test func aFeedIsAcceptedAndEveryPrefixOfItIsRefusedInsideTheInput() throws {
        #expect(try FuzzTarget.feedXML.run(Self.feed) == .accepted)
        var refused = 0
        for length in 0..<Self.feed.count {
            // `run` throws a FuzzFailure for an offset outside the input or a multi-line error.
            if case .rejected = try FuzzTarget.feedXML.run(Self.feed.prefix(length)) { refused += 1 }
        }
        // Every proper prefix cuts the root element short (the final newline aside).
        #expect(refused >= Self.feed.count - 1)
    }

    @Test func seededMutationsEndInTheReadersOwnError() throws {
        var generator = SplitMix64(seed: 27)
        for _ in 0..<3_000 {
            var bytes = [UInt8](Self.feed)
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(Array("<&>]/\"".utf8)[Int(generator.next() % 6)], at: index)
                }
            }
            _ = try FuzzTarget.feedXML.run(Data(bytes))
        }
    }

    @Test func theKeptHostileInputsAreRefused() throws {
        for name in [
            "billion-laughs.xml", "nested-300-deep.xml", "unterminated-cdata.xml", "entity-across-lines.xml",
        ] {
            let data = try Data(
                contentsOf: RegressionReplayTests.folder.appendingPathComponent("feedXML/" + name))
            let outcome = try FuzzTarget.feedXML.run(data)
            guard case .rejected(let line) = outcome else {
                Issue.record("\(name) was accepted")
                continue
            }
            #expect(line.hasPrefix("line "), "\(name): \(line)")
        }
    }
}
