import Foundation
import GRDB

/// The embedded storage: one SQLite database (`gallery.sqlite`, WAL mode) in the data folder,
/// through GRDB's `DatabasePool` (concurrent readers, one writer). The schema is created and
/// upgraded by GRDB's `DatabaseMigrator`; every statement takes its values as arguments.
package struct SQLiteGalleryStorage: GalleryStorage {
    let pool: DatabasePool
    /// The database file.
    package let path: String

    /// Opens (creating when needed) `gallery.sqlite` in `directory`, which must exist.
    package init(directory: URL) throws {
        path = directory.appendingPathComponent("gallery.sqlite").path
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.maximumReaderCount = 8
        pool = try DatabasePool(path: path, configuration: configuration)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-gallery") { db in
            for statement in SQLiteSchema.v1 { try db.execute(sql: statement) }
        }
        migrator.registerMigration("v2-accounts") { db in
            for statement in SQLiteSchema.v2Accounts { try db.execute(sql: statement) }
        }
        migrator.registerMigration("v3-rendering") { db in
            for statement in SQLiteSchema.v3Rendering { try db.execute(sql: statement) }
        }
        migrator.registerMigration("v4-check") { db in
            for statement in SQLiteSchema.v4Check { try db.execute(sql: statement) }
        }
        return migrator
    }

    package func migrate() async throws {
        try Self.migrator.migrate(pool)
    }

    /// Applies the migrations up to and including `name` only (`v1-gallery`, `v2-accounts`, …):
    /// how the tests make a gallery as an older server left it.
    package func migrate(through name: String) throws {
        try Self.migrator.migrate(pool, upTo: name)
    }

    /// Runs `body` on the writer connection: for tests that set up what no API can (a version
    /// rendered by an older renderer).
    package func withWriter<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.write(body)
    }

    package func add(_ shortcut: ImportedShortcut, to target: AddTarget) async throws -> VersionReference {
        let now = Date().timeIntervalSince1970
        let summaryJSON = StoredJSON.encode(shortcut.summary)
        let auditJSON = shortcut.audit.map { StoredJSON.encode($0) }
        let checkJSON = StoredJSON.encode(shortcut.check)
        return try await pool.write { db in
            let shortcutArguments: StatementArguments = [
                shortcut.summary.name, shortcut.summary.name.lowercased(), now, shortcut.signingVerdict,
                shortcut.audit?.verdict, shortcut.check.verdict, summaryJSON, shortcut.tileSVG,
            ]
            let id: Int64
            let number: Int
            var existing: Row?
            switch target {
            case .version(let shortcutID, let owner):
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT id, latest_version, owner_id FROM shortcuts WHERE id = ?",
                        arguments: [shortcutID])
                else { throw GalleryError(.notFound("shortcut \(shortcutID)")) }
                guard (row["owner_id"] as Int64?) == owner else {
                    throw GalleryError(.forbidden("only the shortcut's owner adds versions"))
                }
                existing = row
            case .newShortcut(let owner, _):
                existing = try Row.fetchOne(
                    db, sql: "SELECT id, latest_version FROM shortcuts WHERE version_key = ?",
                    arguments: [VersionKey.of(shortcut, owner: owner)])
            }
            if let existing {
                id = existing["id"]
                number = (existing["latest_version"] as Int) + 1
                try db.execute(
                    sql: """
                        UPDATE shortcuts SET name = ?, name_lower = ?, updated_at = ?, signing_verdict = ?,
                        audit_verdict = ?, check_verdict = ?, summary_json = ?, tile_svg = ?, latest_version = ?
                        WHERE id = ?
                        """, arguments: shortcutArguments + [number, id])
                try db.execute(sql: "DELETE FROM terms WHERE shortcut_id = ?", arguments: [id])
            } else {
                guard case .newShortcut(let owner, let displayName) = target else { preconditionFailure() }
                number = 1
                try db.execute(
                    sql: """
                        INSERT INTO shortcuts (name, name_lower, updated_at, signing_verdict, audit_verdict,
                        check_verdict, summary_json, tile_svg, latest_version, version_key, uploader, owner_id,
                        icloud_id, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)
                        """,
                    arguments: shortcutArguments + [
                        VersionKey.of(shortcut, owner: owner), displayName, owner, shortcut.iCloudID, now,
                    ])
                id = db.lastInsertedRowID
            }
            try db.execute(
                sql: """
                    INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding, signing_verdict,
                    signing_summary, audit_verdict, audit_json, check_verdict, check_json, summary_json, tile_svg,
                    flow_html, original, rendered_with)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, number, now, shortcut.sha256, shortcut.original.count, shortcut.summary.encoding,
                    shortcut.signingVerdict, shortcut.signingSummary, shortcut.audit?.verdict, auditJSON,
                    shortcut.check.verdict, checkJSON, summaryJSON, shortcut.tileSVG, shortcut.flowHTML,
                    shortcut.original, shortcut.renderingVersion,
                ])
            try Self.insertTerms(db, shortcut.summary, id: id)
            return VersionReference(shortcutID: id, version: number)
        }
    }

    static func insertTerms(_ db: Database, _ summary: ShortcutSummary, id: Int64) throws {
        for (kind, term) in summary.terms {
            try db.execute(
                sql: "INSERT INTO terms (shortcut_id, kind, term) VALUES (?, ?, ?)", arguments: [id, kind, term])
        }
    }

    package func search(_ search: GallerySearch) async throws -> GalleryPage {
        let text = GallerySearch.likePattern(search.text)
        let action = GallerySearch.likePattern(search.action)
        let app = GallerySearch.likePattern(search.app)
        // Rows become values inside the read, so the result is Sendable and the async (non-blocking) read is used.
        let items = try await pool.read { db in
            try Row.fetchAll(
                try db.cachedStatement(sql: SQLiteSchema.search),
                arguments: [
                    search.text, text, text, search.action, action, search.app, app, search.category, search.category,
                    search.perPage + 1, search.offset,
                ]
            ).map { try Self.shortcut(from: $0) }
        }
        return GalleryPage(
            items: Array(items.prefix(search.perPage)), page: search.page, hasNextPage: items.count > search.perPage)
    }

    package func shortcut(id: Int64) async throws -> GalleryShortcut? {
        try await pool.read { db in
            try Self.first(db, Self.shortcutSQL, [id]) { try Self.shortcut(from: $0) }
        }
    }

    package func versions(shortcutID: Int64) async throws -> [GalleryVersionInfo] {
        try await pool.read { db in try Self.versions(db, shortcutID: shortcutID) }
    }

    package func version(shortcutID: Int64, number: Int) async throws -> GalleryVersion? {
        try await pool.read { db in
            try Self.first(db, Self.versionSQL, [shortcutID, number]) {
                try Self.version(from: $0, shortcutID: shortcutID).version
            }
        }
    }

    package func stamp(shortcutID: Int64) async throws -> GalleryShortcutStamp? {
        try await pool.read { db in try Self.stamp(db, shortcutID) }
    }

    package func stamp(shortcutID: Int64, sessionHash: String, now: Date) async throws -> (
        stamp: GalleryShortcutStamp?, account: GalleryAccount?
    ) {
        try await pool.read { db in
            let account = try Self.first(db, Self.sessionSQL, [sessionHash, now.timeIntervalSince1970]) {
                Self.account(from: $0)
            }
            return (try Self.stamp(db, shortcutID), account)
        }
    }

    private static func stamp(_ db: Database, _ shortcutID: Int64) throws -> GalleryShortcutStamp? {
        try first(db, stampSQL, [shortcutID]) { row in
            GalleryShortcutStamp(
                latestVersion: row[0], createdAt: row[1], updatedAt: row[2], ownerID: row[3],
                renderGeneration: row[4])
        }
    }

    package func page(shortcutID: Int64, number: Int?) async throws -> GalleryShortcutPage? {
        try await pool.read { db in
            let version = try Self.first(db, Self.pageVersionSQL, [shortcutID, number, shortcutID]) {
                try Self.version(from: $0, shortcutID: shortcutID)
            }
            // The shortcut row repeats its latest version's summary: decode that JSON once.
            let known = version.map { (json: $0.summaryJSON, summary: $0.version.summary) }
            let row = try Self.first(db, Self.shortcutSQL, [shortcutID]) { try Self.shortcut(from: $0, known: known) }
            guard let shortcut = row else { return nil }
            return GalleryShortcutPage(
                shortcut: shortcut, version: version?.version, versions: try Self.versions(db, shortcutID: shortcutID))
        }
    }

    package func original(shortcutID: Int64, number: Int) async throws -> Data? {
        try await pool.read { db in
            try Data.fetchOne(
                db, sql: "SELECT original FROM versions WHERE shortcut_id = ? AND number = ?",
                arguments: [shortcutID, number])
        }
    }

    package func tile(shortcutID: Int64) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(
                try db.cachedStatement(sql: "SELECT tile_svg FROM shortcuts WHERE id = ?"), arguments: [shortcutID])
        }
    }

    package func delete(shortcutID: Int64, owner: Int64?) async throws -> Bool {
        try await pool.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT owner_id FROM shortcuts WHERE id = ?", arguments: [shortcutID])
            else { return false }
            if let owner, (row["owner_id"] as Int64?) != owner {
                throw GalleryError(.forbidden("only the shortcut's owner deletes it"))
            }
            try db.execute(sql: "DELETE FROM shortcuts WHERE id = ?", arguments: [shortcutID])
            return db.changesCount > 0
        }
    }

    package func statistics() async throws -> GalleryStatistics {
        try await pool.read { db in
            func count(_ table: String) throws -> Int {
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM " + table) ?? 0
            }
            return GalleryStatistics(
                shortcuts: try count("shortcuts"), versions: try count("versions"), terms: try count("terms"),
                accounts: try count("accounts"), sessions: try count("sessions"), apiTokens: try count("api_tokens"))
        }
    }

    package func close() async {
        try? pool.close()
    }

    // Prepared once per reader connection (GRDB's statement cache), so a page read skips SQLite's
    // parser and GRDB's authorizer; rows are read from cursors, not copied.
    static let shortcutSQL = "SELECT \(SQLiteSchema.shortcutColumns) FROM shortcuts WHERE id = ?"
    static let stampSQL =
        "SELECT latest_version, created_at, updated_at, owner_id, render_generation FROM shortcuts WHERE id = ?"
    static let versionsSQL = """
        SELECT number, created_at, sha256, size, encoding, signing_verdict, audit_verdict, check_verdict FROM versions
        WHERE shortcut_id = ? ORDER BY number
        """
    static let versionColumns = """
        number, created_at, sha256, size, encoding, signing_verdict, audit_verdict, check_verdict, signing_summary,
        audit_json, check_json, summary_json, tile_svg, flow_html
        """
    static let versionSQL = "SELECT \(versionColumns) FROM versions WHERE shortcut_id = ? AND number = ?"
    /// Version `?`, or the latest when that argument is NULL.
    static let pageVersionSQL = """
        SELECT \(versionColumns) FROM versions WHERE shortcut_id = ?
        AND number = COALESCE(?, (SELECT latest_version FROM shortcuts WHERE id = ?))
        """

    /// The first row of a cached statement, made into a value while the cursor is on it.
    static func first<T>(_ db: Database, _ sql: String, _ arguments: StatementArguments, _ make: (Row) throws -> T)
        throws -> T?
    {
        let cursor = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: arguments)
        return try cursor.next().map(make)
    }

    static func versions(_ db: Database, shortcutID: Int64) throws -> [GalleryVersionInfo] {
        let cursor = try Row.fetchCursor(try db.cachedStatement(sql: versionsSQL), arguments: [shortcutID])
        var versions: [GalleryVersionInfo] = []
        while let row = try cursor.next() { versions.append(info(from: row)) }
        return versions
    }

    /// `known`: a summary already decoded from some JSON text, used when the row has the same text.
    static func shortcut(from row: Row, known: (json: String, summary: ShortcutSummary)? = nil) throws
        -> GalleryShortcut
    {
        let json: String = row["summary_json"]
        return GalleryShortcut(
            id: row["id"], name: row["name"], uploader: row["uploader"], ownerID: row["owner_id"],
            iCloudID: row["icloud_id"],
            createdAt: Date(timeIntervalSince1970: row["created_at"]),
            updatedAt: Date(timeIntervalSince1970: row["updated_at"]), latestVersion: row["latest_version"],
            signingVerdict: row["signing_verdict"], auditVerdict: row["audit_verdict"],
            checkVerdict: row["check_verdict"],
            summary: try known.flatMap { $0.json == json ? $0.summary : nil } ?? StoredJSON.summary(json))
    }

    /// A version and the JSON text of its summary.
    static func version(from row: Row, shortcutID: Int64) throws -> (version: GalleryVersion, summaryJSON: String) {
        let json: String = row["summary_json"]
        let version = GalleryVersion(
            shortcutID: shortcutID, info: Self.info(from: row), summary: try StoredJSON.summary(json),
            signingSummary: row["signing_summary"], auditJSON: row["audit_json"], checkJSON: row["check_json"],
            tileSVG: row["tile_svg"], flowHTML: row["flow_html"])
        return (version, json)
    }

    static func info(from row: Row) -> GalleryVersionInfo {
        GalleryVersionInfo(
            number: row["number"], createdAt: Date(timeIntervalSince1970: row["created_at"]), sha256: row["sha256"],
            size: row["size"], encoding: row["encoding"], signingVerdict: row["signing_verdict"],
            auditVerdict: row["audit_verdict"], checkVerdict: row["check_verdict"])
    }
}
