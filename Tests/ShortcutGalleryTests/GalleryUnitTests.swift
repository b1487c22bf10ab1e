import Foundation
import ShortcutGallery
import ShortcutKit
import TestSupport
import Testing

@Suite struct GalleryUnitTests {
    @Test func tokenBucketAllowsABurstThenRefills() {
        var bucket = TokenBucket(capacity: 2, refillPerSecond: 0.5, now: 0)
        #expect(bucket.take(now: 0) == nil)
        #expect(bucket.take(now: 0) == nil)
        let wait = bucket.take(now: 0)
        #expect(wait == 2)
        #expect(bucket.take(now: 1) != nil)
        #expect(bucket.take(now: 2.1) == nil)
        #expect(!bucket.isFull(at: 2.1))
        #expect(bucket.isFull(at: 100))
    }

    @Test func rateLimiterKeepsClientsApart() async {
        let limiter = RateLimiter(capacity: 1, perMinute: 1)
        #expect(await limiter.check("a") == nil)
        #expect(await limiter.check("a") != nil)
        #expect(await limiter.check("b") == nil)
        #expect(await limiter.trackedClients == 2)
    }

    @Test func likePatternsEscapeTheirMetacharacters() {
        #expect(GallerySearch.likePattern("a%b_c\\d") == #"%a\%b\_c\\d%"#)
        let search = GallerySearch(text: "  MiXeD  ", page: -4, perPage: 10_000)
        #expect(search.text == "mixed")
        #expect(search.page == 1)
        #expect(search.perPage == GallerySearch.maximumPerPage)
        #expect(GallerySearch(text: String(repeating: "x", count: 1000)).text.count == GallerySearch.maximumFieldLength)
    }

    @Test func postgresURLsAreTakenApart() throws {
        let url = try #require(PostgresURL("postgres://gal%40lery:p%2Fss@db.local:6543/shortcuts?sslmode=require"))
        #expect(url.username == "gal@lery")
        #expect(url.password == "p/ss")
        #expect(url.host == "db.local")
        #expect(url.port == 6543)
        #expect(url.database == "shortcuts")
        #expect(url.requireTLS)
        #expect(!url.redacted.contains("p/ss"))
        #expect(PostgresURL("postgresql://u@h")?.database == "u")
        #expect(PostgresURL("mysql://u@h/db") == nil)
        #expect(PostgresURL("postgres:///db") == nil)
        #expect(PostgresURL("not a url") == nil)
    }

    @Test func uploaderLabelsAreRestricted() throws {
        #expect(try GalleryService.uploader(nil) == "anonymous")
        #expect(try GalleryService.uploader("  ann.b-c_d@x  ") == "ann.b-c_d@x")
        for bad in ["<b>", "a/b", "../x", String(repeating: "a", count: 65), "a\nb"] {
            #expect(throws: GalleryError.self) { try GalleryService.uploader(bad) }
        }
    }

    @Test func importerNamesFollowTheToolkitsOneRuleAndUseTheLastComponentOnly() async throws {
        let importer = GalleryHarness.importer
        let unnamed = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: nil, texts: ["x"]))
        #expect(try await importer.read(unnamed, suppliedName: "../../etc/My Tool.shortcut").summary.name == "My Tool")
        #expect(try await importer.read(unnamed, suppliedName: "C:\\Users\\a\\Mine.plist").summary.name == "Mine")
        #expect(try await importer.read(unnamed, suppliedName: "..").summary.name == "Shortcut")
        let named = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Inside", texts: ["x"]))
        // WFWorkflowName, when a tool stored it, comes before the file's name (as in `shortcut inspect`).
        #expect(try await importer.read(named, suppliedName: "../../etc/My Tool.shortcut").summary.name == "Inside")
        #expect(try await importer.read(named).summary.name == "Inside")
        #expect(
            try await importer.read(named, suppliedName: "x", iCloudName: "Cloud\nName").summary.name == "Cloud Name")
    }

    @Test func importerSummarisesEveryCorpusFileOrRefusesItCleanly() async throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let importer = try ShortcutImporter.bundled()
        var imported = 0
        for entry in try Corpus.entries(kinds: ["binary", "xml", "signed"]) {
            let data = try entry.data()
            do {
                let result = try await importer.read(data, suppliedName: entry.file)
                if let actions = entry.actions { #expect(result.summary.actionCount == actions, "\(entry.file)") }
                let thirdParty = (entry.fields["third_party_action_ids"] ?? "").split(separator: ",")
                #expect(result.summary.apps.isEmpty == thirdParty.isEmpty, "\(entry.file)")
                #expect(result.original == data)
                imported += 1
            } catch {
                #expect((400..<500).contains(error.status), "\(entry.file): \(error)")
            }
        }
        #expect(imported > 300)
    }
}
