import Foundation
import GRDB
import PostgresNIO
import ShortcutGallery
import ShortcutKit
import Testing

@testable import ShortcutGallery

/// Galleries made by older servers: a gallery from before accounts migrates (its shortcuts keep
/// their uploader label, have no owner until one is assigned), and versions rendered by an older
/// renderer are rendered again at start, so their pages change. SQLite and PostgreSQL.
@Suite struct GalleryUpgradeTests {
    /// A shortcut as the server before accounts stored it (schema v1 only), uploaded by "ann".
    static func makeGalleryBeforeAccounts(_ storage: any GalleryStorage, _ url: PostgresURL?) async throws {
        let data = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Legacy", texts: ["from before"]))
        var reading = try await GalleryHarness.importer.read(data, suppliedName: "Legacy.shortcut")
        // Rendered by an older renderer: the page says so until it is rendered again.
        reading.flowHTML = "<p class=\"stale\">rendered by renderer 1</p>"
        let imported = reading
        let summary = StoredJSON.encode(imported.summary)
        let now = Date().timeIntervalSince1970
        if let sqlite = storage as? SQLiteGalleryStorage {
            try sqlite.migrate(through: "v1-gallery")
            try await sqlite.withWriter { db in
                try db.execute(
                    sql: """
                        INSERT INTO shortcuts (version_key, name, name_lower, uploader, icloud_id, created_at,
                        updated_at, latest_version, signing_verdict, audit_verdict, summary_json, tile_svg)
                        VALUES ('upload:ann\nlegacy', 'Legacy', 'legacy', 'ann', NULL, ?, ?, 1, ?, NULL, ?, ?)
                        """, arguments: [now, now, imported.signingVerdict, summary, imported.tileSVG])
                try db.execute(
                    sql: """
                        INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding,
                        signing_verdict, signing_summary, audit_verdict, audit_json, summary_json, tile_svg,
                        flow_html, original) VALUES (1, 1, ?, ?, ?, 'binary', ?, ?, NULL, NULL, ?, ?, ?, ?)
                        """,
                    arguments: [
                        now, imported.sha256, data.count, imported.signingVerdict, imported.signingSummary, summary,
                        imported.tileSVG, imported.flowHTML, data,
                    ])
            }
            return
        }
        let postgres = try #require(storage as? PostgresGalleryStorage)
        try await postgres.migrate(through: 1)
        try await RawDatabase.withPostgres(try #require(url)) { client, logger in
            let key = "upload:ann\nlegacy"
            try await client.query(
                """
                INSERT INTO shortcuts (version_key, name, name_lower, uploader, icloud_id, created_at, updated_at,
                latest_version, signing_verdict, audit_verdict, summary_json, tile_svg)
                VALUES (\(key), 'Legacy', 'legacy', 'ann', NULL, \(now), \(now), 1, \(imported.signingVerdict), NULL,
                \(summary), \(imported.tileSVG))
                """, logger: logger)
            try await client.query(
                """
                INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding, signing_verdict,
                signing_summary, audit_verdict, audit_json, summary_json, tile_svg, flow_html, original)
                SELECT id, 1, \(now), \(imported.sha256), \(data.count), 'binary', \(imported.signingVerdict),
                \(imported.signingSummary), NULL, NULL, \(summary), \(imported.tileSVG), \(imported.flowHTML), \(data)
                FROM shortcuts WHERE version_key = \(key)
                """, logger: logger)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func aGalleryFromBeforeAccountsMigratesAndGetsOwnersOnlyWhenAssigned(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind, prepare: Self.makeGalleryBeforeAccounts) { g in
            // Started on the old rows: migrated, and the old rendering rendered again.
            let report = await g.server.rerendering
            #expect(report == RerenderReport(rendered: 1, failed: 0))
            let listed = try #require(try await g.storage.search(GallerySearch(text: "legacy")).items.first)
            #expect(listed.uploader == "ann")
            #expect(listed.ownerID == nil)
            let id = Int(listed.id)
            let page = try await g.get("/shortcuts/\(id)")
            #expect(page.text.contains("added by ann"))
            #expect(!page.text.contains("rendered by renderer 1"))
            #expect(page.text.contains("class=\"sk-flow\""))

            // Nobody owns it: no account adds versions, not even one called ann.
            let ann = try await g.makeAccount("ann")
            let file = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Legacy", texts: ["new"]))
            #expect(try await g.addVersion(id, file, token: ann.token).status == 403)
            #expect(try await g.addVersion(id, file).status == 403)
            // Uploading the same name as ann is a new shortcut: old version keys never match new ones.
            let fresh = try await g.upload(file, name: "Legacy.shortcut", token: ann.token)
            #expect(try fresh.json()["shortcutID"] as? Int != id)

            // An admin assigns it (what `shortcut serve --assign-owner 1=ann` does); then ann adds versions.
            try await g.service.assignOwner(shortcut: Int64(id), to: "ANN")
            let owned = try #require(try await g.storage.shortcut(id: Int64(id)))
            #expect(owned.ownerID == ann.id)
            let added = try await g.addVersion(id, file, token: ann.token)
            #expect(added.status == 201, "\(added.text)")
            #expect(try added.json()["version"] as? Int == 2)
            #expect(try await g.addVersion(id, file).status == 403)
            await #expect(throws: GalleryError.self) { try await g.service.assignOwner(shortcut: 9999, to: "ann") }
            await #expect(throws: GalleryError.self) {
                try await g.service.assignOwner(shortcut: Int64(id), to: "nobody")
            }
        }
    }

