import CloudTestSupport
import Foundation
import ShortcutGallery
import ShortcutKit
import TestSupport
import Testing

/// Every route of the real server, over HTTP on 127.0.0.1, against SQLite and PostgreSQL.
@Suite struct GalleryEndpointTests {
    @Test(arguments: StorageKind.allCases)
    func uploadsVersionSearchReadAndDelete(kind: StorageKind) async throws {
        var configuration = GalleryConfiguration(adminToken: "s3cret-admin-token")
        configuration.pageSize = 2
        try await GalleryHarness.with(kind, configuration: configuration) { g in
            let empty = try await g.get("/")
            #expect(empty.status == 200)
            #expect(empty.text.contains("No shortcuts yet"))

            // Upload through the API: version 1, then a new version of it.
            let v1 = GalleryFixtures.shortcut(name: "Morning", texts: ["Good morning"], app: "com.example.weather")
            let v1Data = try GalleryFixtures.binary(v1)
            let first = try await g.upload(v1Data, name: "Morning.shortcut")
            #expect(first.status == 201, "\(first.text)")
            let firstJSON = try first.json()
            let id = try #require(firstJSON["shortcutID"] as? Int)
            #expect(firstJSON["version"] as? Int == 1)
            #expect(first.headers.first(name: "Location") == "/api/shortcuts/\(id)")
            var v2 = v1
            v2.actions.insert(
                Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string("new")]), at: 0)
            let v2Data = try GalleryFixtures.xml(v2)
            let second = try await g.addVersion(id, v2Data, name: "Morning.shortcut")
            #expect(second.status == 201, "\(second.text)")
            #expect(try second.json()["version"] as? Int == 2)
            #expect(try second.json()["shortcutID"] as? Int == id)
            // An upload with the same name is another shortcut (only /versions adds versions).
            let other = try await g.upload(v1Data, name: "Morning.shortcut")
            #expect(try other.json()["shortcutID"] as? Int != id)

            // The add page's multipart form (XML), redirected to the new page.
            let form = try await g.uploadForm(
                try GalleryFixtures.xml(GalleryFixtures.shortcut(name: nil, texts: ["Evening"])),
                fileName: "Evening.plist")
            #expect(form.status == 303)
            let location = try #require(form.headers.first(name: "Location"))
            #expect(location.hasPrefix("/shortcuts/") && location.hasSuffix("?version=1"))

            // Home: newest first, two per page, a link to the next page.
            let home = try await g.get("/")
            #expect(home.status == 200)
            #expect(home.text.contains("Evening"))
            #expect(home.text.contains("rel=\"next\""))
            let page2 = try await g.get("/?page=2")
            #expect(page2.text.contains("Morning"))

            // Search by name, action, app and category; API search.
            let byName = try await g.get("/search?q=morn")
            #expect(byName.text.contains("/shortcuts/\(id)\""))
            #expect(!byName.text.contains("Evening</span>"))
            let byAction = try await g.get("/search?action=comment")
            #expect(byAction.text.contains("/shortcuts/\(id)\""))
            #expect(!byAction.text.contains("Evening</span>"))
            let byApp = try await g.get("/search?app=com.example.weather")
            #expect(byApp.text.contains("/shortcuts/\(id)\""))
            #expect(!byApp.text.contains("Evening</span>"))
            let byCategory = try await g.get("/search?category=web")
            #expect(byCategory.text.contains("Evening</span>"))
            let none = try await g.get("/search?category=health")
            #expect(none.text.contains("No shortcuts match"))
            let api = try await g.get("/api/shortcuts?q=morning")
            let items = try #require(try api.json()["items"] as? [[String: Any]])
            #expect(items.count == 2)
            #expect(items.allSatisfy { ($0["name"] as? String) == "Morning" })

            // The shortcut page: tile, verdicts, links, history with a diff link, the flow.
            let page = try await g.get("/shortcuts/\(id)")
            #expect(page.status == 200)
            #expect(page.headers.first(name: "Content-Security-Policy")?.contains("default-src 'none'") == true)
            for part in [
                "Morning</h1>", "/shortcuts/\(id)/tile.svg", "Not signed", "Audit: ", "Open in Shortcuts",
                "/shortcuts/\(id)/versions/2/download", "v1</a>", "v2</a>", "diff with v1", "class=\"sk-flow\"",
                "data-identifier=\"com.example.weather.DoThingIntent\"", "com.example.weather</a>",
            ] {
                #expect(page.text.contains(part), "shortcut page lacks \(part)")
            }
            let old = try await g.get("/shortcuts/\(id)?version=1")
            #expect(old.text.contains("version 1 of 2"))
            #expect(!old.text.contains("WFCommentActionText"))
            let tile = try await g.get("/shortcuts/\(id)/tile.svg")
            #expect(tile.headers.first(name: "Content-Type") == "image/svg+xml")
            #expect(tile.text.hasPrefix("<svg"))

