import Foundation
import NIOCore
import ShortcutGallery
import Testing

@testable import ShortcutGallery

/// The rendered-page cache: keyed by version and stamp, bounded by bytes, oldest out first; and,
/// through real servers sharing one database, never stale.
@Suite struct PageCacheTests {
    static func key(
        _ id: Int64, version: Int = 1, latest: Int = 1, updated: Double = 10, owner: Int64? = 1, generation: Int = 0
    ) -> PageCache.Key {
        PageCache.Key(
            shortcutID: id, version: version,
            stamp: GalleryShortcutStamp(
                latestVersion: latest, createdAt: 1, updatedAt: updated, ownerID: owner, renderGeneration: generation))
    }

    static func body(_ size: Int) -> PageCache.Page {
        PageCache.Page(title: "", body: ByteBuffer(repeating: UInt8(ascii: "x"), count: size))
    }

    @Test func aPageIsFoundOnlyUnderItsExactKey() {
        let cache = PageCache(capacity: 1 << 20)
        cache.store(Self.body(100), for: Self.key(1))
        #expect(cache.page(for: Self.key(1))?.body == Self.body(100).body)
        #expect(cache.page(for: Self.key(2)) == nil)
        #expect(cache.page(for: Self.key(1, version: 2)) == nil)
        #expect(cache.page(for: Self.key(1, latest: 2)) == nil)
        #expect(cache.page(for: Self.key(1, updated: 11)) == nil)
        // A new owner, or a version rendered again, is another key.
        #expect(cache.page(for: Self.key(1, owner: 2)) == nil)
        #expect(cache.page(for: Self.key(1, owner: nil)) == nil)
        #expect(cache.page(for: Self.key(1, generation: 1)) == nil)
    }

    @Test func theOldestPagesGoFirstToStayWithinTheBytes() {
        let cache = PageCache(capacity: 8000)
        for id in 1...10 { cache.store(Self.body(1000), for: Self.key(Int64(id))) }
        #expect(cache.usage.pages == 8)
        #expect(cache.usage.bytes == 8000)
        #expect(cache.page(for: Self.key(1)) == nil)
        #expect(cache.page(for: Self.key(2)) == nil)
        #expect(cache.page(for: Self.key(3)) != nil)
        #expect(cache.page(for: Self.key(10)) != nil)
        // Storing a key again replaces its bytes rather than counting them twice.
        cache.store(Self.body(500), for: Self.key(10))
        #expect(cache.usage.bytes == 7500)
    }

    @Test func largePagesAndAZeroCapacityKeepNothing() {
        let cache = PageCache(capacity: 8000)
        cache.store(Self.body(1001), for: Self.key(1))
        #expect(cache.usage.pages == 0)
        let off = PageCache(capacity: 0)
        off.store(Self.body(10), for: Self.key(1))
        #expect(off.page(for: Self.key(1)) == nil)
        #expect(off.usage.pages == 0)
    }

    /// Two servers on one database, each with its own cache: a version added or a shortcut
    /// deleted through one is seen at once through the other.
    @Test(arguments: StorageKind.allCases)
    func serversSharingADatabaseNeverServeAStalePage(kind: StorageKind) async throws {
        let configuration = GalleryConfiguration(adminToken: "page-cache-admin")
        try await GalleryHarness.with(kind, configuration: configuration) { first in
            var secondConfiguration = configuration
            secondConfiguration.host = "127.0.0.1"
            secondConfiguration.port = 0
            let service = GalleryService(
                storage: first.storage, importer: GalleryHarness.importer, cloud: nil,
                configuration: secondConfiguration)
            let server = try await GalleryServer(service: service).start()
            let second = GalleryHarness(
                kind: kind, storage: first.storage, server: server, http: first.http, dataFolder: first.dataFolder,
                service: service, owner: first.owner, browser: first.browser)
            do {
                let v1 = GalleryFixtures.shortcut(name: "Cached", texts: ["one"])
                let reply = try await first.upload(try GalleryFixtures.binary(v1), name: "Cached")
                let id = try #require(try reply.json()["shortcutID"] as? Int)
                for _ in 0..<2 {  // the second request is served from the cache
                    let page = try await first.get("/shortcuts/\(id)")
                    #expect(page.text.contains("version 1 of 1"))
                    #expect(page.text.contains("2 actions"))
                }
                let v2 = GalleryFixtures.shortcut(name: "Cached", texts: ["one", "two", "three"])
                _ = try await second.addVersion(id, try GalleryFixtures.binary(v2), name: "Cached")
                let latest = try await first.get("/shortcuts/\(id)")
                #expect(latest.text.contains("version 2 of 2"), "\(latest.text.prefix(2000))")
                #expect(latest.text.contains("4 actions"))
                let older = try await first.get("/shortcuts/\(id)?version=1")
                #expect(older.text.contains("version 1 of 2"))

                let deleted = try await second.request(
                    .DELETE, "/api/shortcuts/\(id)", headers: [("Authorization", "Bearer page-cache-admin")])
                #expect(deleted.status == 204)
                #expect(try await first.get("/shortcuts/\(id)").status == 404)
                #expect(try await first.get("/shortcuts/\(id)?version=1").status == 404)
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        }
    }
}
