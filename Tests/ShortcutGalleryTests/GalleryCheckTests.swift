import Foundation
import GRDB
import PostgresNIO
import ShortcutGallery
import ShortcutKit
import Testing

@testable import ShortcutGallery

/// Each version's check verdict (`shortcut check` without a target): stored at import, shown on
/// the shortcut page beside the signing and audit verdicts and in the API, and filled in for
/// versions stored before the gallery checked when they are rendered again at start. SQLite and
/// PostgreSQL, on a real server.
@Suite struct GalleryCheckTests {
    /// A Text, an If whose End If is missing (written with `checks: .none`, as a decompiled file
    /// that holds the defect is), and a Show Result of a variable never set, whose name is markup.
    static func unclosedIf(name: String) throws -> Shortcut {
        try Shortcut.build(name: name, checks: .none) { s in
            s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "a"]))
            var opener = Action("is.workflow.actions.conditional", ["WFCondition": 100])
            opener.parameters["GroupingIdentifier"] = .string("1F000000-0000-4000-8000-000000000001")
            opener.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(0))
            s.add(opener, uuid: .omitted)
            s.add(Action("is.workflow.actions.showresult", ["Text": "\(Variable.named("<b>Total</b>"))"]))
        }
    }

    /// The versions table's cell: the verdict without its rule list, which the title holds.
    static let failingCell = "<td title=\"\(failingVerdict)\">fails: 1 error, 1 warning</td>"

    static let failingVerdict =
        "fails: 1 error, 1 warning (check.structure.unclosed-block, check.reference.unset-variable)"

    /// The rendering record the gallery wrote before it checked (`renderer …; catalog …; audit …`).
    static var recordBeforeTheCheck: String {
        let record = GalleryHarness.importer.renderingVersion
        return String(record[..<(record.range(of: "; check ")?.lowerBound ?? record.endIndex)])
    }

    @Test(arguments: StorageKind.allCases)
    func aCleanFileAndOneWithACheckErrorShowTheirVerdictsOnThePageAndInTheAPI(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let clean = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Clean", texts: ["hello"]))
            let cleanID = try #require(try await g.upload(clean, name: "Clean.shortcut").json()["shortcutID"] as? Int)
            let failing = try GalleryFixtures.binary(try Self.unclosedIf(name: "Unclosed"))
            let failingID = try #require(
                try await g.upload(failing, name: "Unclosed.shortcut").json()["shortcutID"] as? Int)

            // The page: the verdict beside the signing and audit verdicts, in the versions table,
            // and the findings (escaped: the variable's name is markup).
            let cleanPage = try await g.get("/shortcuts/\(cleanID)")
            #expect(cleanPage.text.contains("<p class=\"g-verdict g-check g-check-passes\">Check: passes</p>"))
            #expect(!cleanPage.text.contains("g-check-findings"))
            let page = try await g.get("/shortcuts/\(failingID)").text
            let verdict = "<p class=\"g-verdict g-check g-check-fails\">Check: \(Self.failingVerdict)</p>"
            #expect(page.contains(verdict), "\(page)")
            let signing = try #require(page.range(of: "g-verdict g-signing"))
            let audit = try #require(page.range(of: "g-verdict g-audit"))
            let check = try #require(page.range(of: verdict))
            #expect(signing.lowerBound < audit.lowerBound && audit.lowerBound < check.lowerBound)
            #expect(page.contains("<li class=\"g-check-error\">error: action 1: "))
            #expect(page.contains("[check.structure.unclosed-block]</li>"))
            #expect(
                page.contains(
                    "<li class=\"g-check-warning\">warning: action 2 Text{0, 1}: reads the variable “&lt;b&gt;Total&lt;/b&gt;”"
                ))
            #expect(!page.contains("<b>Total</b>"))
            #expect(page.contains(Self.failingCell))
            #expect(!page.contains("<script"))

            // The API: the version object and the version list, and the shortcut's latest verdict.
            let version = try await g.get("/api/shortcuts/\(failingID)/versions/1").json()
            let info = try #require(version["info"] as? [String: Any])
            #expect(info["checkVerdict"] as? String == Self.failingVerdict)
            let stored = try #require(version["check"] as? [String: Any])
            #expect(stored["verdict"] as? String == Self.failingVerdict)
            let summary = try #require(stored["summary"] as? [String: Any])
            #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1)
            let diagnostics = try #require(stored["diagnostics"] as? [[String: Any]])
            #expect(
                diagnostics.map { $0["rule"] as? String } == [
                    "check.structure.unclosed-block", "check.reference.unset-variable",
                ])
            #expect(diagnostics.map { $0["actionIndex"] as? Int } == [1, 2])
            #expect(diagnostics.first?["severity"] as? String == "error")
            let detail = try await g.get("/api/shortcuts/\(failingID)").json()
            #expect((detail["shortcut"] as? [String: Any])?["checkVerdict"] as? String == Self.failingVerdict)
            let versions = try #require(detail["versions"] as? [[String: Any]])
            #expect(versions.map { $0["checkVerdict"] as? String } == [Self.failingVerdict])
            let cleanVersion = try await g.get("/api/shortcuts/\(cleanID)/versions/1").json()
            #expect((cleanVersion["check"] as? [String: Any])?["verdict"] as? String == "passes")
            let listed = try await g.get("/api/shortcuts?q=clean").json()["items"] as? [[String: Any]]
            #expect(listed?.first?["checkVerdict"] as? String == "passes")

            // A new version that fixes it: the shortcut's verdict follows its latest version.
            #expect(try await g.addVersion(failingID, clean).status == 201)
            let fixed = try await g.get("/shortcuts/\(failingID)").text
            #expect(fixed.contains("Check: passes</p>"))
            #expect(fixed.contains(Self.failingCell), "v1's row keeps its verdict")
            #expect(try await g.storage.shortcut(id: Int64(failingID))?.checkVerdict == "passes")
        }
    }

    /// A gallery as the server before the check left it (schema up to the rendering record, a
    /// version rendered then), in its database file: the new server migrates it, renders the
    /// version again at start, and the page and the API get its verdict.
    static func makeGalleryBeforeTheCheck(_ storage: any GalleryStorage, _ url: PostgresURL?) async throws {
        let data = try GalleryFixtures.binary(try unclosedIf(name: "Old"))
        var reading = try await GalleryHarness.importer.read(data, suppliedName: "Old.shortcut")
        reading.renderingVersion = recordBeforeTheCheck
        let imported = reading
        let summary = StoredJSON.encode(imported.summary)
        let now = Date().timeIntervalSince1970
        if let sqlite = storage as? SQLiteGalleryStorage {
            // Another connection on the file, closed before the new server opens it.
            let older = try SQLiteGalleryStorage(
                directory: URL(fileURLWithPath: sqlite.path).deletingLastPathComponent())
            try older.migrate(through: "v3-rendering")
            try await older.withWriter { db in
                try db.execute(
                    sql: """
                        INSERT INTO shortcuts (version_key, name, name_lower, uploader, icloud_id, created_at,
                        updated_at, latest_version, signing_verdict, audit_verdict, summary_json, tile_svg)
                        VALUES ('upload:old\nold', 'Old', 'old', 'old', NULL, ?, ?, 1, ?, ?, ?, ?)
                        """,
                    arguments: [now, now, imported.signingVerdict, imported.audit?.verdict, summary, imported.tileSVG])
                try db.execute(
                    sql: """
                        INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding,
                        signing_verdict, signing_summary, audit_verdict, audit_json, summary_json, tile_svg,
                        flow_html, original, rendered_with) VALUES (1, 1, ?, ?, ?, 'binary', ?, ?, ?, NULL, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        now, imported.sha256, data.count, imported.signingVerdict, imported.signingSummary,
                        imported.audit?.verdict, summary, imported.tileSVG, imported.flowHTML, data,
                        imported.renderingVersion,
                    ])
            }
            await older.close()
            return
        }
        let postgres = try #require(storage as? PostgresGalleryStorage)
        try await postgres.migrate(through: 3)
        try await RawDatabase.withPostgres(try #require(url)) { client, logger in
            let key = "upload:old\nold"
            try await client.query(
                """
                INSERT INTO shortcuts (version_key, name, name_lower, uploader, icloud_id, created_at, updated_at,
                latest_version, signing_verdict, audit_verdict, summary_json, tile_svg)
                VALUES (\(key), 'Old', 'old', 'old', NULL, \(now), \(now), 1, \(imported.signingVerdict),
                \(imported.audit?.verdict), \(summary), \(imported.tileSVG))
                """, logger: logger)
            try await client.query(
                """
                INSERT INTO versions (shortcut_id, number, created_at, sha256, size, encoding, signing_verdict,
                signing_summary, audit_verdict, audit_json, summary_json, tile_svg, flow_html, original, rendered_with)
                SELECT id, 1, \(now), \(imported.sha256), \(data.count), 'binary', \(imported.signingVerdict),
                \(imported.signingSummary), \(imported.audit?.verdict), NULL, \(summary), \(imported.tileSVG),
                \(imported.flowHTML), \(data), \(imported.renderingVersion)
                FROM shortcuts WHERE version_key = \(key)
                """, logger: logger)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func aVersionStoredBeforeTheCheckGetsItsVerdictWhenRenderedAgainAtStart(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind, prepare: Self.makeGalleryBeforeTheCheck) { g in
            // The migration added the columns to the existing database, and the old version,
            // whose record has no check part, was rendered again at start.
            let report = await g.server.rerendering
            #expect(report == RerenderReport(rendered: 1, failed: 0))
            let listed = try #require(try await g.storage.search(GallerySearch(text: "old")).items.first)
            #expect(listed.checkVerdict == Self.failingVerdict)
            let id = Int(listed.id)
            let page = try await g.get("/shortcuts/\(id)").text
            #expect(page.contains("Check: \(Self.failingVerdict)</p>"))
            #expect(!page.contains("not checked yet"))
            let version = try await g.get("/api/shortcuts/\(id)/versions/1").json()
            #expect((version["check"] as? [String: Any])?["verdict"] as? String == Self.failingVerdict)
            #expect(
                try await g.storage.versionsRendered(notWith: g.service.importer.renderingVersion, limit: 10).isEmpty)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func aCachedPageWithoutAVerdictChangesWhenAnotherServerRendersTheVersionAgain(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let failing = try GalleryFixtures.binary(try Self.unclosedIf(name: "Cached"))
            let id = try #require(try await g.upload(failing).json()["shortcutID"] as? Int)
            // As the server before the check left it: no verdict, the older record.
            try await RawDatabase.execute(
                g,
                """
                UPDATE versions SET check_verdict = NULL, check_json = NULL,
                rendered_with = '\(Self.recordBeforeTheCheck)'
                """)
            try await RawDatabase.execute(g, "UPDATE shortcuts SET check_verdict = NULL")
            // The running server's page (cached on the second read) says so.
            for _ in 0..<2 {
                let page = try await g.get("/shortcuts/\(id)").text
                #expect(page.contains("Check: not checked yet"))
                #expect(!page.contains(Self.failingVerdict))
            }
            #expect(try await g.get("/api/shortcuts/\(id)/versions/1").json()["check"] == nil)

            try await g.withSecondServer { second in
                let report = await second.server.rerendering
                #expect(report == RerenderReport(rendered: 1, failed: 0))
            }
            // The rendering generation is part of the cache key: the first server's page changes.
            let page = try await g.get("/shortcuts/\(id)").text
            #expect(page.contains("Check: \(Self.failingVerdict)</p>"), "a cached page outlived its rendering")
            #expect(page.contains(Self.failingCell))
        }
    }

    @Test func theRenderingRecordNamesTheCheckRulesAndLeavesOlderRecordsBehind() {
        let record = GalleryHarness.importer.renderingVersion
        #expect(record.contains("; check \(ShortcutChecker.rulesRevision) "))
        #expect(record.hasPrefix(Self.recordBeforeTheCheck + "; check "))
        #expect(Self.recordBeforeTheCheck.contains("; audit "))
    }

    @Test func aStoredCheckKeepsTheFirstFiveErrorsAndWarningsAndCountsTheRest() throws {
        let diagnostics =
            (0..<7).map {
                Diagnostic(.warning, rule: "check.reference.unset-variable", actionIndex: $0, message: "w\($0)")
            }
            + [Diagnostic(.note, rule: "check.availability.third-party", actionIndex: 9, message: "n")]
        let check = GalleryCheck(diagnostics: diagnostics)
        #expect(check.diagnostics.map(\.actionIndex) == [0, 1, 2, 3, 4])
        #expect(check.moreDiagnostics == 2)
        #expect(check.verdict == "passes with 7 warnings")
        #expect(check.summary.notes == 1)
        #expect(try StoredJSON.check(StoredJSON.encode(check)) == check)
    }
}
