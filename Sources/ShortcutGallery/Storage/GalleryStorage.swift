import Foundation
import GalleryAPI

/// Where the gallery keeps shortcuts: SQLite (``SQLiteGalleryStorage``, embedded default) or
/// PostgreSQL (``PostgresGalleryStorage``, shared by several servers). Implementations run their
/// schema migrations in ``migrate()``, use bound parameters only, and keep the original bytes in
/// the database, so no user input ever names a file.
package protocol GalleryStorage: Sendable {
    /// Creates or upgrades the schema; safe to call from several servers at once.
    func migrate() async throws

    /// Stores `shortcut` where `target` says: a new shortcut, or a new version of one the caller
    /// owns (checked inside the write transaction: a refusal is a ``GalleryError`` with
    /// `.forbidden` or `.notFound`, and nothing is written).
    func add(_ shortcut: ImportedShortcut, to target: AddTarget) async throws -> VersionReference

    /// A page of shortcuts matching `search`, most recently updated first.
    func search(_ search: GallerySearch) async throws -> GalleryPage

    /// The shortcut with `id`, or nil.
    func shortcut(id: Int64) async throws -> GalleryShortcut?

    /// All versions of shortcut `id`, oldest first.
    func versions(shortcutID: Int64) async throws -> [GalleryVersionInfo]

    /// One version in full, or nil.
    func version(shortcutID: Int64, number: Int) async throws -> GalleryVersion?

    /// The shortcut's stamp (latest version, creation and last-add times), or nil when there is
    /// no such shortcut: one small indexed read, made for every page request.
    func stamp(shortcutID: Int64) async throws -> GalleryShortcutStamp?

    /// ``stamp(shortcutID:)`` and ``account(sessionHash:now:)`` in one read: a signed-in
    /// visitor's cached page then costs one trip to the database, as an anonymous one does.
    func stamp(shortcutID: Int64, sessionHash: String, now: Date) async throws -> (
        stamp: GalleryShortcutStamp?, account: GalleryAccount?
    )

    /// A shortcut's page in one read (one transaction or connection, the hot path of the
    /// gallery): the shortcut, version `number` (the latest when nil) and the version list; nil
    /// when there is no such shortcut.
    func page(shortcutID: Int64, number: Int?) async throws -> GalleryShortcutPage?

    /// The original bytes of one version, or nil.
    func original(shortcutID: Int64, number: Int) async throws -> Data?

    /// The latest version's tile SVG, or nil.
    func tile(shortcutID: Int64) async throws -> String?

    /// Deletes the shortcut and all its versions when `owner` owns it (nil: an admin, who may
    /// delete any); false when there was none, `.forbidden` when someone else owns it.
    func delete(shortcutID: Int64, owner: Int64?) async throws -> Bool

    // MARK: Accounts

    /// Creates an account; `.conflict` when the name is taken.
    func createAccount(username: String, passwordHash: String) async throws -> GalleryAccount

    /// The account with `username` and its password hash, or nil.
    func credentials(username: String) async throws -> (account: GalleryAccount, passwordHash: String)?

    /// Stores a session (by the SHA-256 of its cookie) until `expiresAt`.
    func createSession(tokenHash: String, accountID: Int64, expiresAt: Date) async throws

    /// The account of an unexpired session, or nil.
    func account(sessionHash: String, now: Date) async throws -> GalleryAccount?

    /// Ends a session (sign-out); unknown hashes are ignored.
    func deleteSession(tokenHash: String) async throws

    /// Stores a new API token (by its SHA-256) for `accountID`.
    func createAPIToken(accountID: Int64, name: String, tokenHash: String) async throws -> GalleryAPIToken

    /// The account's tokens, newest first.
    func apiTokens(accountID: Int64) async throws -> [GalleryAPIToken]

    /// Revokes (deletes) token `id` when it belongs to `accountID`; false otherwise.
    func revokeAPIToken(id: Int64, accountID: Int64) async throws -> Bool

    /// The account an API token belongs to, or nil (a read only: a refused request writes nothing).
    func account(apiTokenHash: String) async throws -> GalleryAccount?

    /// The account named `username`, or nil.
    func account(username: String) async throws -> GalleryAccount?

    /// The shortcuts `accountID` owns, by name.
    func shortcuts(ownedBy accountID: Int64) async throws -> [OwnedShortcut]

    /// Makes `accountID` the owner of shortcut `shortcutID` (its display name becomes the
    /// account's); false when there is no such shortcut.
    func assignOwner(shortcutID: Int64, accountID: Int64, username: String) async throws -> Bool

    // MARK: Rendering again

    /// Up to `limit` versions whose stored rendering was not made by `renderingVersion`.
    func versionsRendered(notWith renderingVersion: String, limit: Int) async throws -> [StoredVersionKey]

    /// What rendering a version again needs: its original bytes, its name and iCloud id.
    func renderingInput(_ key: StoredVersionKey) async throws -> RenderingInput?

    /// Replaces a version's rendering (summary, verdicts, audit, tile, flow and what made them)
    /// with `rendering`'s; the shortcut's own copy too when it is the latest version. The
    /// shortcut's stamp changes, so cached pages are not served again.
    func replaceRendering(_ key: StoredVersionKey, with rendering: ImportedShortcut) async throws

    /// Row counts.
    func statistics() async throws -> GalleryStatistics

    /// Releases connections.
    func close() async
}
