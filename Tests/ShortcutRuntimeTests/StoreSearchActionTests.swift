import Foundation
import OrderedCollections
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Search iTunes Store, Search App Store, Search Podcasts and their Get Details actions.
/// Expectations come from Apple's "iTunes Search API" documentation (the URL
/// `https://itunes.apple.com/search`, the parameters term, country, media, entity, attribute,
/// limit; `+` for spaces and `%XX` for other bytes in the term; `/lookup?id=` for a store ID;
/// the result fields trackName, artistName, trackViewUrl, releaseDate, … as its example
/// responses show them), from the catalog (`WFItemLimit` 25 by default, 1…100; the property
/// names of Get Details of iTunes Product / App Store App / Podcast Show) and from the corpus
/// (the stored labels "Albums", "Artist", "iPad", "Product ID").
@Suite struct StoreSearchActionTests {
    /// A song result as the API documents one.
    static let song = """
        {"wrapperType":"track","kind":"song","artistId":909253,"collectionId":879273552,"trackId":879273565,
         "artistName":"Jack Johnson","collectionName":"In Between Dreams","trackName":"Better Together",
         "artistViewUrl":"https://music.apple.com/us/artist/jack-johnson/909253?uo=4",
         "collectionViewUrl":"https://music.apple.com/us/album/better-together/879273552?i=879273565&uo=4",
         "trackViewUrl":"https://music.apple.com/us/album/better-together/879273552?i=879273565&uo=4",
         "artworkUrl30":"https://is1.mzstatic.com/a/30x30bb.jpg","artworkUrl60":"https://is1.mzstatic.com/a/60x60bb.jpg",
         "artworkUrl100":"https://is1.mzstatic.com/a/100x100bb.jpg","collectionPrice":9.99,"trackPrice":1.29,
         "releaseDate":"2005-03-01T12:00:00Z","collectionExplicitness":"notExplicit","trackExplicitness":"notExplicit",
         "trackTimeMillis":207679,"country":"USA","currency":"USD","primaryGenreName":"Rock","isStreamable":true}
        """

    static let app = """
        {"wrapperType":"software","kind":"software","trackId":1442155577,"trackName":"Toolbox Pro for Shortcuts",
         "artistName":"Alex Hay","sellerName":"Alex Hay","trackViewUrl":"https://apps.apple.com/us/app/id1442155577?uo=4",
         "price":0.0,"formattedPrice":"Free","currency":"USD","releaseDate":"2018-11-21T08:00:00Z",
         "currentVersionReleaseDate":"2024-05-02T17:31:07Z","version":"5.4.1","releaseNotes":"Fixes",
         "description":"Actions","primaryGenreName":"Utilities","trackContentRating":"4+","averageUserRating":4.57,
         "userRatingCount":3066,"averageUserRatingForCurrentVersion":4.57,"userRatingCountForCurrentVersion":3066,
         "minimumOsVersion":"15.0","fileSizeBytes":"81664000",
         "screenshotUrls":["https://is1.mzstatic.com/s/1.png","https://is1.mzstatic.com/s/2.png"],
         "ipadScreenshotUrls":[],"supportedDevices":["iPhone15-iPhone15"],"languageCodesISO2A":["EN","FR"],
         "isGameCenterEnabled":false,"features":["iosUniversal"],
         "artworkUrl512":"https://is1.mzstatic.com/a/512x512bb.jpg"}
        """

    static let podcast = """
        {"wrapperType":"track","kind":"podcast","collectionId":617416468,"trackId":617416468,
         "artistName":"Relay FM","collectionName":"Connected","trackName":"Connected",
         "collectionViewUrl":"https://podcasts.apple.com/us/podcast/connected/id617416468?uo=4",
         "feedUrl":"https://www.relay.fm/connected/feed","trackCount":300,"primaryGenreName":"Technology",
         "artworkUrl600":"https://is1.mzstatic.com/a/600x600bb.jpg","releaseDate":"2024-05-01T10:00:00Z"}
        """

    static func answer(_ results: String...) -> String {
        "{\"resultCount\":\(results.count),\"results\":[\(results.joined(separator: ","))]}"
    }

