import Foundation

/// How a gallery server runs: where it listens, its limits, and the admin token for deletes.
public struct GalleryConfiguration: Sendable {
    /// Address to bind (`127.0.0.1` by default: expose it deliberately).
    public var host: String
    /// Port; 0 picks a free one (read back from ``RunningGallery/port``).
    public var port: Int
    /// An admin's token: `DELETE /api/shortcuts/{id}` with it as `Authorization: Bearer …` deletes any
    /// shortcut (owners delete their own with their API tokens); nil: no admin.
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
    /// Whether `/signup` makes accounts (`--no-signup` turns it off: accounts then come from
    /// `--create-user`).
    public var allowsSignUp = true
    /// Whether uploads without an account are taken (`--anonymous-uploads`): each is a new
    /// shortcut that no one owns and no one can add versions to.
    public var allowsAnonymousUploads = false
    /// Whether `X-Forwarded-For` and `X-Forwarded-Proto` from a reverse proxy are believed
    /// (`--trust-proxy`): the first names the client for rate limits, the second makes session
    /// cookies `Secure` when it is `https`.
    public var trustsProxy = false
    /// How passwords are hashed (bcrypt, cost 12).
    public var passwordHasher = PasswordHasher()
    /// How long a sign-in lasts.
    public var sessionLifetime: TimeInterval = 30 * 24 * 3600
    /// Sign-in attempts one address may make at once, then per minute …
    public var signInBurst = 10
    public var signInsPerMinute = 10
    /// … and attempts on one account from anywhere, at once and then per minute.
    public var accountSignInBurst = 5
    public var accountSignInsPerMinute = 5
    /// Versions rendered again at once (``GalleryService/rerender(concurrency:)``).
    public var rerenderConcurrency = 2

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
