import Foundation
import ShortcutCloud

/// What the pages and the API do, once: add a file, add an iCloud link, read, delete, with
/// every failure a ``GalleryError``. The routes only translate HTTP to these calls and back.
package struct GalleryService: Sendable {
    package let storage: any GalleryStorage
    package let importer: ShortcutImporter
    /// Nil when no HTTP client was given (iCloud adds then answer 502).
    package let cloud: ICloudClient?
    package let configuration: GalleryConfiguration
    let limiter: RateLimiter

    let signInsByAddress: RateLimiter
    let signInsByAccount: RateLimiter

    package init(
        storage: any GalleryStorage, importer: ShortcutImporter, cloud: ICloudClient?,
        configuration: GalleryConfiguration
    ) {
        self.storage = storage
        self.importer = importer
        self.cloud = cloud
        self.configuration = configuration
        limiter = RateLimiter(capacity: configuration.writeBurst, perMinute: configuration.writesPerMinute)
        signInsByAddress = RateLimiter(capacity: configuration.signInBurst, perMinute: configuration.signInsPerMinute)
        signInsByAccount = RateLimiter(
            capacity: configuration.accountSignInBurst, perMinute: configuration.accountSignInsPerMinute)
    }

    /// The label of an anonymous upload: 1–64 letters, digits, spaces and `.-_@`; empty means
    /// "anonymous". Shown as "added by …"; it is a label, not a login, and groups nothing.
    package static func uploader(_ raw: String?) throws(GalleryError) -> String {
        let trimmed = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "anonymous" }
        guard trimmed.count <= 64,
            trimmed.unicodeScalars.allSatisfy({
                CharacterSet.alphanumerics.contains($0) || " .-_@".unicodeScalars.contains($0)
            })
        else {
            throw GalleryError(
                .badRequest("the uploader name may have 1-64 letters, digits, spaces and . - _ @"), at: "field uploader"
            )
        }
        return trimmed
    }

    /// Refuses a write when `client` has used up its bucket.
    package func checkRate(client: String) async throws(GalleryError) {
        if let wait = await limiter.check(client) { throw GalleryError(.rateLimited(retryAfter: wait)) }
    }

    /// Where a new upload by `account` goes: a new shortcut it owns; without an account, a new
    /// shortcut no one owns when anonymous uploads are on, else 401.
    package func newShortcutTarget(for account: GalleryAccount?, label: String?) throws(GalleryError) -> AddTarget {
        if let account { return .newShortcut(owner: account.id, displayName: account.username) }
        guard configuration.allowsAnonymousUploads else {
            throw GalleryError(.unauthorized("sign in (or give an API token) to add shortcuts"))
        }
        return .newShortcut(owner: nil, displayName: try Self.uploader(label))
    }

    /// Imports and stores an uploaded file at `target`; `givenName`, a name chosen by the uploader
    /// (the API's `name`), comes before the shortcut's own and the file's.
    package func addFile(
        _ data: Data, fileName: String?, givenName: String? = nil, to target: AddTarget
    ) async throws(GalleryError) -> VersionReference {
        let imported = try await importer.read(data, suppliedName: fileName, givenName: givenName)
        return try await store(imported, to: target)
    }

    /// Fetches an iCloud link through the cloud client, imports and stores it at `target`.
    package func addICloud(_ link: String, to target: AddTarget) async throws(GalleryError) -> VersionReference {
        let parsed: ShortcutLink
        do {
            parsed = try ShortcutLink(parsing: String(link.prefix(300)))
        } catch {
            throw GalleryError(.invalidLink(error.description), at: "field link")
        }
        guard var cloud else { throw GalleryError(.cloud("no iCloud client configured")) }
        cloud.maxDownloadBytes = importer.limits.maximumUploadBytes
        let metadata: ShortcutMetadata
        let download: ShortcutDownload
        do {
            metadata = try await cloud.fetchMetadata(parsed)
            download = try await cloud.download(metadata)
        } catch {
            switch error {
            case .notFound: throw GalleryError(.notFound("iCloud shortcut \(parsed.id)"))
            default: throw GalleryError(.cloud(error.description))
            }
        }
        let imported = try await importer.read(download.data, iCloudName: metadata.name, iCloudID: parsed.id)
        return try await store(imported, to: target)
    }

    func store(_ imported: ImportedShortcut, to target: AddTarget) async throws(GalleryError) -> VersionReference {
        try await read { try await storage.add(imported, to: target) }
    }

    /// Runs a storage call, passing its refusals (``GalleryError``) on and mapping any other failure.
    func read<T: Sendable>(_ body: () async throws -> T) async throws(GalleryError) -> T {
        do {
            return try await body()
        } catch let refusal as GalleryError {
            throw refusal
        } catch {
            throw GalleryError(.storage(String(describing: error)))
        }
    }

    package func shortcut(_ id: Int64) async throws(GalleryError) -> GalleryShortcut {
        guard let shortcut = try await read({ try await storage.shortcut(id: id) }) else {
            throw GalleryError(.notFound("shortcut \(id)"))
        }
        return shortcut
    }

    package func version(_ id: Int64, _ number: Int) async throws(GalleryError) -> GalleryVersion {
        guard let version = try await read({ try await storage.version(shortcutID: id, number: number) }) else {
            throw GalleryError(.notFound("version \(number) of shortcut \(id)"))
        }
        return version
    }

    /// The shortcut's stamp, which validates cached pages.
    package func stamp(_ id: Int64) async throws(GalleryError) -> GalleryShortcutStamp {
        guard let stamp = try await read({ try await storage.stamp(shortcutID: id) }) else {
            throw GalleryError(.notFound("shortcut \(id)"))
        }
        return stamp
    }

    /// The shortcut's stamp and the account signed in with the session cookie `secret` (nil when
    /// the session is unknown or expired), in one read; `.notFound` when there is no such shortcut.
    package func stamp(_ id: Int64, session secret: String) async throws(GalleryError) -> (
        stamp: GalleryShortcutStamp, account: GalleryAccount?
    ) {
        let (stamp, account) = try await read {
            try await storage.stamp(shortcutID: id, sessionHash: Secrets.hash(secret), now: Date())
        }
        guard let stamp else { throw GalleryError(.notFound("shortcut \(id)")) }
        return (stamp, account)
    }

    /// A shortcut's page: the shortcut, version `number` (the latest when nil) and the version list.
    package func page(_ id: Int64, _ number: Int?) async throws(GalleryError) -> (
        shortcut: GalleryShortcut, version: GalleryVersion, versions: [GalleryVersionInfo]
    ) {
        guard let page = try await read({ try await storage.page(shortcutID: id, number: number) }) else {
            throw GalleryError(.notFound("shortcut \(id)"))
        }
        guard let version = page.version else {
            throw GalleryError(.notFound("version \(number ?? page.shortcut.latestVersion) of shortcut \(id)"))
        }
        return (page.shortcut, version, page.versions)
    }

    /// The original bytes of a version and the name to download them under.
    package func original(_ id: Int64, _ number: Int) async throws(GalleryError) -> (data: Data, name: String) {
        let version = try await version(id, number)
        guard let data = try await read({ try await storage.original(shortcutID: id, number: number) }) else {
            throw GalleryError(.notFound("version \(number) of shortcut \(id)"))
        }
        return (data, version.summary.name)
    }

    /// Deletes a shortcut: an admin any, an account its own (403 for another's).
    package func delete(_ id: Int64, by caller: APICaller) async throws(GalleryError) {
        let owner: Int64?
        switch caller {
        case .admin: owner = nil
        case .account(let account): owner = account.id
        }
        guard try await read({ try await storage.delete(shortcutID: id, owner: owner) }) else {
            throw GalleryError(.notFound("shortcut \(id)"))
        }
    }
}