            // Originals come back byte for byte, from the page and the API.
            let download = try await g.get("/shortcuts/\(id)/versions/1/download")
            #expect(download.body == v1Data)
            #expect(download.headers.first(name: "Content-Disposition") == "attachment; filename=\"Morning.shortcut\"")
            let original = try await g.get("/api/shortcuts/\(id)/versions/2/original")
            #expect(original.body == v2Data)

            // API reads.
            let detail = try await g.get("/api/shortcuts/\(id)").json()
            #expect((detail["versions"] as? [Any])?.count == 2)
            let version = try await g.get("/api/shortcuts/\(id)/versions/2").json()
            let summary = try #require(version["summary"] as? [String: Any])
            #expect(summary["actionCount"] as? Int == 4)
            #expect(summary["apps"] as? [String] == ["com.example.weather"])
            #expect(summary["encoding"] as? String == "xml")
            #expect(version["audit"] is [String: Any])

            // Static files and the add page.
            #expect(try await g.browser.get("/add").text.contains("enctype=\"multipart/form-data\""))
            let css = try await g.get("/static/gallery.css")
            #expect(css.headers.first(name: "Content-Type") == "text/css; charset=utf-8")
            #expect(css.text.contains(".sk-block"))
            #expect(try await g.get("/api/openapi.json").json()["openapi"] as? String == "3.1.0")

            // Missing things are 404 pages (HTML) or JSON errors (API).
            let missing = try await g.get("/shortcuts/999999")
            #expect(missing.status == 404)
            #expect(missing.text.contains("Not found"))
            #expect(try await g.get("/shortcuts/\(id)?version=9").status == 404)
            #expect(try await g.get("/nowhere").status == 404)
            let apiMissing = try await g.get("/api/shortcuts/999999")
            #expect(apiMissing.status == 404)
            #expect(try apiMissing.json()["status"] as? Int == 404)

            // Delete needs a token: the admin's (or the owner's, see GalleryAccountTests).
            let before = try await g.snapshot()
            #expect(try await g.request(.DELETE, "/api/shortcuts/\(id)").status == 401)
            #expect(
                try await g.request(.DELETE, "/api/shortcuts/\(id)", headers: [("Authorization", "Bearer wrong")])
                    .status == 401)
            #expect(try await g.snapshot().statistics == before.statistics)
            let deleted = try await g.request(
                .DELETE, "/api/shortcuts/\(id)", headers: [("Authorization", "Bearer s3cret-admin-token")])
            #expect(deleted.status == 204)
            #expect(try await g.get("/shortcuts/\(id)").status == 404)
            let after = try await g.snapshot().statistics
            #expect(after.shortcuts == before.statistics.shortcuts - 1)
            #expect(after.versions == before.statistics.versions - 2)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func iCloudLinksAddVersions(kind: StorageKind) async throws {
        let id = "0123456789abcdef0123456789abcdef"
        try await FakeICloudServer.with([FakeShortcut(id: id, name: "Cloud <Tools>", actions: sampleActions)]) {
            cloud in
            try await GalleryHarness.with(kind, apiBase: cloud.baseURL) { g in
                let form = try await g.browser.post(
                    "/add/icloud", fields: [("link", "https://www.icloud.com/shortcuts/\(id)")], tokenFrom: "/add")
                #expect(
                    form.status == 303,
                    "\(form.text.components(separatedBy: "g-error-message\">").last?.prefix(300) ?? "")")
                let api = try await g.request(
                    .POST, "/api/shortcuts/icloud", body: Data(#"{"link": "\#(id)"}"#.utf8),
                    headers: [("Content-Type", "application/json"), ("Authorization", "Bearer " + g.owner.token)])
                #expect(api.status == 201, "\(api.text)")
                // The same iCloud id added again by its owner is a new version of the owner's copy …
                #expect(try api.json()["version"] as? Int == 2)
                // … and by another account, that account's own new shortcut.
                let other = try await g.makeAccount("other")
                let theirs = try await g.request(
                    .POST, "/api/shortcuts/icloud", body: Data(#"{"link": "\#(id)"}"#.utf8),
                    headers: [("Content-Type", "application/json"), ("Authorization", "Bearer " + other.token)])
                #expect(theirs.status == 201, "\(theirs.text)")
                #expect(try theirs.json()["version"] as? Int == 1)
                #expect(try theirs.json()["shortcutID"] as? Int != (try api.json()["shortcutID"] as? Int))
                let shortcutID = try #require(try api.json()["shortcutID"] as? Int)
                let page = try await g.get("/shortcuts/\(shortcutID)")
                #expect(page.text.contains("Cloud &lt;Tools&gt;</h1>"))
                #expect(page.text.contains("https://www.icloud.com/shortcuts/\(id)"))
                let stored = try await g.get("/api/shortcuts/\(shortcutID)/versions/1/original")
                let served = try #require(await cloud.state.shortcuts[id]?.plist)
                #expect(stored.body == served)
                // An unknown id is a clean 404 and stores nothing.
                let before = try await g.snapshot()
                let unknown = try await g.request(
                    .POST, "/api/shortcuts/icloud", body: Data(#"{"link": "ffffffffffffffffffffffffffffffff"}"#.utf8),
                    headers: [("Authorization", "Bearer " + g.owner.token)])
                #expect(unknown.status == 404)
                #expect(try await g.snapshot() == before)
            }
        }
    }

    @Test(arguments: StorageKind.allCases)
    func writesAreRateLimitedPerClient(kind: StorageKind) async throws {
        let configuration = GalleryConfiguration(writeBurst: 2, writesPerMinute: 1)
        try await GalleryHarness.with(kind, configuration: configuration) { g in
            let data = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "R", texts: ["r"]))
            #expect(try await g.upload(data).status == 201)
            #expect(try await g.upload(data).status == 201)
            let limited = try await g.upload(data)
            #expect(limited.status == 429)
            #expect(Int(limited.headers.first(name: "Retry-After") ?? "") ?? 0 >= 1)
            // Reads are not limited.
            #expect(try await g.get("/").status == 200)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func signedCorpusFilesGetASigningVerdict(kind: StorageKind) async throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["signed"]).prefix(3)
        try await GalleryHarness.with(kind) { g in
            for entry in entries {
                let reply = try await g.upload(try entry.data(), name: entry.file)
                guard reply.status == 201 else {
                    // A damaged corpus file must still be a clean 4xx, never a 500.
                    #expect((400..<500).contains(reply.status), "\(entry.file): \(reply.status) \(reply.text)")
                    continue
                }
                let id = try #require(try reply.json()["shortcutID"] as? Int)
                let version = try await g.get("/api/shortcuts/\(id)/versions/1").json()
                let info = try #require(version["info"] as? [String: Any])
                #expect(info["encoding"] as? String == "signed")
                #expect(info["signingVerdict"] as? String != "unsigned", "\(entry.file)")
            }
        }
    }
}

