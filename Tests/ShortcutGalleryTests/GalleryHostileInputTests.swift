import AsyncHTTPClient
import Foundation
import NIOCore
import ShortcutGallery
import ShortcutKit
import Testing

/// Each hostile request gets a clean 4xx and leaves the rows and the data folder as they were;
/// hostile text that is accepted is escaped on every page. Both storages.
@Suite struct GalleryHostileInputTests {
    /// Uploads `data` through the API and the form; both must be refused with `status` and
    /// change nothing.
    func expectRefused(
        _ g: GalleryHarness, _ data: Data, status: Int, _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let before = try await g.snapshot()
        let api = try await g.upload(data, name: "hostile.shortcut")
        #expect(
            api.status == status, "\(label) (API): \(api.status) \(api.text.prefix(300))",
            sourceLocation: sourceLocation)
        #expect(try api.json()["error"] is String, sourceLocation: sourceLocation)
        let form = try await g.uploadForm(data, fileName: "hostile.shortcut")
        #expect(form.status == status, "\(label) (form): \(form.status)", sourceLocation: sourceLocation)
        #expect(form.text.contains("Request refused"), sourceLocation: sourceLocation)
        #expect(try await g.snapshot() == before, "\(label) changed the storage", sourceLocation: sourceLocation)
    }

    @Test(arguments: StorageKind.allCases)
    func corruptTruncatedAndForeignUploadsAreRefused(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            // Something stored first, so "unchanged" is not trivially "empty".
            #expect(
                try await g.upload(try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Keep", texts: ["k"])))
                    .status == 201)
            let good = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Cut", texts: ["a", "b", "c"]))
            try await expectRefused(g, good.prefix(good.count / 2), status: 422, "truncated binary plist")
            var corrupt = good
            corrupt.replaceSubrange(20..<60, with: Data(repeating: 0xFF, count: 40))
            try await expectRefused(g, corrupt, status: 422, "corrupt binary plist")
            let xml = try GalleryFixtures.xml(GalleryFixtures.shortcut(name: "X", texts: ["x"]))
            try await expectRefused(g, xml.prefix(xml.count - 30), status: 422, "truncated XML")
            try await expectRefused(g, Data("GIF89a not a shortcut".utf8), status: 415, "a GIF")
            try await expectRefused(
                g, Data("{\"WFWorkflowActions\": []}".utf8), status: 415, "JSON (not an upload kind)")
            try await expectRefused(g, Data(), status: 400, "empty body")
            try await expectRefused(
                g, Data("AEA1".utf8) + Data(repeating: 7, count: 100), status: 422, "damaged signed file")
            // A valid plist that is not a shortcut.
            let notShortcut = try PropertyListValue.array([.string("x")]).encoded(as: .binary)
            try await expectRefused(g, notShortcut, status: 422, "plist that is not a shortcut")
        }
    }

    @Test(arguments: StorageKind.allCases)
    func bombsStopAtTheLimits(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let plistBomb = HostileInput.plistBomb()
            #expect(plistBomb.count < 400)
            try await expectRefused(g, plistBomb, status: 422, "bplist reference bomb")
            // 4 MiB of zeros in a few KB; the test limit on decoded payloads is 1 MiB.
            let lzfse = try HostileInput.lzfseBomb(size: 4 << 20)
            #expect(lzfse.count < 64 << 10)
            try await expectRefused(g, lzfse, status: 422, "LZFSE bomb")
            let reply = try await g.upload(lzfse)
            #expect(reply.text.contains("refused"))
        }
    }

    @Test(arguments: StorageKind.allCases)
    func oversizedBodiesAreRefusedHoweverTheyArrive(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let limit = GalleryHarness.importerLimits.maximumUploadBytes
            let huge = Data(repeating: 0x41, count: limit + 1)
            let before = try await g.snapshot()
            // Honest Content-Length.
            #expect(try await g.upload(huge).status == 413)
            // Chunked, no length: counted as it arrives.
            var request = HTTPClientRequest(url: g.base + "/api/shortcuts")
            request.method = .POST
            request.headers.add(name: "Authorization", value: "Bearer " + g.owner.token)
            let chunks = (0..<40).map { _ in ByteBuffer(bytes: [UInt8](repeating: 0x42, count: limit / 32)) }
            request.body = .stream(chunks.async, length: .unknown)
            let chunked = try await g.http.execute(request, timeout: .seconds(30))
            #expect(chunked.status.code == 413)
            // The form route too.
            #expect(try await g.uploadForm(huge + huge, fileName: "big.shortcut").status == 413)
            // Content-Lengths that lie: claiming 10 bytes and sending 3 MiB (the server reads 10
            // bytes as the body, not a shortcut, and the rest is not a request; it may answer 4xx
            // or drop the connection), and claiming 1 MiB while sending a valid shortcut and
            // closing (an incomplete body is never stored).
            let auth = "Authorization: Bearer \(g.owner.token)\r\n"
            var short = Data(
                "POST /api/shortcuts HTTP/1.1\r\nHost: 127.0.0.1\r\n\(auth)Content-Length: 10\r\n\r\n".utf8)
            short += Data(repeating: 0x43, count: 3 << 20)
            let valid = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Liar", texts: ["l"]))
            let long =
                Data("POST /api/shortcuts HTTP/1.1\r\nHost: 127.0.0.1\r\n\(auth)Content-Length: 1048576\r\n\r\n".utf8)
                + valid
            for raw in [short, long] {
                let answer = try RawSocket.exchange(port: g.server.port, raw)
                #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 4"), "\(answer.prefix(200))")
                #expect(!answer.contains("HTTP/1.1 2"))
            }
            #expect(try await g.get("/").status == 200)
            #expect(try await g.snapshot() == before)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func htmlAndScriptInNamesAndTextAreEscapedEverywhere(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let evil = "<script>alert(1)</script><img src=x onerror=alert(2)>\"'&"
            let shortcut = GalleryFixtures.shortcut(name: evil, texts: [evil, "</ol></li><b>bold</b>"])
            let reply = try await g.upload(try GalleryFixtures.binary(shortcut))
            #expect(reply.status == 201)
            let id = try #require(try reply.json()["shortcutID"] as? Int)
            let pages = [
                "/", "/search?q=" + "%3Cscript%3E", "/shortcuts/\(id)", "/shortcuts/\(id)?version=1",
                "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&action=%22%3E%3Cb%3E",
            ]
            for path in pages {
                let page = try await g.get(path)
                #expect(page.status == 200, "\(path)")
                for raw in ["<script", "<img src=x", "<b>bold", "onerror=alert(2)>"] {
                    #expect(!page.text.contains(raw), "\(path) contains \(raw) unescaped")
                }
            }
            #expect(try await g.get("/shortcuts/\(id)").text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            let tile = try await g.get("/shortcuts/\(id)/tile.svg")
            #expect(!tile.text.contains("<script"))
            #expect(tile.headers.first(name: "Content-Security-Policy")?.contains("default-src 'none'") == true)
            // JSON carries the name as data.
            let detail = try await g.get("/api/shortcuts/\(id)").json()
            #expect((detail["shortcut"] as? [String: Any])?["name"] as? String == evil)
            // The download's file name is ours, not the upload's.
            let download = try await g.get("/shortcuts/\(id)/versions/1/download")
            #expect(
                download.headers.first(name: "Content-Disposition")
                    == "attachment; filename=\"scriptalert1scriptimg srcx onerroralert2.shortcut\"")
            // Without a token there is no upload at all (anonymous labels: GalleryAccountTests).
            let anonymous = try await g.upload(try GalleryFixtures.binary(shortcut), token: "", uploader: "<b>x</b>")
            #expect(anonymous.status == 401)
            #expect(!anonymous.text.contains("<b>"))
        }
    }

    @Test(arguments: StorageKind.allCases)
    func sqlMetacharactersInSearchAreJustText(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            for name in ["Plain", "100% done", "snake_case", #"back\slash"#, "O'Brien"] {
                #expect(
                    try await g.upload(try GalleryFixtures.binary(GalleryFixtures.shortcut(name: name, texts: ["t"])))
                        .status == 201)
            }
            let before = try await g.snapshot()
            func names(_ query: String) async throws -> [String] {
                let reply = try await g.get("/api/shortcuts?q=" + query)
                #expect(reply.status == 200, "\(query): \(reply.text)")
                return (try reply.json()["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                    .sorted()
            }
            #expect(try await names("%25") == ["100% done"])
            #expect(try await names("_") == ["snake_case"])
            #expect(try await names("%5C") == [#"back\slash"#])
            #expect(try await names("O%27Brien") == ["O'Brien"])
            #expect(try await names("%27%3B%20DROP%20TABLE%20shortcuts%3B%20--").isEmpty)
            #expect(try await names("x%27%20OR%20%271%27%3D%271").isEmpty)
            let injection = try await g.get(
                "/search?q=%27%29%29%20OR%201%3D1%20--&category=web%27%20OR%20%271%27%3D%271&page=-3")
            #expect(injection.status == 200)
            #expect(injection.text.contains("No shortcuts match"))
            #expect(try await g.snapshot() == before)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func pathTraversalNamesNeverReachTheFileSystem(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let data = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: nil, texts: ["p"]))
            let reply = try await g.uploadForm(data, fileName: "../../etc/passwd")
            #expect(reply.status == 303)
            let id = try #require(
                reply.headers.first(name: "Location")?.split(separator: "/").last?.split(separator: "?").first)
            let detail = try await g.get("/api/shortcuts/\(id)").json()
            #expect((detail["shortcut"] as? [String: Any])?["name"] as? String == "passwd")
            let windows = try await g.upload(data, name: #"..\..\windows\win.ini"#)
            let windowsID = try #require(try windows.json()["shortcutID"] as? Int)
            #expect(
                ((try await g.get("/api/shortcuts/\(windowsID)").json())["shortcut"] as? [String: Any])?["name"]
                    as? String == "win.ini")
            if let folder = g.dataFolder {
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                #expect(files.allSatisfy { $0.hasPrefix("gallery.sqlite") }, "\(files)")
            }
            let before = try await g.snapshot()
            for path in [
                "/shortcuts/..%2F..%2Fetc%2Fpasswd", "/shortcuts/1/versions/..%2F..%2Fetc%2Fpasswd/download",
                "/static/..%2F..%2FPackage.swift", "/static/../../Package.swift", "/shortcuts/-1", "/shortcuts/1e3",
                "/api/shortcuts/99999999999999999999999",
            ] {
                let page = try await g.get(path)
                #expect(page.status == 404, "\(path): \(page.status)")
                #expect(!page.text.contains("root:"))
            }
            #expect(try await g.snapshot() == before)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func badICloudLinksAreRefusedWithoutAFetch(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let before = try await g.snapshot()
            for link in [
                "not-a-link", "../../etc/passwd", "0123456789abcdef0123456789abcde",
                "https://evil.example/shortcuts/0123456789abcdef0123456789abcdef",
                "javascript:alert(1)", String(repeating: "a", count: 5000),
            ] {
                let body = try JSONSerialization.data(withJSONObject: ["link": link])
                let reply = try await g.request(
                    .POST, "/api/shortcuts/icloud", body: body, headers: [("Authorization", "Bearer " + g.owner.token)])
                #expect(reply.status == 400, "\(link.prefix(40)): \(reply.status) \(reply.text)")
                let form = try await g.browser.post("/add/icloud", fields: [("link", link)], tokenFrom: "/add")
                #expect(form.status == 400, "\(form.status)")
                #expect(!form.text.contains("<script"))
            }
            let malformed = try await g.request(
                .POST, "/api/shortcuts/icloud", body: Data("{not json".utf8),
                headers: [("Authorization", "Bearer " + g.owner.token)])
            #expect(malformed.status == 400)
            #expect(try await g.snapshot() == before)
        }
    }
}
