import Foundation
import Logging
import PostgresNIO

/// The shared storage: PostgreSQL through postgres-nio's `PostgresClient` (a connection pool),
/// for several gallery servers on one database. Migrations are numbered rows in
/// `gallery_migrations`, applied under an advisory lock so servers starting together apply each
/// once. Every statement is a `PostgresQuery` built by string interpolation, which binds each
/// interpolated value as a parameter (`$1`, `$2`, …); no value is ever spliced into SQL text.
package final class PostgresGalleryStorage: GalleryStorage {
    let client: PostgresClient
    let logger: Logger
    private let runTask: Task<Void, Never>

    /// Connects to `url` (the pool opens connections on demand).
    package init(url: PostgresURL, logger: Logger = Logger(label: "shortcut-gallery.postgres")) {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: url.requireTLS ? .require(.makeClientConfiguration()) : .disable)
        configuration.options.maximumConnections = 16
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        runTask = Task { await client.run() }
    }

    package func migrate() async throws {
        try await migrate(through: PostgresSchema.migrations.count)
    }

    /// Applies migrations 1...`last` only: how the tests make a gallery as an older server left it.
    package func migrate(through last: Int) async throws {
        try await client.withConnection { connection in
            // One server migrates at a time; the lock is released with the session's unlock below.
            try await connection.query("SELECT pg_advisory_lock(\(PostgresSchema.migrationLock))", logger: logger)
            do {
                try await connection.query(
                    "CREATE TABLE IF NOT EXISTS gallery_migrations (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)",
                    logger: logger)
                var applied = Set<Int>()
                for try await version in try await connection.query(
                    "SELECT version FROM gallery_migrations", logger: logger
                ).decode(Int.self) {
                    applied.insert(version)
                }
                for (index, statements) in PostgresSchema.migrations.prefix(last).enumerated()
                where !applied.contains(index + 1) {
                    try await connection.withTransaction(logger: logger) { transaction in
                        for statement in statements { try await transaction.query(statement, logger: logger) }
                        let version = index + 1
                        let now = Date().timeIntervalSince1970
                        try await transaction.query(
                            "INSERT INTO gallery_migrations (version, applied_at) VALUES (\(version), \(now))",
                            logger: logger)
                    }
                }
            } catch {
                _ = try? await connection.query(
                    "SELECT pg_advisory_unlock(\(PostgresSchema.migrationLock))", logger: logger)
                throw error
            }
            try await connection.query("SELECT pg_advisory_unlock(\(PostgresSchema.migrationLock))", logger: logger)
        }
    }

    /// A transaction whose refusals (a ``GalleryError`` thrown inside, after which it is rolled
    /// back) come out as themselves rather than wrapped in postgres-nio's transaction error.
    func transaction<T: Sendable>(
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> sending T
    ) async throws -> T {
        do {
            return try await client.withTransaction(logger: logger, body)
        } catch let error as PostgresTransactionError {
            if let refusal = error.closureError as? GalleryError, error.rollbackError == nil { throw refusal }
            throw error
        }
    }

    package func add(_ shortcut: ImportedShortcut, to target: AddTarget) async throws -> VersionReference {
        let now = Date().timeIntervalSince1970
        let summary = StoredJSON.encode(shortcut.summary)
        let auditJSON = shortcut.audit.map { StoredJSON.encode($0) }
        let auditVerdict = shortcut.audit?.verdict
        let checkVerdict = shortcut.check.verdict
        let checkJSON = StoredJSON.encode(shortcut.check)
        let name = shortcut.summary.name
        let nameLower = name.lowercased()
        let iCloudID = shortcut.iCloudID
        let logger = logger
        return try await transaction { connection in
            var id: Int64 = 0
            var number = 0
            switch target {
            case .version(let shortcutID, let owner):
                // The row lock serialises versions of one shortcut across servers.
                var found: Int64?? = nil
                for try await (latest, rowOwner) in try await connection.query(
                    "SELECT latest_version, owner_id FROM shortcuts WHERE id = \(shortcutID) FOR UPDATE", logger: logger
                ).decode((Int, Int64?).self) {
                    number = latest + 1
                    found = .some(rowOwner)
                }
                guard let rowOwner = found else { throw GalleryError(.notFound("shortcut \(shortcutID)")) }
                guard rowOwner == owner else {
                    throw GalleryError(.forbidden("only the shortcut's owner adds versions"))
                }
                id = shortcutID
            case .newShortcut(let owner, let displayName):
                let key = VersionKey.of(shortcut, owner: owner)
                // Creates the row if the key is new; a concurrent server's insert makes ours a no-op.
                try await connection.query(
                    """
                    INSERT INTO shortcuts (version_key, name, name_lower, uploader, owner_id, icloud_id, created_at,
                    updated_at, latest_version, signing_verdict, audit_verdict, check_verdict, summary_json, tile_svg)
                    VALUES (\(key), \(name), \(nameLower), \(displayName), \(owner), \(iCloudID), \(now), \(now), 0,
                    \(shortcut.signingVerdict), \(auditVerdict), \(checkVerdict), \(summary), \(shortcut.tileSVG))
                    ON CONFLICT (version_key) DO NOTHING
                    """, logger: logger)
                for try await (rowID, latest) in try await connection.query(
                    "SELECT id, latest_version FROM shortcuts WHERE version_key = \(key) FOR UPDATE", logger: logger
                ).decode((Int64, Int).self) {
                    id = rowID
                    number = latest + 1
                }
            }
            try await connection.query(
                """
                UPDATE shortcuts SET name = \(name), name_lower = \(nameLower), updated_at = \(now),
                latest_version = \(number), signing_verdict = \(shortcut.signingVerdict), audit_verdict = \(auditVerdict),
                check_verdict = \(checkVerdict), summary_json = \(summary), tile_svg = \(shortcut.tileSVG) WHERE id = \(id)
                """, logger: logger)
            try await connection.query(
                """
                INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding, signing_verdict,
                signing_summary, audit_verdict, audit_json, check_verdict, check_json, summary_json, tile_svg, flow_html,
                original, rendered_with)
                VALUES (\(id), \(number), \(now), \(shortcut.sha256), \(shortcut.original.count),
                \(shortcut.summary.encoding), \(shortcut.signingVerdict), \(shortcut.signingSummary), \(auditVerdict),
                \(auditJSON), \(checkVerdict), \(checkJSON), \(summary), \(shortcut.tileSVG), \(shortcut.flowHTML), \(shortcut.original),
                \(shortcut.renderingVersion))
                """, logger: logger)
            try await Self.replaceTerms(shortcut.summary, id: id, on: connection, logger: logger)
            return VersionReference(shortcutID: id, version: number)
        }
    }

    static func replaceTerms(_ summary: ShortcutSummary, id: Int64, on connection: PostgresConnection, logger: Logger)
        async throws
    {
        try await connection.query("DELETE FROM terms WHERE shortcut_id = \(id)", logger: logger)
        let terms = summary.terms
        guard !terms.isEmpty else { return }
        let kinds = terms.map(\.kind)
        let words = terms.map(\.term)
        try await connection.query(
            """
            INSERT INTO terms (shortcut_id, kind, term)
            SELECT \(id), k, t FROM UNNEST(\(kinds)::text[], \(words)::text[]) AS u(k, t)
            """, logger: logger)
    }

    package func search(_ search: GallerySearch) async throws -> GalleryPage {
        let text = GallerySearch.likePattern(search.text)
        let action = GallerySearch.likePattern(search.action)
        let app = GallerySearch.likePattern(search.app)
        let limit = search.perPage + 1
        let rows = try await client.query(
            """
            SELECT id, name, uploader, owner_id, icloud_id, created_at, updated_at, latest_version, signing_verdict,
            audit_verdict, check_verdict, summary_json FROM shortcuts s
            WHERE (\(search.text) = '' OR s.name_lower LIKE \(text)
                   OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id AND t.term LIKE \(text)))
              AND (\(search.action) = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id
                   AND t.kind = 'action' AND t.term LIKE \(action)))
              AND (\(search.app) = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id
                   AND t.kind = 'app' AND t.term LIKE \(app)))
              AND (\(search.category) = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id
                   AND t.kind = 'category' AND t.term = \(search.category)))
            ORDER BY s.updated_at DESC, s.id DESC
            LIMIT \(limit) OFFSET \(search.offset)
            """, logger: logger)
        var items: [GalleryShortcut] = []
        for try await row in rows { items.append(try Self.shortcut(from: row)) }
        return GalleryPage(
            items: Array(items.prefix(search.perPage)), page: search.page, hasNextPage: items.count > search.perPage)
    }

    package func shortcut(id: Int64) async throws -> GalleryShortcut? {
        try await client.withConnection { try await Self.shortcut(id, on: $0, logger: logger) }
    }

    package func versions(shortcutID: Int64) async throws -> [GalleryVersionInfo] {
        try await client.withConnection { try await Self.versions(shortcutID, on: $0, logger: logger) }
    }

    package func version(shortcutID: Int64, number: Int) async throws -> GalleryVersion? {
        try await client.withConnection { try await Self.version(shortcutID, number, on: $0, logger: logger) }
    }

    package func stamp(shortcutID: Int64) async throws -> GalleryShortcutStamp? {
        for try await stamp in try await client.execute(PostgresStampStatement(shortcutID: shortcutID), logger: logger)
        {
            return stamp
        }
        return nil
    }

    package func stamp(shortcutID: Int64, sessionHash: String, now: Date) async throws -> (
        stamp: GalleryShortcutStamp?, account: GalleryAccount?
    ) {
        // One statement, one round trip on one connection.
        let statement = PostgresSessionStampStatement(shortcutID: shortcutID, sessionHash: sessionHash, now: now)
        for try await row in try await client.execute(statement, logger: logger) { return row }
        return (nil, nil)
    }

    package func page(shortcutID: Int64, number: Int?) async throws -> GalleryShortcutPage? {
        try await client.withConnection { connection in
            guard let shortcut = try await Self.shortcut(shortcutID, on: connection, logger: logger) else { return nil }
            let version = try await Self.version(
                shortcutID, number ?? shortcut.latestVersion, on: connection, logger: logger)
            let versions = try await Self.versions(shortcutID, on: connection, logger: logger)
            return GalleryShortcutPage(shortcut: shortcut, version: version, versions: versions)
        }
    }

    // The reads a page is made of, each on a given connection, so `page` makes them on one.

    static func shortcut(_ id: Int64, on connection: PostgresConnection, logger: Logger) async throws
        -> GalleryShortcut?
    {
        let rows = try await connection.query(
            """
            SELECT id, name, uploader, owner_id, icloud_id, created_at, updated_at, latest_version, signing_verdict,
            audit_verdict, check_verdict, summary_json FROM shortcuts WHERE id = \(id)
            """, logger: logger)
        var found: GalleryShortcut?
        for try await row in rows { found = try shortcut(from: row) }
        return found
    }

    static func versions(_ shortcutID: Int64, on connection: PostgresConnection, logger: Logger) async throws
        -> [GalleryVersionInfo]
    {
        let rows = try await connection.query(
            """
            SELECT number, created_at, sha256, size, encoding, signing_verdict, audit_verdict, check_verdict
            FROM versions
            WHERE shortcut_id = \(shortcutID) ORDER BY number
            """, logger: logger)
        var out: [GalleryVersionInfo] = []
        for try await row in rows { out.append(try info(from: row.makeRandomAccess())) }
        return out
    }

    static func version(_ shortcutID: Int64, _ number: Int, on connection: PostgresConnection, logger: Logger)
        async throws -> GalleryVersion?
    {
        let rows = try await connection.query(
            """
            SELECT number, created_at, sha256, size, encoding, signing_verdict, audit_verdict, check_verdict,
            signing_summary, audit_json, check_json, summary_json, tile_svg, flow_html FROM versions
            WHERE shortcut_id = \(shortcutID) AND number = \(number)
            """, logger: logger)
        var found: GalleryVersion?
        for try await row in rows { found = try version(from: row, shortcutID: shortcutID) }
        return found
    }

    package func original(shortcutID: Int64, number: Int) async throws -> Data? {
        let rows = try await client.query(
            "SELECT original FROM versions WHERE shortcut_id = \(shortcutID) AND number = \(number)", logger: logger)
        for try await data in rows.decode(Data.self) { return data }
        return nil
    }

    package func tile(shortcutID: Int64) async throws -> String? {
        let rows = try await client.query("SELECT tile_svg FROM shortcuts WHERE id = \(shortcutID)", logger: logger)
        for try await tile in rows.decode(String.self) { return tile }
        return nil
    }

    package func delete(shortcutID: Int64, owner: Int64?) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            var found: Int64?? = nil
            for try await rowOwner in try await connection.query(
                "SELECT owner_id FROM shortcuts WHERE id = \(shortcutID) FOR UPDATE", logger: logger
            ).decode(Int64?.self) {
                found = .some(rowOwner)
            }
            guard let rowOwner = found else { return false }
            if let owner, rowOwner != owner {
                throw GalleryError(.forbidden("only the shortcut's owner deletes it"))
            }
            try await connection.query("DELETE FROM shortcuts WHERE id = \(shortcutID)", logger: logger)
            return true
        }
    }

    package func statistics() async throws -> GalleryStatistics {
        let rows = try await client.query(
            """
            SELECT (SELECT COUNT(*) FROM shortcuts), (SELECT COUNT(*) FROM versions), (SELECT COUNT(*) FROM terms),
            (SELECT COUNT(*) FROM accounts), (SELECT COUNT(*) FROM sessions), (SELECT COUNT(*) FROM api_tokens)
            """, logger: logger)
        for try await (shortcuts, versions, terms, accounts, sessions, tokens) in rows.decode(
            (Int, Int, Int, Int, Int, Int).self)
        {
            return GalleryStatistics(
                shortcuts: shortcuts, versions: versions, terms: terms, accounts: accounts, sessions: sessions,
                apiTokens: tokens)
        }
        return GalleryStatistics(shortcuts: 0, versions: 0, terms: 0)
    }

    package func close() async {
        runTask.cancel()
        _ = await runTask.value
    }

    static func shortcut(from row: PostgresRow) throws -> GalleryShortcut {
        let cells = row.makeRandomAccess()
        return GalleryShortcut(
            id: try cells["id"].decode(Int64.self), name: try cells["name"].decode(String.self),
            uploader: try cells["uploader"].decode(String.self), ownerID: try cells["owner_id"].decode(Int64?.self),
            iCloudID: try cells["icloud_id"].decode(String?.self),
            createdAt: Date(timeIntervalSince1970: try cells["created_at"].decode(Double.self)),
            updatedAt: Date(timeIntervalSince1970: try cells["updated_at"].decode(Double.self)),
            latestVersion: try cells["latest_version"].decode(Int.self),
            signingVerdict: try cells["signing_verdict"].decode(String.self),
            auditVerdict: try cells["audit_verdict"].decode(String?.self),
            checkVerdict: try cells["check_verdict"].decode(String?.self),
            summary: try StoredJSON.summary(cells["summary_json"].decode(String.self)))
    }

    static func version(from row: PostgresRow, shortcutID: Int64) throws -> GalleryVersion {
        let cells = row.makeRandomAccess()
        return GalleryVersion(
            shortcutID: shortcutID, info: try Self.info(from: cells),
            summary: try StoredJSON.summary(cells["summary_json"].decode(String.self)),
            signingSummary: try cells["signing_summary"].decode(String.self),
            auditJSON: try cells["audit_json"].decode(String?.self),
            checkJSON: try cells["check_json"].decode(String?.self), tileSVG: try cells["tile_svg"].decode(String.self),
            flowHTML: try cells["flow_html"].decode(String.self))
    }

    static func info(from cells: PostgresRandomAccessRow) throws -> GalleryVersionInfo {
        GalleryVersionInfo(
            number: try cells["number"].decode(Int.self),
            createdAt: Date(timeIntervalSince1970: try cells["created_at"].decode(Double.self)),
            sha256: try cells["sha256"].decode(String.self), size: try cells["size"].decode(Int.self),
            encoding: try cells["encoding"].decode(String.self),
            signingVerdict: try cells["signing_verdict"].decode(String.self),
            auditVerdict: try cells["audit_verdict"].decode(String?.self),
            checkVerdict: try cells["check_verdict"].decode(String?.self))
    }
}
