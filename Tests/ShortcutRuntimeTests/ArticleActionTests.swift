import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Get Details of Articles and Filter Articles on the articles Get Items from RSS Feed gives.
/// Expectations: the catalog (the article properties Name, Title, Published Date, Author,
/// Number of Words, Main Image URL, URL, Excerpt; Filter Articles' sort orders and limit) and
/// the RSS 2.0 specification for the feed read.
@Suite struct ArticleActionTests {
    static let feedURL = "https://news.example/feed"
    static let feed = """
        <rss version="2.0"><channel><title>News</title>
          <item><title>Older</title><link>https://news.example/1</link><author>ada@example.com (Ada)</author>
            <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate><description>First words</description></item>
          <item><title>Newest</title><link>https://news.example/2</link>
            <pubDate>Thu, 12 Jun 2003 09:00:00 GMT</pubDate></item>
          <item><title>Middle</title><link>https://news.example/3</link>
            <pubDate>Wed, 11 Jun 2003 04:00:00 GMT</pubDate></item>
        </channel></rss>
        """

    func articles(_ more: (ShortcutBuilder) throws -> Void) async throws -> RunResult {
        try await run(stubs: [Self.feedURL: .text(Self.feed)]) { s in
            s.add(act("rss", ["WFRSSFeedURL": .plain(Self.feedURL)]))
            try more(s)
        }
    }

    @Test func detailsOfEachArticle() async throws {
        let titles = try await articles { s in
            s.add(act("properties.articles", ["WFContentItemPropertyName": "Title"]))
        }
        #expect(titles.output == .list([.text("Older"), .text("Newest"), .text("Middle")]))
        // An article's Name is its title.
        let names = try await articles { s in s.add(act("properties.articles", ["WFContentItemPropertyName": "Name"])) }
        #expect(names.output == titles.output)
        // Only the first item names its author: the others have none, which reads as nothing —
        // a collection holds items only (ValueModel, Docs/Running.md "Values"): those add none.
        let authors = try await articles { s in
            s.add(act("properties.articles", ["WFContentItemPropertyName": "Author"]))
        }
        #expect(authors.output == .list([.text("ada@example.com (Ada)")]))
        let urls = try await articles { s in s.add(act("properties.articles", ["WFContentItemPropertyName": "URL"])) }
        #expect(urls.output == .list((1...3).map { .url("https://news.example/\($0)") }))
    }

    @Test func aPropertyTheFeedDidNotGiveIsAClearError() async throws {
        do {
            _ = try await articles { s in
                s.add(act("properties.articles", ["WFContentItemPropertyName": "Main Image URL"]))
            }
            Issue.record("expected a failure")
        } catch let error as RunError {
            #expect(error.actionIndex == 1)
            #expect("\(error)".contains("Main Image URL"))
        }
    }

    @Test func filterSortsByDateAndLimits() async throws {
        let latest = try await articles { s in
            s.add(
                act(
                    "filter.articles",
                    [
                        "WFContentItemSortProperty": "Published Date", "WFContentItemSortOrder": "Latest First",
                        "WFContentItemLimitEnabled": true, "WFContentItemLimitNumber": 2,
                    ]))
            s.add(act("properties.articles", ["WFContentItemPropertyName": "Title"]))
        }
        #expect(latest.output == .list([.text("Newest"), .text("Middle")]))
        let byName = try await articles { s in
            s.add(act("filter.articles", ["WFContentItemSortProperty": "Name", "WFContentItemSortOrder": "A to Z"]))
            s.add(act("properties.articles", ["WFContentItemPropertyName": "Title"]))
        }
        #expect(byName.output == .list([.text("Middle"), .text("Newest"), .text("Older")]))
    }

    @Test func aWebPageWouldNeedSafariReader() async throws {
        let error = try await failure { s in
            s.add(act("url", ["WFURLActionURL": "https://news.example/1"]))
            s.add(act("properties.articles", ["WFContentItemPropertyName": "Title"]))
        }
        #expect(error?.reason == .needsStub)
        #expect(error?.identifier == "is.workflow.actions.properties.articles")
    }
}
