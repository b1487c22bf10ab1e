import Foundation

/// Metadata cached on disk, one JSON file per id (`<directory>/<id>.json`).
///
/// Entries expire after ``ttl`` *or* when the download URLs they hold expire (`e=`), whichever
/// comes first, because a stale URL is useless. Writes are atomic (temporary file + rename), so
/// concurrent fetchers and crashed runs never leave a torn entry; an unreadable entry is a miss.
public struct MetadataCache: Sendable {
    public var directory: URL
    public var ttl: Duration
    /// Ignore existing entries (but still store fresh ones): `--no-cache`-style refresh.
    public var bypass: Bool
    /// An entry is treated as expired this long before its URLs expire, to leave time to use them.
    public var urlExpiryMargin: Duration

    public init(
        directory: URL, ttl: Duration = .seconds(3600), bypass: Bool = false, urlExpiryMargin: Duration = .seconds(60)
    ) {
        self.directory = directory
        self.ttl = ttl
        self.bypass = bypass
        self.urlExpiryMargin = urlExpiryMargin
    }

    private struct Entry: Codable {
        var storedAt: Double
        var metadata: ShortcutMetadata
        enum CodingKeys: String, CodingKey {
            case storedAt = "stored_at"
            case metadata
        }
    }

    /// The file an id is stored in. Ids are validated 32-hex strings, so this cannot escape.
    package func fileURL(for id: String) -> URL {
        directory.appendingPathComponent("\(id).json", isDirectory: false)
    }

    /// The cached metadata for `id`, if present, readable and fresh at `now`.
    public func load(id: String, now: Date = Date()) -> ShortcutMetadata? {
        guard !bypass, ShortcutLink.isHexID(Substring(id)),
            let data = try? Data(contentsOf: fileURL(for: id)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.metadata.id == id
        else { return nil }
        let age = now.timeIntervalSince1970 - entry.storedAt
        guard age >= 0, age < ttl.seconds else { return nil }
        if let expires = entry.metadata.downloadURLsExpire,
            now.addingTimeInterval(urlExpiryMargin.seconds) >= expires
        {
            return nil
        }
        return entry.metadata
    }

    /// Stores `metadata` atomically. Failures are reported but callers may ignore them: a
    /// cache that cannot be written only costs a request next time.
    public func store(_ metadata: ShortcutMetadata, now: Date = Date()) throws {
        guard ShortcutLink.isHexID(Substring(metadata.id)) else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(Entry(storedAt: now.timeIntervalSince1970, metadata: metadata))
        try data.write(to: fileURL(for: metadata.id), options: .atomic)
    }

    /// Deletes the entry for `id`, if any.
    public func remove(id: String) {
        guard ShortcutLink.isHexID(Substring(id)) else { return }
        try? FileManager.default.removeItem(at: fileURL(for: id))
    }
}