/// The version diff page and API on both storages.
@Suite struct GalleryDiffTests {
    @Test(arguments: StorageKind.allCases)
    func versionDiffsShowAddedRemovedAndChangedActions(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let v1 = GalleryFixtures.shortcut(name: "Diffed", texts: ["one", "two", "three"])
            var v2 = v1
            v2.actions.remove(at: 1)
            v2.actions[0].parameters["WFTextActionText"] = .text(TokenString(string: "ONE <b>changed</b>"))
            v2.actions.append(
                Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string("added")]))
            let id = try #require(try await g.upload(try GalleryFixtures.binary(v1)).json()["shortcutID"] as? Int)
            #expect(try await g.addVersion(id, try GalleryFixtures.binary(v2)).json()["version"] as? Int == 2)

            let page = try await g.get("/shortcuts/\(id)/diff?from=1&to=2")
            #expect(page.status == 200, "\(page.text)")
            #expect(page.text.contains("data-kind=\"removed\""))
            #expect(page.text.contains("data-kind=\"added\""))
            #expect(page.text.contains("data-kind=\"changed\""))
            #expect(page.text.contains("ONE &lt;b&gt;changed&lt;/b&gt;"))
            #expect(!page.text.contains("<b>changed"))
            // Defaults: latest against the one before.
            #expect(try await g.get("/shortcuts/\(id)/diff").text == page.text)

            let api = try await g.get("/api/shortcuts/\(id)/diff?from=1&to=2").json()
            let diff = try #require(api["diff"] as? [String: Any])
            let kinds = (diff["changes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }.sorted()
            #expect(kinds == ["added", "changed", "removed"])
            let same = try await g.get("/api/shortcuts/\(id)/diff?from=2&to=2").json()
            #expect(((same["diff"] as? [String: Any])?["changes"] as? [Any])?.isEmpty == true)

            #expect(try await g.get("/shortcuts/\(id)/diff?from=1&to=7").status == 404)
            #expect(try await g.get("/shortcuts/\(id)/diff?from=x&to=2").status == 400)
            #expect(try await g.get("/api/shortcuts/\(id)/diff?from=0").status == 400)
        }
    }
}
