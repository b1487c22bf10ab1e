import CloudTestSupport
import Foundation
import Testing

@testable import ShortcutCloud

@Suite struct MetadataCacheTests {
    func sample(_ id: String = ShortcutIDs.id(1), expires: Date? = nil) -> ShortcutMetadata {
        ShortcutMetadata(
            id: id, recordName: ShortcutIDs.recordName(id), name: "Cached ✓", iconColor: 1,
            iCloudLink: "https://www.icloud.com/shortcuts/\(id)",
            created: Date(millisecondsSince1970: 1_763_428_412_893), downloadURLsExpire: expires)
    }

    @Test func storeLoadAndTTL() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let cache = MetadataCache(directory: dir.url, ttl: .seconds(100))
        #expect(cache.load(id: ShortcutIDs.id(1), now: now) == nil)
        try cache.store(sample(), now: now)
        #expect(cache.load(id: ShortcutIDs.id(1), now: now.addingTimeInterval(99)) == sample())
        #expect(cache.load(id: ShortcutIDs.id(1), now: now.addingTimeInterval(100)) == nil, "TTL elapsed")
        #expect(cache.load(id: ShortcutIDs.id(1), now: now.addingTimeInterval(-5)) == nil, "clock went back")
        var bypass = cache
        bypass.bypass = true
        #expect(bypass.load(id: ShortcutIDs.id(1), now: now) == nil)
        cache.remove(id: ShortcutIDs.id(1))
        #expect(cache.load(id: ShortcutIDs.id(1), now: now) == nil)
    }

    @Test func urlExpiryShortensTheTTL() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let cache = MetadataCache(directory: dir.url, ttl: .seconds(3600), urlExpiryMargin: .seconds(60))
        try cache.store(sample(expires: now.addingTimeInterval(300)), now: now)
        #expect(cache.load(id: ShortcutIDs.id(1), now: now.addingTimeInterval(200)) != nil)
        #expect(cache.load(id: ShortcutIDs.id(1), now: now.addingTimeInterval(250)) == nil, "URLs about to expire")
    }

    @Test func corruptOrForeignEntriesAreMisses() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let cache = MetadataCache(directory: dir.url)
        try Data("{not json".utf8).write(to: cache.fileURL(for: ShortcutIDs.id(2)))
        #expect(cache.load(id: ShortcutIDs.id(2)) == nil)
        // An entry whose content names another id is ignored.
        try cache.store(sample(ShortcutIDs.id(3)))
        try FileManager.default.copyItem(
            at: cache.fileURL(for: ShortcutIDs.id(3)), to: cache.fileURL(for: ShortcutIDs.id(4)))
        #expect(cache.load(id: ShortcutIDs.id(4)) == nil)
        #expect(cache.load(id: "../../etc/passwd") == nil)
        // Storing over a corrupt entry repairs it; no temp files are left behind.
        try cache.store(sample(ShortcutIDs.id(2)))
        #expect(cache.load(id: ShortcutIDs.id(2)) == sample(ShortcutIDs.id(2)))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
        #expect(names == [ShortcutIDs.id(2), ShortcutIDs.id(3), ShortcutIDs.id(4)].map { "\($0).json" })
    }

    @Test func concurrentWritersNeverTearAnEntry() async throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let cache = MetadataCache(directory: dir.url)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask {
                    var m = sample()
                    m.name = String(repeating: "n", count: 1000 + i * 50)
                    try? cache.store(m)
                    if let loaded = cache.load(id: m.id) { #expect(loaded.name.allSatisfy { $0 == "n" }) }
                }
            }
        }
        #expect(cache.load(id: ShortcutIDs.id(1)) != nil)
    }
}