    /// A web transport that records the request URLs and answers as the API does
    /// (`text/javascript; charset=utf-8`).
    final class Store: WebTransport, @unchecked Sendable {
        let body: String
        private let lock = NSLock()
        private var urls: [String] = []
        init(_ body: String) { self.body = body }
        var requested: [String] { lock.withLock { urls } }
        func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
            lock.withLock { urls.append(request.url) }
            return WebResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(body.utf8))
        }
    }

    @Test func theRequestURLIsTheDocumentedQuery() async throws {
        // Spaces as "+", every byte but letters, digits and . - _ * as %XX (UTF-8); the labels the
        // app stores mapped to the API's values; the region's English name to its ISO code.
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(
                act(
                    "searchitunes",
                    [
                        "WFSearchTerm": "Jack Johnson & co/ü*.-_~", "WFMediaType": "Music", "WFEntity": "Songs",
                        "WFAttribute": "Artist", "WFCountry": "United Kingdom", "WFItemLimit": 5,
                    ]))
        }
        var runner = ShortcutRunner(shortcut)
        let store = Store(Self.answer(Self.song))
        runner.network = store
        let output = try await runner.run().output
        #expect(
            store.requested == [
                "https://itunes.apple.com/search?term=Jack+Johnson+%26+co%2F%C3%BC*.-_%7E&country=GB&media=music&entity=song&attribute=artistTerm&limit=5"
            ])
        #expect(
            output
                == .list([
                    // Store items (ValueModel: `WFiTunesProductContentItem`), no longer dictionaries.
                    .storeItem(
                        .iTunesProduct,
                        [
                            "Name": .text("Better Together"), "Artist": .text("Jack Johnson"),
                            "Store URL": .url(
                                "https://music.apple.com/us/album/better-together/879273552?i=879273565&uo=4"),
                            "Store ID": .number(879_273_565), "Price": .number(1.29), "Currency Code": .text("USD"),
                            "Release Date": .date(Date(timeIntervalSince1970: 1_109_678_400)), "Genre": .text("Rock"),
                            "Artwork URL": .url("https://is1.mzstatic.com/a/100x100bb.jpg"),
                            "Is Explicit": .boolean(false),
                            "Streamable": .boolean(true), "Duration": .number(207.679),
                        ])
                ]))
    }

    @Test func theCorpusLabelsAndTheDefaults() async throws {
        // The corpus's Search iTunes Store: Results "Albums", Search By "Artist", no category:
        // the API's default media (all), under which "Albums" is `album`; the limit 25 by default.
        let url = "https://itunes.apple.com/search?term=U2&entity=album&attribute=artistTerm&limit=25"
        let result = try await run(stubs: [url: .text(Self.answer(Self.song))]) { s in
            s.add(act("searchitunes", ["WFSearchTerm": "U2", "WFEntity": "Albums", "WFAttribute": "Artist"]))
        }
        #expect(result.output.items.count == 1)
        // The API's own values are accepted as they are.
        let raw = "https://itunes.apple.com/search?term=U2&media=musicVideo&entity=musicArtist&limit=25"
        let rawResult = try await run(stubs: [raw: .text(Self.answer())]) { s in
            s.add(act("searchitunes", ["WFSearchTerm": "U2", "WFMediaType": "musicVideo", "WFEntity": "musicArtist"]))
        }
        #expect(rawResult.output == .list([]))
    }

    @Test func appStoreSearchAndLookupByProductID() async throws {
        // Search App Store is media=software; "Product ID" is a lookup of that ID (the media and
        // entity are not sent: an ID names one item).
        let url = "https://itunes.apple.com/lookup?id=1442155577&country=US&limit=1"
        let result = try await run(stubs: [url: .text(Self.answer(Self.app))]) { s in
            s.add(
                act(
                    "searchappstore",
                    [
                        "WFSearchTerm": "1442155577", "WFAttribute": "Product ID", "WFEntity": "iPad",
                        "WFCountry": "us", "WFItemLimit": 1,
                    ]))
        }
        guard case .list(let apps) = result.output, case .item(let appItem)? = apps.first else {
            Issue.record("not a list of apps: \(result.output)")
            return
        }
        #expect(appItem.kind == .appStoreApp)
        let app = appItem.properties
        #expect(app["Name"] == .text("Toolbox Pro for Shortcuts"))
        #expect(app["Formatted Price"] == .text("Free"))
        #expect(app["Price"] == .number(0))
        #expect(app["Version"] == .text("5.4.1"))
        #expect(app["Rating"] == .number(4.57))
        #expect(app["# of Ratings"] == .number(3066))
        #expect(app["Download Size"] == .number(81_664_000))
        #expect(app["Minimum OS Version"] == .text("15.0"))
        #expect(app["Category"] == .text("Utilities"))
        #expect(app["Content Rating"] == .text("4+"))
        #expect(
            app["Screenshot URLs"]
                == .list([.url("https://is1.mzstatic.com/s/1.png"), .url("https://is1.mzstatic.com/s/2.png")]))
        #expect(app["iPad Screenshot URLs"] == .list([]))
        #expect(app["Supported Languages"] == .list([.text("EN"), .text("FR")]))
        #expect(app["Is Universal"] == .boolean(true))
        #expect(app["Supports Game Center"] == .boolean(false))
        #expect(app["Last Updated"] == .date(Date(timeIntervalSince1970: 1_714_671_067)))
        #expect(app["Artwork URL"] == .url("https://is1.mzstatic.com/a/512x512bb.jpg"))
        // A plain search: media=software, "iPad" is iPadSoftware, and a search field.
        let search =
            "https://itunes.apple.com/search?term=Toolbox+Pro&media=software&entity=iPadSoftware&attribute=softwareDeveloper&limit=25"
        let searched = try await run(stubs: [search: .text(Self.answer(Self.app))]) { s in
            s.add(
                act("searchappstore", ["WFSearchTerm": "Toolbox Pro", "WFAttribute": "Developer", "WFEntity": "iPad"]))
        }
        #expect(searched.output.items.count == 1)
    }

    @Test func podcastSearchAndShowDetails() async throws {
        let url = "https://itunes.apple.com/search?term=connected&media=podcast&limit=25"
        let result = try await run(stubs: [url: .text(Self.answer(Self.podcast))]) { s in
            let shows = s.add(act("searchpodcasts", ["WFSearchTerm": "connected"]))
            s.add(act("properties.podcastshow", ["WFInput": Value(shows), "WFContentItemPropertyName": "Feed URL"]))
        }
        #expect(result.output == .list([.url("https://www.relay.fm/connected/feed")]))
        let count = try await run(stubs: [url: .text(Self.answer(Self.podcast))]) { s in
            let shows = s.add(act("searchpodcasts", ["WFSearchTerm": "connected"]))
            s.add(
                act("properties.podcastshow", ["WFInput": Value(shows), "WFContentItemPropertyName": "Episode Count"]))
        }
        #expect(count.output == .list([.number(300)]))
    }

    @Test func getDetailsReadsTheProperties() async throws {
        let url = "https://itunes.apple.com/search?term=better+together&limit=25"
        func detail(_ name: String) async throws -> RunResult {
            try await run(stubs: [url: .text(Self.answer(Self.song))]) { s in
                let found = s.add(act("searchitunes", ["WFSearchTerm": "better together"]))
                s.add(
                    act(
                        "properties.itunesstore",
                        ["WFInput": Value(found), "WFContentItemPropertyName": Value(stringLiteral: name)]))
            }
        }
        #expect(try await detail("Artist").output == .list([.text("Jack Johnson")]))
        #expect(try await detail("Store ID").output == .list([.number(879_273_565)]))
        // A property with an API field that this result lacks (songs have no formatted price): nothing.
        // A collection holds items only (ValueModel, Docs/Running.md "Values"): the result adds
        // nothing, so the collection is empty.
        #expect(try await detail("Formatted Price").output == .list([]))
        // Artwork (an image) has no API field: reading it fails naming it.
        let error = try await failure(stubs: [url: .text(Self.answer(Self.song))]) { s in
            let found = s.add(act("searchitunes", ["WFSearchTerm": "better together"]))
            s.add(act("properties.itunesstore", ["WFInput": Value(found), "WFContentItemPropertyName": "Artwork"]))
        }
        #expect(error?.message.contains("no property “Artwork”") == true)
    }

    @Test func withoutNetworkOrStubTheRunFailsNamingTheAction() async throws {
        let error = try await failure { s in s.add(act("searchappstore", ["WFSearchTerm": "x"])) }
        #expect(
            error?.reason
                == .networkDisabled(url: "https://itunes.apple.com/search?term=x&media=software&limit=25"))
        #expect(error?.actionName == "Find App Store Apps")
    }

    @Test func unknownPickerValuesAreParameterErrors() async throws {
        func reason(_ parameters: KeyValuePairs<String, Value>) async throws -> RunError.Reason? {
            try await failure { s in s.add(act("searchitunes", parameters)) }?.reason
        }
        guard
            case .invalidParameter(key: "WFMediaType", _)? = try await reason([
                "WFSearchTerm": "a", "WFMediaType": "Vinyl",
            ])
        else {
            Issue.record("an unknown category was accepted")
            return
        }
        // "iPad" is a software result type, not a music one.
        guard
            case .invalidParameter(key: "WFEntity", _)? = try await reason(["WFMediaType": "Music", "WFEntity": "iPad"])
        else {
            Issue.record("an entity of another media was accepted")
            return
        }
        guard case .invalidParameter(key: "WFAttribute", _)? = try await reason(["WFAttribute": "Colour"]) else {
            Issue.record("an unknown attribute was accepted")
            return
        }
        guard case .invalidParameter(key: "WFCountry", _)? = try await reason(["WFCountry": "Atlantis"]) else {
            Issue.record("an unknown region was accepted")
            return
        }
        for limit: Value in [0, 101] {
            guard case .invalidParameter(key: "WFItemLimit", _)? = try await reason(["WFItemLimit": limit]) else {
                Issue.record("the limit \(limit) was accepted")
                return
            }
        }
    }

    @Test func hostileAnswersGiveClearErrorsOrBoundedOutput() async throws {
        let url = "https://itunes.apple.com/search?term=x&limit=25"
        func message(_ body: String, limits: RunLimits = .default) async throws -> String? {
            try await failure(stubs: [url: .text(body)], limits: limits) { s in
                s.add(act("searchitunes", ["WFSearchTerm": "x"]))
            }?.message
        }
        #expect(
            try await message("<html>rate limited</html>")
                == "the iTunes Search API's answer is not JSON: invalid JSON at byte 0: expected a value, found '<'")
        #expect(try await message("[1,2]") == "the iTunes Search API's answer is a List, not a JSON object")
        #expect(try await message("{\"resultCount\":0}") == "the iTunes Search API's answer has no “results” list")
        // The API's own explanation of a refused query (its 400 answers carry `errorMessage`).
        #expect(
            try await message("{\"errorMessage\":\"Invalid value(s) for key(s): [mediaType]\"}")
                == "the iTunes Search API refused the query: Invalid value(s) for key(s): [mediaType]")
        #expect(try await message("{\"results\":{}}") == "the iTunes Search API's answer has no “results” list")
        #expect(
            try await message("{\"results\":[3]}") == "the iTunes Search API's results[0] is a Number, not an object")
        #expect(
            try await message(Self.answer(Self.song, "{\"trackName\":7}"))
                == "the iTunes Search API's results[1].trackName is a Number, not text")
        #expect(
            try await message(Self.answer("{\"releaseDate\":\"yesterday\"}"))
                == "the iTunes Search API's results[0].releaseDate “yesterday” is not an ISO 8601 date")
        #expect(
            try await message(Self.answer("{\"screenshotUrls\":[1]}")) == nil,
            "a product search does not read app fields")
        // 10^6 results (3 MB, under the text limit): the first 25 (the limit) become items.
        let many = "{\"results\":[" + Array(repeating: "{}", count: 1_000_000).joined(separator: ",") + "]}"
        let bounded = try await run(stubs: [url: .text(many)]) { s in s.add(act("searchitunes", ["WFSearchTerm": "x"]))
        }
        #expect(bounded.output.items.count == 25)
        // An answer over the text limit is refused before it is parsed.
        var small = RunLimits.default
        small.maximumTextBytes = 1000
        let tooLarge = try await failure(stubs: [url: .text(String(repeating: " ", count: 2000) + "{}")], limits: small)
        { s in
            s.add(act("searchitunes", ["WFSearchTerm": "x"]))
        }
        guard case .tooLarge? = tooLarge?.reason else {
            Issue.record("an answer over the limit was parsed: \(String(describing: tooLarge))")
            return
        }
    }

    /// Get Podcast Episodes: the show's Feed URL read as RSS 2.0 (`item`: `title`, `pubDate`,
    /// `enclosure url`) with Apple's podcast tag `itunes:duration` (seconds, MM:SS or HH:MM:SS).
    @Test func episodesComeFromTheShowsFeed() async throws {
        let search = "https://itunes.apple.com/search?term=connected&media=podcast&limit=25"
        let feed = """
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Connected</title>
            <item><title>Episode 2</title><pubDate>Wed, 01 May 2024 10:00:00 GMT</pubDate>
              <enclosure url="https://cdn.example/2.mp3" length="1" type="audio/mpeg"/><itunes:duration>1:02:03</itunes:duration></item>
            <item><title>Episode 1</title><link>https://www.relay.fm/connected/1</link><itunes:duration>95</itunes:duration></item>
            <item><title>Episode 0</title><enclosure url="/0.mp3"/><itunes:duration>soon</itunes:duration></item>
            </channel></rss>
            """
        let result = try await run(
            stubs: [search: .text(Self.answer(Self.podcast)), "https://www.relay.fm/connected/feed": .text(feed)]
        ) { s in
            let shows = s.add(act("searchpodcasts", ["WFSearchTerm": "connected"]))
            s.add(act("getepisodesforpodcast", ["WFInput": Value(shows)]))
        }
        #expect(
            result.output
                == .list([
                    // Podcast episodes (ValueModel), no longer dictionaries.
                    .storeItem(
                        .podcastEpisode,
                        [
                            "Title": .text("Episode 2"),
                            "Published Date": .date(Date(timeIntervalSince1970: 1_714_557_600)),
                            "URL": .url("https://cdn.example/2.mp3"), "Duration": .number(3723),
                        ]),
                    // No enclosure: the item's link; a duration in seconds.
                    .storeItem(
                        .podcastEpisode,
                        [
                            "Title": .text("Episode 1"), "URL": .url("https://www.relay.fm/connected/1"),
                            "Duration": .number(95),
                        ]),
                    // A relative enclosure resolved against the feed; an unreadable duration left out.
                    .storeItem(
                        .podcastEpisode, ["Title": .text("Episode 0"), "URL": .url("https://www.relay.fm/0.mp3")]),
                ]))
        #expect(PodcastEpisodes.duration("1:2:3:4") == nil)
        #expect(PodcastEpisodes.duration("-5") == nil)
        #expect(PodcastEpisodes.duration("") == nil)
        #expect(PodcastEpisodes.duration(String(repeating: "9", count: 400)) == nil)
        // No show given: the device's library picker, so the services answer.
        let picked = try await failure { s in s.add(act("getepisodesforpodcast")) }
        #expect(picked?.reason == .needsStub)
        // Text that is not a show with a feed, and a feed that is not one.
        let noFeed = try await failure { s in
            s.add(act("getepisodesforpodcast", ["WFInput": "Connected"]))
        }
        guard case .invalidParameter(key: "WFInput", _)? = noFeed?.reason else {
            Issue.record("a show without a Feed URL was read: \(String(describing: noFeed))")
            return
        }
        let notAFeed = try await failure(stubs: ["https://f.example/feed": .text("<html/>")]) { s in
            s.add(act("getepisodesforpodcast", ["WFInput": "https://f.example/feed"]))
        }
        #expect(notAFeed?.message == "https://f.example/feed is not an RSS or Atom feed (its root element is <html>)")
    }
}

extension RuntimeValue {
    /// An item of `kind` with `properties`.
    static func storeItem(_ kind: ContentItem.Kind, _ properties: OrderedDictionary<String, RuntimeValue>)
        -> RuntimeValue
    {
        .item(ContentItem(kind, properties))
    }
}
