import Foundation

/// How a gallery server runs: where it listens, its limits, and the admin token for deletes.
package struct GalleryConfiguration: Sendable {
    /// Address to bind (`127.0.0.1` by default: expose it deliberately).
    package var host: String
    /// Port; 0 picks a free one (read back from ``RunningGallery/port``).
    package var port: Int
    /// An admin's token: `DELETE /api/shortcuts/{id}` with it as `Authorization: Bearer …` deletes any
    /// shortcut (owners delete their own with their API tokens); nil: no admin.
    package var adminToken: String?
    package var limits: ImportLimits
    /// Write requests (uploads, iCloud adds, deletes) one client may make at once …
    package var writeBurst: Int
    /// … and per minute after that.
    package var writesPerMinute: Int
    /// Results per page on the home and search pages.
    package var pageSize: Int
    /// Bytes of rendered shortcut pages kept in memory (validated against the database on every
    /// request); 0 renders every page afresh.
    package var pageCacheBytes: Int
    /// Whether `/signup` makes accounts (`--no-signup` turns it off: accounts then come from
    /// `--create-user`).
    package var allowsSignUp = true
    /// Whether uploads without an account are taken (`--anonymous-uploads`): each is a new
    /// shortcut that no one owns and no one can add versions to.
    package var allowsAnonymousUploads = false
    /// Whether `X-Forwarded-For` and `X-Forwarded-Proto` from a reverse proxy are believed
    /// (`--trust-proxy`): the first names the client for rate limits, the second makes session
    /// cookies `Secure` when it is `https`.
    package var trustsProxy = false
    /// How passwords are hashed (bcrypt, cost 12).
    package var passwordHasher = PasswordHasher()
    /// How long a sign-in lasts.
    package var sessionLifetime: TimeInterval = 30 * 24 * 3600
    /// Sign-in attempts one address may make at once, then per minute …
    package var signInBurst = 10
    package var signInsPerMinute = 10
    /// … and attempts on one account from anywhere, at once and then per minute.
    package var accountSignInBurst = 5
    package var accountSignInsPerMinute = 5
    /// Versions rendered again at once (``GalleryService/rerender(concurrency:)``).
    package var rerenderConcurrency = 2

    package init(
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