    @Test(arguments: StorageKind.allCases)
    func versionsRenderedByAnOlderRendererAreRenderedAgainAtStart(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let v1 = GalleryFixtures.shortcut(name: "Upgraded", texts: ["one"])
            let v2 = GalleryFixtures.shortcut(name: "Upgraded", texts: ["one", "two"])
            let id = try #require(try await g.upload(try GalleryFixtures.binary(v1)).json()["shortcutID"] as? Int)
            #expect(try await g.addVersion(id, try GalleryFixtures.binary(v2)).status == 201)
            let broken = try #require(
                try await g.upload(try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Broken", texts: ["b"])))
                    .json()["shortcutID"] as? Int)
            // As an older renderer left them: another record, another flow; and one version whose
            // original no longer reads (it must keep its rendering, and the failure is reported).
            try await RawDatabase.execute(
                g,
                """
                UPDATE versions SET rendered_with = 'renderer 1; catalog old; audit old',
                flow_html = '<p class="stale">old flow of v' || number || '</p>'
                """)
            let garbage = kind == .sqlite ? "X'00ff00ff'" : "'\\x00ff00ff'::bytea"
            try await RawDatabase.execute(g, "UPDATE versions SET original = \(garbage) WHERE shortcut_id = \(broken)")
            // The running server has no reason to look again: its page (cached now) is the old one.
            for _ in 0..<2 { #expect(try await g.get("/shortcuts/\(id)").text.contains("old flow of v2")) }
            #expect(try await g.get("/shortcuts/\(id)?version=1").text.contains("old flow of v1"))

            // A server started on this database (a restart, or an upgraded server beside it).
            try await g.withSecondServer { second in
                let report = await second.server.rerendering
                #expect(report == RerenderReport(rendered: 2, failed: 1))
                let page = try await second.get("/shortcuts/\(id)")
                #expect(!page.text.contains("old flow"))
                #expect(page.text.contains("class=\"sk-flow\""))
            }
            // The first server's cached page changes too: the stamp moved with the rendering.
            let latest = try await g.get("/shortcuts/\(id)")
            #expect(!latest.text.contains("old flow"), "a cached page outlived its rendering")
            #expect(latest.text.contains("version 2 of 2"))
            #expect(!(try await g.get("/shortcuts/\(id)?version=1").text.contains("old flow")))
            // The failed version keeps its old rendering, and is all that is left to do.
            #expect(try await g.get("/shortcuts/\(broken)").text.contains("old flow of v1"))
            let left = try await g.storage.versionsRendered(notWith: g.service.importer.renderingVersion, limit: 10)
            #expect(left == [StoredVersionKey(shortcutID: Int64(broken), number: 1)])
        }
    }

    @Test func theRenderingRecordNamesRendererCatalogAndRules() throws {
        let record = GalleryHarness.importer.renderingVersion
        #expect(record.hasPrefix("renderer \(ShortcutImporter.rendererRevision); catalog "))
        #expect(record.contains("; audit ") && !record.hasSuffix("audit none"))
        // Another catalog is another record.
        let resources = GalleryHarness.importer.resources
        var smaller = resources
        smaller.catalog = ActionCatalog(definitions: Array(resources.catalog.definitions.dropFirst()))
        #expect(ShortcutImporter.renderingVersion(resources: smaller, auditor: nil) != record)
        #expect(
            ShortcutImporter.renderingVersion(resources: resources, auditor: GalleryHarness.importer.auditor) == record)
    }
}
