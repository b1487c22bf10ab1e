import Foundation

/// Where the gallery keeps shortcuts: SQLite (``SQLiteGalleryStorage``, embedded default) or
/// PostgreSQL (``PostgresGalleryStorage``, shared by several servers). Implementations run their
/// schema migrations in ``migrate()``, use bound parameters only, and keep the original bytes in
/// the database, so no user input ever names a file.
public protocol GalleryStorage: Sendable {
    /// Creates or upgrades the schema; safe to call from several servers at once.
    func migrate() async throws

    /// Stores `shortcut` as a new version of the shortcut with the same iCloud id or, for
    /// uploads, the same name and uploader; otherwise as a new shortcut (version 1).
    func add(_ shortcut: ImportedShortcut, uploader: String) async throws -> VersionReference

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

    /// A shortcut's page in one read (one transaction or connection, the hot path of the
    /// gallery): the shortcut, version `number` (the latest when nil) and the version list; nil
    /// when there is no such shortcut.
    func page(shortcutID: Int64, number: Int?) async throws -> GalleryShortcutPage?

    /// The original bytes of one version, or nil.
    func original(shortcutID: Int64, number: Int) async throws -> Data?

    /// The latest version's tile SVG, or nil.
    func tile(shortcutID: Int64) async throws -> String?

    /// Deletes the shortcut and all its versions; false when there was none.
    func delete(shortcutID: Int64) async throws -> Bool

    /// Row counts.
    func statistics() async throws -> GalleryStatistics

    /// Releases connections.
    func close() async
}

/// The key that makes an add a new version: the iCloud id, or uploader + lower-cased name.
enum VersionKey {
    static func of(_ shortcut: ImportedShortcut, uploader: String) -> String {
        if let id = shortcut.iCloudID { return "icloud:" + id.lowercased() }
        return "upload:" + uploader + "\n" + shortcut.summary.name.lowercased()
    }
}
