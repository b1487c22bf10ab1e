import Foundation
import ShortcutGallery
import Testing

/// The page read (`GalleryStorage.page`), the server's hot path: one read that must agree with
/// the separate shortcut, version and version-list reads, on SQLite and PostgreSQL.
@Suite struct GalleryStoragePageTests {
    @Test(arguments: StorageKind.allCases)
    func aPageReadAgreesWithTheSeparateReads(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let first = GalleryFixtures.shortcut(name: "Walk", texts: ["one"])
            let second = GalleryFixtures.shortcut(name: "Walk", texts: ["one", "two", "three"])
            let made = try await g.upload(try GalleryFixtures.binary(first), name: "Walk.shortcut")
            let madeID = try #require(try made.json()["shortcutID"] as? Int)
            let reply = try await g.addVersion(madeID, try GalleryFixtures.binary(second), name: "Walk.shortcut")
            let id = Int64(try #require(try reply.json()["shortcutID"] as? Int))
            let storage = g.storage
            let shortcut = try #require(try await storage.shortcut(id: id))
            let versions = try await storage.versions(shortcutID: id)
            #expect(versions.map(\.number) == [1, 2])

            // No number: the latest version, whose summary the shortcut repeats.
            let latest = try #require(try await storage.page(shortcutID: id, number: nil))
            #expect(latest.shortcut == shortcut)
            #expect(latest.versions == versions)
            #expect(latest.version == (try await storage.version(shortcutID: id, number: 2)))
            #expect(latest.version?.summary.actionCount == 4)
            #expect(latest.shortcut.summary == latest.version?.summary)

            // An older version: its own summary, while the shortcut keeps the latest one.
            let older = try #require(try await storage.page(shortcutID: id, number: 1))
            #expect(older.version == (try await storage.version(shortcutID: id, number: 1)))
            #expect(older.version?.summary.actionCount == 2)
            #expect(older.shortcut == shortcut)
            #expect(older.shortcut.summary.actionCount == 4)

            // A version that does not exist, and a shortcut that does not.
            let missingVersion = try #require(try await storage.page(shortcutID: id, number: 3))
            #expect(missingVersion.version == nil)
            #expect(missingVersion.shortcut == shortcut)
            #expect(try await storage.page(shortcutID: id + 1000, number: nil) == nil)
            #expect(try await storage.page(shortcutID: id + 1000, number: 1) == nil)

            // Over HTTP: the page of each version, and 404 for the missing ones.
            #expect(try await g.get("/shortcuts/\(id)").text.contains("version 2 of 2"))
            #expect(try await g.get("/shortcuts/\(id)?version=1").text.contains("version 1 of 2"))
            #expect(try await g.get("/shortcuts/\(id)?version=3").status == 404)
            #expect(try await g.get("/shortcuts/\(id + 1000)").status == 404)
        }
    }

    /// A signed-in visitor's page reads the stamp and the session's account together
    /// (`stamp(shortcutID:sessionHash:now:)`): the same answers as the two separate reads, and the
    /// same pages over HTTP.
    @Test(arguments: StorageKind.allCases)
    func theStampAndTheSessionReadTogetherAgreeWithTheSeparateReads(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let made = try await g.upload(
                try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Hike", texts: ["one"])),
                name: "Hike.shortcut")
            let id = Int64(try #require(try made.json()["shortcutID"] as? Int))
            let account = try await g.service.createAccount(username: "ann", password: "a long password 1")
            let session = try await g.service.signIn(username: "ann", password: "a long password 1", client: "test")
            let hash = Secrets.hash(session.session)
            let now = Date()
            let storage = g.storage

            let together = try await storage.stamp(shortcutID: id, sessionHash: hash, now: now)
            #expect(together.stamp == (try await storage.stamp(shortcutID: id)))
            #expect(together.stamp != nil)
            #expect(together.account == account)
            #expect(together.account == (try await storage.account(sessionHash: hash, now: now)))
            // An unknown session, an expired one, and a shortcut that does not exist.
            #expect(
                try await storage.stamp(shortcutID: id, sessionHash: Secrets.hash("nobody"), now: now).account == nil)
            #expect(
                try await storage.stamp(shortcutID: id, sessionHash: hash, now: now + 400 * 86_400).account == nil)
            let missing = try await storage.stamp(shortcutID: id + 1000, sessionHash: hash, now: now)
            #expect(missing.stamp == nil)
            #expect(missing.account == account)

            // Over HTTP: the signed-in page names the account; a stale cookie is an anonymous page;
            // a missing shortcut is a 404 either way.
            let cookie = [("Cookie", "gallery_session=" + session.session)]
            let page = try await g.request(.GET, "/shortcuts/\(id)", headers: cookie)
            #expect(page.status == 200)
            #expect(page.text.contains("<a href=\"/account\">ann</a>"))
            let stale = try await g.request(.GET, "/shortcuts/\(id)", headers: [("Cookie", "gallery_session=stale")])
            #expect(stale.status == 200)
            #expect(!stale.text.contains("<a href=\"/account\">"))
            #expect(try await g.request(.GET, "/shortcuts/\(id + 1000)", headers: cookie).status == 404)
        }
    }

    /// With the page cache off (`--page-cache 0`) a page is read without the stamp: the same pages
    /// and the same 404s.
    @Test(arguments: StorageKind.allCases)
    func pagesWithoutTheCacheAreTheSame(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind, configuration: GalleryConfiguration(pageCacheBytes: 0)) { g in
            let first = GalleryFixtures.shortcut(name: "Run", texts: ["one"])
            let second = GalleryFixtures.shortcut(name: "Run", texts: ["one", "two"])
            let made = try await g.upload(try GalleryFixtures.binary(first), name: "Run.shortcut")
            let reply = try await g.addVersion(
                try #require(try made.json()["shortcutID"] as? Int), try GalleryFixtures.binary(second),
                name: "Run.shortcut")
            let id = try #require(try reply.json()["shortcutID"] as? Int)
            #expect(try await g.get("/shortcuts/\(id)").text.contains("version 2 of 2"))
            #expect(try await g.get("/shortcuts/\(id)?version=1").text.contains("version 1 of 2"))
            #expect(try await g.get("/shortcuts/\(id)?version=3").status == 404)
            #expect(try await g.get("/shortcuts/\(id + 1000)").status == 404)
        }
    }
}
