import Foundation
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Store Content / Get Stored Content / Delete Stored Content, Get File of Type, Get Headers of
/// URL and Get RSS Feeds from Page. Expectations: the catalog's parameters
/// (`WFStoredContentKey`, `WFStoredContentGlobalValue`: a value for this shortcut or for all;
/// `WFFileType`: a uniform type identifier; the input URLs), the Shortcuts User Guide's
/// descriptions (a URL's headers as a dictionary; the feeds a web page links to), and the
/// HTML feed-autodiscovery convention (`<link rel="alternate" type="application/rss+xml">`).
@Suite struct StoredContentAndFileTypeActionTests {
    @Test func storedContentIsReadBackAndDeleted() async throws {
        let result = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "42 apples"]))
            s.add(act("setstoredcontent", ["WFStoredContentKey": "basket"]))
            s.add(act("getstoredcontent", ["WFStoredContentKey": "basket"]))
            s.add(act("deletestoredcontent", ["WFStoredContentKey": "basket"]))
            s.add(act("getstoredcontent", ["WFStoredContentKey": "basket"]))
        }
        #expect(
            result.trace.map(\.output) == [
                .text("42 apples"), .text("42 apples"), .text("42 apples"), .nothing, .nothing,
            ])
    }

    @Test func aShortcutsOwnValuesAreNotAnotherShortcutsButGlobalOnesAre() async throws {
        let reader = try Shortcut.build(name: "Reader", checks: .none) { s in
            s.add(act("getstoredcontent", ["WFStoredContentKey": "mine"]))
            s.add(act("getstoredcontent", ["WFStoredContentKey": "shared", "WFStoredContentGlobalValue": true]))
            s.add(
                act(
                    "list",
                    [
                        "WFItems": .list([
                            Value(ShortcutBuilder.output(of: s.shortcut.actions[0])),
                            Value(ShortcutBuilder.output(of: s.shortcut.actions[1])),
                        ])
                    ]))
        }
        let result = try await run(library: ["Reader": reader]) { s in
            s.add(act("gettext", ["WFTextActionText": "private"]))
            s.add(act("setstoredcontent", ["WFStoredContentKey": "mine"]))
            s.add(act("gettext", ["WFTextActionText": "public"]))
            s.add(act("setstoredcontent", ["WFStoredContentKey": "shared", "WFStoredContentGlobalValue": true]))
            s.add(act("runworkflow", ["WFWorkflowName": "Reader"]))
        }
        // The private value is not there: nothing, which adds no item to the List — a collection
        // holds items only (ValueModel, Docs/Running.md "Values").
        #expect(result.output == .list([.text("public")]))
    }

    @Test func anEmptyKeyFails() async throws {
        let error = try await failure { s in s.add(act("getstoredcontent", ["WFStoredContentKey": ""])) }
        #expect(error?.reason == .invalidParameter(key: "WFStoredContentKey", message: "an empty key"))
    }

    // MARK: Get File of Type

    @Test func textAndDictionariesBecomeFilesOfTheTypeAsked() async throws {
        let text = try await output(input: .text("hello")) { s in
            s.add(act("gettypeaction", ["WFFileType": "public.plain-text"]))
        }
        #expect(text == .file(RuntimeFile(name: "Text.txt", type: "public.plain-text", data: Data("hello".utf8))))
        let json = try await output(input: .dictionary(["a": .number(1)])) { s in
            s.add(act("gettypeaction", ["WFFileType": "public.json"]))
        }
        #expect(json == .file(RuntimeFile(name: "Text.json", type: "public.json", data: Data("{\"a\":1}".utf8))))
        let file = RuntimeFile(name: "page.html", type: "html", data: Data("<p>".utf8))
        let same = try await output(input: .file(file)) { s in
            s.add(act("gettypeaction", ["WFFileType": "public.html"]))
        }
        #expect(same == .file(file))
    }

    @Test func aTypeWithoutARepresentationFails() async throws {
        // The corpus asks for a web archive of a web page's contents: the runtime has none.
        let error = try await failure(input: .text("<p>page</p>")) { s in
            s.add(act("gettypeaction", ["WFFileType": "com.apple.webarchive"]))
        }
        #expect(error?.message.contains("no com.apple.webarchive representation of the text") == true)
    }

    // MARK: Headers and feeds

    struct Site: WebTransport {
        func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
            if request.method == "HEAD" {
                return WebResponse(
                    status: 200, contentType: "text/html", body: Data(), finalURL: request.url,
                    headers: [
                        WebHeader(name: "Content-Type", value: "text/html"), WebHeader(name: "ETag", value: "\"v1\""),
                    ])
            }
            let page = """
                <html><head><title>Blog</title>
                <link rel="stylesheet" href="/style.css">
                <link rel="alternate" type="application/rss+xml" title="Posts" href="/feed.xml">
                <LINK REL='alternate' TYPE='application/atom+xml' HREF='https://other.example/atom?a=1&amp;b=2'>
                <link rel="alternate" type="text/html" href="/fr/">
                </head><body>no feed here: <a href="/feed2.xml">x</a></body></html>
                """
            return WebResponse(status: 200, contentType: "text/html", body: Data(page.utf8), finalURL: request.url)
        }
    }

    func runOnSite(_ body: (ShortcutBuilder) throws -> Void) async throws -> RuntimeValue {
        let shortcut = try Shortcut.build(checks: .none, body)
        var runner = ShortcutRunner(shortcut)
        runner.network = Site()
        return try await runner.run().output
    }

    @Test func headersOfAURLAreADictionary() async throws {
        let headers = try await runOnSite { s in s.add(act("url.getheaders", ["WFInput": "https://blog.example/post"]))
        }
        #expect(headers == .dictionary(["Content-Type": .text("text/html"), "ETag": .text("\"v1\"")]))
    }

    @Test func feedsAreTheAlternateLinksOfFeedTypes() async throws {
        let feeds = try await runOnSite { s in s.add(act("rss.extract", ["WFURLs": "https://blog.example/post"])) }
        #expect(feeds == .list([.url("https://blog.example/feed.xml"), .url("https://other.example/atom?a=1&b=2")]))
    }

    @Test func withoutNetworkTheyFailWithoutARequest() async throws {
        let error = try await failure { s in s.add(act("url.getheaders", ["WFInput": "https://blog.example/post"])) }
        #expect(error?.reason == .networkDisabled(url: "https://blog.example/post"))
    }

    @Test func hostilePagesCostOnePass() {
        // Many tags, attributes without names or values, an unclosed quote, and no closing `>`.
        let huge =
            String(repeating: "<link rel=alternate type=application/rss+xml href=/f>", count: 20_000)
            + String(repeating: "<link = =\"\" '>", count: 50_000) + "<link href='unclosed"
        let started = ContinuousClock.now
        let feeds = FeedLinks.feeds(inHTML: huge, base: "https://x.example/")
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(feeds == ["https://x.example/f"])
    }
}

