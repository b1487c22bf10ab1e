import Foundation
import GRDB
import GalleryAPI

extension SQLiteGalleryStorage {
    package func createAccount(username: String, passwordHash: String) async throws -> GalleryAccount {
        let now = Date().timeIntervalSince1970
        return try await pool.write { db in
            if try Int64.fetchOne(db, sql: "SELECT id FROM accounts WHERE username = ?", arguments: [username]) != nil {
                throw GalleryError(.conflict("the user name '\(username)' is taken"), at: "field username")
            }
            try db.execute(
                sql: "INSERT INTO accounts (username, password_hash, created_at) VALUES (?, ?, ?)",
                arguments: [username, passwordHash, now])
            return GalleryAccount(
                id: db.lastInsertedRowID, username: username, createdAt: Date(timeIntervalSince1970: now))
        }
    }

    package func credentials(username: String) async throws -> (account: GalleryAccount, passwordHash: String)? {
        try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, username, created_at, password_hash FROM accounts WHERE username = ?",
                arguments: [username]
            ).map { (Self.account(from: $0), $0["password_hash"] as String) }
        }
    }

    package func createSession(tokenHash: String, accountID: Int64, expiresAt: Date) async throws {
        let now = Date().timeIntervalSince1970
        try await pool.write { db in
            // Expired sessions go whenever a new one is made, so the table does not grow forever.
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at < ?", arguments: [now])
            try db.execute(
                sql: "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [tokenHash, accountID, now, expiresAt.timeIntervalSince1970])
        }
    }

    package func account(sessionHash: String, now: Date) async throws -> GalleryAccount? {
        try await pool.read { db in
            try Self.first(db, Self.sessionSQL, [sessionHash, now.timeIntervalSince1970]) { Self.account(from: $0) }
        }
    }

    package func deleteSession(tokenHash: String) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [tokenHash])
        }
    }

    package func createAPIToken(accountID: Int64, name: String, tokenHash: String) async throws -> GalleryAPIToken {
        let now = Date().timeIntervalSince1970
        return try await pool.write { db in
            try db.execute(
                sql: "INSERT INTO api_tokens (account_id, name, token_hash, created_at) VALUES (?, ?, ?, ?)",
                arguments: [accountID, name, tokenHash, now])
            return GalleryAPIToken(id: db.lastInsertedRowID, name: name, createdAt: Date(timeIntervalSince1970: now))
        }
    }

    package func apiTokens(accountID: Int64) async throws -> [GalleryAPIToken] {
        try await pool.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT id, name, created_at FROM api_tokens WHERE account_id = ? ORDER BY id DESC",
                arguments: [accountID]
            ).map { row in
                GalleryAPIToken(
                    id: row["id"], name: row["name"], createdAt: Date(timeIntervalSince1970: row["created_at"]))
            }
        }
    }

    package func revokeAPIToken(id: Int64, accountID: Int64) async throws -> Bool {
        try await pool.write { db in
            try db.execute(
                sql: "DELETE FROM api_tokens WHERE id = ? AND account_id = ?", arguments: [id, accountID])
            return db.changesCount > 0
        }
    }

    package func account(apiTokenHash: String) async throws -> GalleryAccount? {
        try await pool.read { db in
            try Self.first(db, Self.apiTokenSQL, [apiTokenHash]) { Self.account(from: $0) }
        }
    }

    package func account(username: String) async throws -> GalleryAccount? {
        try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, username, created_at FROM accounts WHERE username = ?", arguments: [username]
            ).map(Self.account(from:))
        }
    }

    package func shortcuts(ownedBy accountID: Int64) async throws -> [OwnedShortcut] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, name, latest_version FROM shortcuts WHERE owner_id = ? ORDER BY name_lower, id",
                arguments: [accountID]
            ).map { OwnedShortcut(id: $0["id"], name: $0["name"], latestVersion: $0["latest_version"]) }
        }
    }

    package func assignOwner(shortcutID: Int64, accountID: Int64, username: String) async throws -> Bool {
        try await pool.write { db in
            try db.execute(
                sql: "UPDATE shortcuts SET owner_id = ?, uploader = ? WHERE id = ?",
                arguments: [accountID, username, shortcutID])
            return db.changesCount > 0
        }
    }

    static let apiTokenSQL = """
        SELECT a.id, a.username, a.created_at FROM api_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.token_hash = ?
        """

    static let sessionSQL = """
        SELECT a.id, a.username, a.created_at FROM sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.token_hash = ? AND s.expires_at > ?
        """

    static func account(from row: Row) -> GalleryAccount {
        GalleryAccount(
            id: row["id"], username: row["username"], createdAt: Date(timeIntervalSince1970: row["created_at"]))
    }

    // MARK: Rendering again

    package func versionsRendered(notWith renderingVersion: String, limit: Int) async throws -> [StoredVersionKey] {
        try await pool.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT shortcut_id, number FROM versions WHERE rendered_with <> ?
                    ORDER BY shortcut_id, number LIMIT ?
                    """, arguments: [renderingVersion, limit]
            ).map { StoredVersionKey(shortcutID: $0["shortcut_id"], number: $0["number"]) }
        }
    }

    package func renderingInput(_ key: StoredVersionKey) async throws -> RenderingInput? {
        try await pool.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT v.original, v.summary_json, s.icloud_id FROM versions v JOIN shortcuts s ON s.id = v.shortcut_id
                    WHERE v.shortcut_id = ? AND v.number = ?
                    """, arguments: [key.shortcutID, key.number]
            ).map { row in
                RenderingInput(
                    original: row["original"], name: try StoredJSON.summary(row["summary_json"]).name,
                    iCloudID: row["icloud_id"])
            }
        }
    }

    package func replaceRendering(_ key: StoredVersionKey, with rendering: ImportedShortcut) async throws {
        let summaryJSON = StoredJSON.encode(rendering.summary)
        let auditJSON = rendering.audit.map { StoredJSON.encode($0) }
        let checkJSON = StoredJSON.encode(rendering.check)
        try await pool.write { db in
            try db.execute(
                sql: """
                    UPDATE versions SET signing_verdict = ?, signing_summary = ?, audit_verdict = ?, audit_json = ?,
                    check_verdict = ?, check_json = ?, summary_json = ?, tile_svg = ?, flow_html = ?, rendered_with = ?
                    WHERE shortcut_id = ? AND number = ?
                    """,
                arguments: [
                    rendering.signingVerdict, rendering.signingSummary, rendering.audit?.verdict, auditJSON,
                    rendering.check.verdict, checkJSON, summaryJSON, rendering.tileSVG, rendering.flowHTML,
                    rendering.renderingVersion, key.shortcutID, key.number,
                ])
            guard db.changesCount > 0 else { return }
            try db.execute(
                sql: "UPDATE shortcuts SET render_generation = render_generation + 1 WHERE id = ?",
                arguments: [key.shortcutID])
            let latest = try Int.fetchOne(
                db, sql: "SELECT latest_version FROM shortcuts WHERE id = ?", arguments: [key.shortcutID])
            guard latest == key.number else { return }
            try db.execute(
                sql: """
                    UPDATE shortcuts SET signing_verdict = ?, audit_verdict = ?, check_verdict = ?, summary_json = ?,
                    tile_svg = ? WHERE id = ?
                    """,
                arguments: [
                    rendering.signingVerdict, rendering.audit?.verdict, rendering.check.verdict, summaryJSON,
                    rendering.tileSVG, key.shortcutID,
                ])
            try db.execute(sql: "DELETE FROM terms WHERE shortcut_id = ?", arguments: [key.shortcutID])
            try Self.insertTerms(db, rendering.summary, id: key.shortcutID)
        }
    }
}
