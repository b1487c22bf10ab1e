import Foundation
import GalleryAPI
import Logging
import PostgresNIO

extension PostgresGalleryStorage {
    package func createAccount(username: String, passwordHash: String) async throws -> GalleryAccount {
        let now = Date().timeIntervalSince1970
        let rows = try await client.query(
            """
            INSERT INTO accounts (username, password_hash, created_at) VALUES (\(username), \(passwordHash), \(now))
            ON CONFLICT (username) DO NOTHING RETURNING id
            """, logger: logger)
        for try await id in rows.decode(Int64.self) {
            return GalleryAccount(id: id, username: username, createdAt: Date(timeIntervalSince1970: now))
        }
        throw GalleryError(.conflict("the user name '\(username)' is taken"), at: "field username")
    }

    package func credentials(username: String) async throws -> (account: GalleryAccount, passwordHash: String)? {
        let rows = try await client.query(
            "SELECT id, username, created_at, password_hash FROM accounts WHERE username = \(username)", logger: logger)
        for try await (id, name, created, hash) in rows.decode((Int64, String, Double, String).self) {
            return (GalleryAccount(id: id, username: name, createdAt: Date(timeIntervalSince1970: created)), hash)
        }
        return nil
    }

    package func createSession(tokenHash: String, accountID: Int64, expiresAt: Date) async throws {
        let now = Date().timeIntervalSince1970
        let expires = expiresAt.timeIntervalSince1970
        // Expired sessions go whenever a new one is made, so the table does not grow forever.
        try await client.query("DELETE FROM sessions WHERE expires_at < \(now)", logger: logger)
        try await client.query(
            """
            INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
            VALUES (\(tokenHash), \(accountID), \(now), \(expires))
            """, logger: logger)
    }

    package func account(sessionHash: String, now: Date) async throws -> GalleryAccount? {
        let time = now.timeIntervalSince1970
        return try await firstAccount(
            """
            SELECT a.id, a.username, a.created_at FROM sessions s JOIN accounts a ON a.id = s.account_id
            WHERE s.token_hash = \(sessionHash) AND s.expires_at > \(time)
            """)
    }

    package func deleteSession(tokenHash: String) async throws {
        try await client.query("DELETE FROM sessions WHERE token_hash = \(tokenHash)", logger: logger)
    }

    package func createAPIToken(accountID: Int64, name: String, tokenHash: String) async throws -> GalleryAPIToken {
        let now = Date().timeIntervalSince1970
        let rows = try await client.query(
            """
            INSERT INTO api_tokens (account_id, name, token_hash, created_at)
            VALUES (\(accountID), \(name), \(tokenHash), \(now)) RETURNING id
            """, logger: logger)
        for try await id in rows.decode(Int64.self) {
            return GalleryAPIToken(id: id, name: name, createdAt: Date(timeIntervalSince1970: now))
        }
        throw GalleryError(.storage("the token was not stored"))
    }

    package func apiTokens(accountID: Int64) async throws -> [GalleryAPIToken] {
        let rows = try await client.query(
            """
            SELECT id, name, created_at FROM api_tokens WHERE account_id = \(accountID) ORDER BY id DESC
            """, logger: logger)
        var tokens: [GalleryAPIToken] = []
        for try await (id, name, created) in rows.decode((Int64, String, Double).self) {
            tokens.append(GalleryAPIToken(id: id, name: name, createdAt: Date(timeIntervalSince1970: created)))
        }
        return tokens
    }

    package func revokeAPIToken(id: Int64, accountID: Int64) async throws -> Bool {
        let rows = try await client.query(
            "DELETE FROM api_tokens WHERE id = \(id) AND account_id = \(accountID) RETURNING id", logger: logger)
        var revoked = false
        for try await _ in rows.decode(Int64.self) { revoked = true }
        return revoked
    }

    package func account(apiTokenHash: String) async throws -> GalleryAccount? {
        try await firstAccount(
            """
            SELECT a.id, a.username, a.created_at FROM api_tokens t JOIN accounts a ON a.id = t.account_id
            WHERE t.token_hash = \(apiTokenHash)
            """)
    }

    package func account(username: String) async throws -> GalleryAccount? {
        try await firstAccount("SELECT id, username, created_at FROM accounts WHERE username = \(username)")
    }

