import Foundation
import PostgresNIO

// The two reads every page request makes, as prepared statements: PostgreSQL parses and plans
// each once per connection instead of once per request (`PostgresClient.execute` prepares a
// statement on first use on each connection).

/// The shortcut's stamp (see `GalleryStorage.stamp(shortcutID:)`).
struct PostgresStampStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT latest_version, created_at, updated_at, owner_id, render_generation FROM shortcuts WHERE id = $1
        """
    typealias Row = GalleryShortcutStamp

    var shortcutID: Int64

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 1)
        bindings.append(shortcutID)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> GalleryShortcutStamp {
        let (latest, created, updated, owner, generation) = try row.decode((Int, Double, Double, Int64?, Int).self)
        return GalleryShortcutStamp(
            latestVersion: latest, createdAt: created, updatedAt: updated, ownerID: owner,
            renderGeneration: generation)
    }
}

/// The stamp and the account of an unexpired session in one statement (see
/// `GalleryStorage.stamp(shortcutID:sessionHash:now:)`). It always yields one row — the left
/// joins hang off a one-row select — so the session's account comes back even when the shortcut
/// does not exist, as from the two separate reads.
struct PostgresSessionStampStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT sh.latest_version, sh.created_at, sh.updated_at, sh.owner_id, sh.render_generation,
        a.id, a.username, a.created_at
        FROM (SELECT 1) AS one
        LEFT JOIN shortcuts sh ON sh.id = $1
        LEFT JOIN sessions se ON se.token_hash = $2 AND se.expires_at > $3
        LEFT JOIN accounts a ON a.id = se.account_id
        """
    typealias Row = (stamp: GalleryShortcutStamp?, account: GalleryAccount?)

    var shortcutID: Int64
    var sessionHash: String
    var now: Date

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 3)
        bindings.append(shortcutID)
        bindings.append(sessionHash)
        bindings.append(now.timeIntervalSince1970)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (latest, created, updated, owner, generation, accountID, username, accountCreated) = try row.decode(
            (Int?, Double?, Double?, Int64?, Int?, Int64?, String?, Double?).self)
        var stamp: GalleryShortcutStamp?
        if let latest, let created, let updated, let generation {
            stamp = GalleryShortcutStamp(
                latestVersion: latest, createdAt: created, updatedAt: updated, ownerID: owner,
                renderGeneration: generation)
        }
        var account: GalleryAccount?
        if let accountID, let username, let accountCreated {
            account = GalleryAccount(
                id: accountID, username: username, createdAt: Date(timeIntervalSince1970: accountCreated))
        }
        return (stamp, account)
    }
}
