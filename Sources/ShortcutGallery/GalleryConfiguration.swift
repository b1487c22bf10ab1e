import Foundation

/// How a gallery server runs: where it listens, its limits, and the admin token for deletes.
public struct GalleryConfiguration: Sendable {
    /// Address to bind (`127.0.0.1` by default: expose it deliberately).
    public var host: String
    /// Port; 0 picks a free one (read back from ``RunningGallery/port``).
    public var port: Int
    /// The token `DELETE` requests must present as `Authorization: Bearer …`; nil disables deletion.
    public var adminToken: String?
    public var limits: ImportLimits
    /// Write requests (uploads, iCloud adds, deletes) one client may make at once …
    public var writeBurst: Int
    /// … and per minute after that.
    public var writesPerMinute: Int
    /// Results per page on the home and search pages.
    public var pageSize: Int
    /// Bytes of rendered shortcut pages kept in memory (validated against the database on every
    /// request); 0 renders every page afresh.
    public var pageCacheBytes: Int

    public init(
        host: String = "127.0.0.1", port: Int = 8080, adminToken: String? = nil, limits: ImportLimits = ImportLimits(),
        writeBurst: Int = 20, writesPerMinute: Int = 30, pageSize: Int = 24, pageCacheBytes: Int = 32 << 20
    ) {
        self.host = host
        self.port = port
        self.adminToken = adminToken
        self.limits = limits
        self.writeBurst = writeBurst
        self.writesPerMinute = writesPerMinute
        self.pageSize = pageSize
        self.pageCacheBytes = pageCacheBytes
    }
}