    package func shortcuts(ownedBy accountID: Int64) async throws -> [OwnedShortcut] {
        let rows = try await client.query(
            "SELECT id, name, latest_version FROM shortcuts WHERE owner_id = \(accountID) ORDER BY name_lower, id",
            logger: logger)
        var owned: [OwnedShortcut] = []
        for try await (id, name, latest) in rows.decode((Int64, String, Int).self) {
            owned.append(OwnedShortcut(id: id, name: name, latestVersion: latest))
        }
        return owned
    }

    package func assignOwner(shortcutID: Int64, accountID: Int64, username: String) async throws -> Bool {
        let rows = try await client.query(
            "UPDATE shortcuts SET owner_id = \(accountID), uploader = \(username) WHERE id = \(shortcutID) RETURNING id",
            logger: logger)
        var updated = false
        for try await _ in rows.decode(Int64.self) { updated = true }
        return updated
    }

    /// The first row of a query returning `id, username, created_at`, as an account.
    func firstAccount(_ query: PostgresQuery) async throws -> GalleryAccount? {
        for try await (id, name, created) in try await client.query(query, logger: logger).decode(
            (Int64, String, Double).self)
        {
            return GalleryAccount(id: id, username: name, createdAt: Date(timeIntervalSince1970: created))
        }
        return nil
    }

    // MARK: Rendering again

    package func versionsRendered(notWith renderingVersion: String, limit: Int) async throws -> [StoredVersionKey] {
        let rows = try await client.query(
            """
            SELECT shortcut_id, number FROM versions WHERE rendered_with <> \(renderingVersion)
            ORDER BY shortcut_id, number LIMIT \(limit)
            """, logger: logger)
        var keys: [StoredVersionKey] = []
        for try await (id, number) in rows.decode((Int64, Int).self) {
            keys.append(StoredVersionKey(shortcutID: id, number: number))
        }
        return keys
    }

    package func renderingInput(_ key: StoredVersionKey) async throws -> RenderingInput? {
        let rows = try await client.query(
            """
            SELECT v.original, v.summary_json, s.icloud_id FROM versions v JOIN shortcuts s ON s.id = v.shortcut_id
            WHERE v.shortcut_id = \(key.shortcutID) AND v.number = \(key.number)
            """, logger: logger)
        for try await (original, summary, iCloudID) in rows.decode((Data, String, String?).self) {
            return RenderingInput(original: original, name: try StoredJSON.summary(summary).name, iCloudID: iCloudID)
        }
        return nil
    }

    package func replaceRendering(_ key: StoredVersionKey, with rendering: ImportedShortcut) async throws {
        let summary = StoredJSON.encode(rendering.summary)
        let auditJSON = rendering.audit.map { StoredJSON.encode($0) }
        let auditVerdict = rendering.audit?.verdict
        let checkVerdict = rendering.check.verdict
        let checkJSON = StoredJSON.encode(rendering.check)
        let logger = logger
        try await transaction { connection in
            var latest: Int?
            for try await value in try await connection.query(
                "SELECT latest_version FROM shortcuts WHERE id = \(key.shortcutID) FOR UPDATE", logger: logger
            ).decode(Int.self) {
                latest = value
            }
            guard let latest else { return }
            try await connection.query(
                """
                UPDATE versions SET signing_verdict = \(rendering.signingVerdict),
                signing_summary = \(rendering.signingSummary), audit_verdict = \(auditVerdict), audit_json = \(auditJSON),
                check_verdict = \(checkVerdict), check_json = \(checkJSON),
                summary_json = \(summary), tile_svg = \(rendering.tileSVG), flow_html = \(rendering.flowHTML),
                rendered_with = \(rendering.renderingVersion)
                WHERE shortcut_id = \(key.shortcutID) AND number = \(key.number)
                """, logger: logger)
            try await connection.query(
                "UPDATE shortcuts SET render_generation = render_generation + 1 WHERE id = \(key.shortcutID)",
                logger: logger)
            guard latest == key.number else { return }
            try await connection.query(
                """
                UPDATE shortcuts SET signing_verdict = \(rendering.signingVerdict), audit_verdict = \(auditVerdict),
                check_verdict = \(checkVerdict), summary_json = \(summary), tile_svg = \(rendering.tileSVG) WHERE id = \(key.shortcutID)
                """, logger: logger)
            try await Self.replaceTerms(rendering.summary, id: key.shortcutID, on: connection, logger: logger)
        }
    }
}