/// Get Object of Class: the input as an object of the Foundation class named. Expectation: the
/// catalog's `Class` parameter (a class name, `NSURL` by default) and the content coercions of
/// `Docs/Running.md` (text to a number, a URL, a dictionary from JSON).
@Suite struct ObjectOfClassActionTests {
    @Test func contentBecomesTheClassNamed() async throws {
        let number = try await output(input: .text("1,234.5")) { s in
            s.add(act("getclassaction", ["Class": "NSNumber"]))
        }
        #expect(number == .number(1234.5))
        let url = try await output(input: .text("https://example.com/a")) { s in s.add(act("getclassaction")) }
        #expect(url == .url("https://example.com/a"))
        let dictionary = try await output(input: .text(#"{"a": 1}"#)) { s in
            s.add(act("getclassaction", ["Class": "NSDictionary"]))
        }
        #expect(dictionary == .dictionary(["a": .number(1)]))
        let text = try await output(input: .number(3)) { s in s.add(act("getclassaction", ["Class": "NSString"])) }
        #expect(text == .text("3"))
    }

    @Test func aClassWithoutValuesHereFails() async throws {
        // The corpus asks for class “RTF”.
        let error = try await failure(input: .text("x")) { s in s.add(act("getclassaction", ["Class": "RTF"])) }
        #expect(error?.reason == .invalidParameter(key: "Class", message: "the runtime has no objects of class “RTF”"))
    }
}
