import Foundation
import OrderedCollections
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Get Items from RSS Feed. Expectations: the catalog (`WFRSSFeedURL`, `WFRSSItemQuantity`
/// defaulting to 10; the output is articles, whose properties the catalog's Get Details of
/// Articles lists: Title, URL, Author, Published Date, Excerpt), the RSS 2.0 specification
/// (`item` of `channel`: `title`, `link`, `description`, `author`, `pubDate` in RFC 822,
/// `guid isPermaLink`) and RFC 4287 for Atom (`entry`: `title`, `link rel="alternate"`,
/// `author/name`, `published`/`updated`, `summary`).
@Suite struct RSSFeedActionTests {
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment before the root -->
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel>
            <title>Example</title>
            <item>
              <title>First &amp; best</title>
              <link>https://news.example/1</link>
              <description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description>
              <author>ada@example.com (Ada)</author>
              <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate>
            </item>
            <item>
              <title><![CDATA[Second <i>one</i>]]></title>
              <guid>https://news.example/2</guid>
              <dc:creator>Grace</dc:creator>
              <dc:date>2003-06-11T08:30:00Z</dc:date>
            </item>
            <item><title>Third</title><link>/3</link><guid isPermaLink="false">x</guid></item>
          </channel>
        </rss>
        """

    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Atom</title>
          <entry>
            <title type="html">A &lt;em&gt;post&lt;/em&gt;</title>
            <link rel="edit" href="https://atom.example/edit/1"/>
            <link href="https://atom.example/1"/>
            <author><name>Linus</name></author>
            <updated>2005-07-31T12:29:29Z</updated>
            <summary>Short</summary>
          </entry>
        </feed>
        """

    /// A web transport serving fixed documents by URL, counting requests.
    struct Feeds: WebTransport {
        var documents: [String: String]
        func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
            guard let body = documents[request.url] else {
                return WebResponse(status: 404, contentType: "text/plain", body: Data("missing".utf8))
            }
            return WebResponse(status: 200, contentType: "application/rss+xml", body: Data(body.utf8))
        }
    }

    func items(
        _ document: String, url: String = "https://news.example/feed", quantity: Value? = nil
    ) async throws -> RuntimeValue {
        let shortcut = try Shortcut.build(checks: .none) { s in
            if let quantity {
                s.add(act("rss", ["WFRSSFeedURL": Value(stringLiteral: url), "WFRSSItemQuantity": quantity]))
            } else {
                s.add(act("rss", ["WFRSSFeedURL": Value(stringLiteral: url)]))
            }
        }
        var runner = ShortcutRunner(shortcut)
        runner.network = Feeds(documents: [url: document])
        return try await runner.run().output
    }

    func failureMessage(_ document: String) async throws -> String? {
        do {
            _ = try await items(document)
            return nil
        } catch let error as RunError {
            return error.message
        }
    }

    /// Articles are article items (ValueModel: `WFArticleContentItem`), no longer dictionaries.
    @Test func rssItemsAreArticles() async throws {
        let output = try await items(Self.rss)
        guard case .list(let items) = output else {
            Issue.record("not a list: \(output)")
            return
        }
        #expect(items.count == 3)
        #expect(
            items[0]
                == .article([
                    "Title": .text("First & best"), "URL": .url("https://news.example/1"),
                    "Author": .text("ada@example.com (Ada)"),
                    "Published Date": .date(Date(timeIntervalSince1970: 1_055_217_600)),
                    "Excerpt": .text("Hello world"),
                ]))
        // CDATA is text; a guid that is a permalink is the link; Dublin Core author and date.
        #expect(
            items[1]
                == .article([
                    "Title": .text("Second one"), "URL": .url("https://news.example/2"), "Author": .text("Grace"),
                    "Published Date": .date(Date(timeIntervalSince1970: 1_055_320_200)),
                ]))
        // A relative link is resolved against the feed's URL.
        #expect(items[2] == .article(["Title": .text("Third"), "URL": .url("https://news.example/3")]))
    }

    @Test func atomEntriesUseTheAlternateLink() async throws {
        let output = try await items(Self.atom)
        #expect(
            output
                == .list([
                    .article([
                        "Title": .text("A post"), "URL": .url("https://atom.example/1"), "Author": .text("Linus"),
                        "Published Date": .date(Date(timeIntervalSince1970: 1_122_812_969)),
                        "Excerpt": .text("Short"),
                    ])
                ]))
    }

    @Test func rdfFeedsAndTheItemQuantity() async throws {
        let rdf = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
              <channel rdf:about="https://r.example/"><title>R</title></channel>
              <item rdf:about="https://r.example/a"><title>A</title><link>https://r.example/a</link></item>
              <item rdf:about="https://r.example/b"><title>B</title><link>https://r.example/b</link></item>
            </rdf:RDF>
            """
        let one = try await items(rdf, quantity: 1)
        #expect(one == .list([.article(["Title": .text("A"), "URL": .url("https://r.example/a")])]))
        let titles = try await items(Self.rss, quantity: 2)
        #expect(titles.items.count == 2)
        let refused = try await failure { s in
            s.add(act("rss", ["WFRSSFeedURL": "https://x.example/feed", "WFRSSItemQuantity": 0]))
        }
        #expect(refused?.reason == .invalidParameter(key: "WFRSSItemQuantity", message: "0 items"))
    }

    @Test func propertiesReadTheItems() async throws {
        // A Title property aggrandizement on the output reads each item's title (a lone
        // variable keeps its value: the list of titles).
        let shortcut = try Shortcut.build(checks: .none) { s in
            let feed = s.add(act("rss", ["WFRSSFeedURL": "https://news.example/feed"]))
            s.add(.showResult(text: "\(feed.property("Title"))"))
        }
        var runner = ShortcutRunner(shortcut)
        runner.network = Feeds(documents: ["https://news.example/feed": Self.rss])
        let result = try await runner.run()
        #expect(result.shown == [.list([.text("First & best"), .text("Second one"), .text("Third")])])
    }

    @Test func withoutNetworkTheRunFailsNamingTheAction() async throws {
        let error = try await failure { s in s.add(act("rss", ["WFRSSFeedURL": "https://news.example/feed"])) }
        #expect(error?.reason == .networkDisabled(url: "https://news.example/feed"))
        #expect(error?.actionName == "Get Items from RSS Feed")
        // A stub for the URL gives the document.
        let stubbed = try await run(stubs: ["https://news.example/feed": .text(Self.atom)]) { s in
            s.add(act("rss", ["WFRSSFeedURL": "https://news.example/feed"]))
        }
        #expect(stubbed.output.items.count == 1)
    }

    @Test func malformedXMLIsNamedByLineColumnAndByte() async throws {
        #expect(
            try await failureMessage("<rss>\n  <channel>\n    <item></channel>\n</rss>")
                == "the feed https://news.example/feed is not well-formed XML: line 3, column 11 (byte 28): </channel> closes <item>"
        )
        #expect(
            try await failureMessage("<rss><channel><title>a & b</title></channel></rss>")
                == "the feed https://news.example/feed is not well-formed XML: line 1, column 24 (byte 23): “&” not starting a reference (write &amp;)"
        )
        #expect(
            try await failureMessage("<rss><channel><item><title>cut")
                == "the feed https://news.example/feed is not well-formed XML: line 1, column 31 (byte 30): unexpected end of the document inside <title>"
        )
        #expect(
            try await failureMessage("<html><body>not a feed</body></html>")
                == "https://news.example/feed is not an RSS or Atom feed (its root element is <html>)")
        #expect(
            try await failureMessage("")
                == "the feed https://news.example/feed is not well-formed XML: line 1, column 1 (byte 0): unexpected end of the document before any element"
        )
    }

}

extension RuntimeValue {
    /// An article item with `properties`.
    static func article(_ properties: OrderedDictionary<String, RuntimeValue>) -> RuntimeValue {
        .item(ContentItem(.article, properties))
    }
}
