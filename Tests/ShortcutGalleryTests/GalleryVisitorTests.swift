import BrowserTestSupport
import Foundation
import ShortcutKit
import Testing

@testable import ShortcutGallery

/// What a new visitor sees in Chromium (the page printed, its text read back by Ghostscript, so a
/// gap the layout leaves is a space): the header's links as separate words, a flagged action
/// marked with what the audit found in words rather than a rule id, and an audit summary in
/// English. And icons that arrive after a gallery rendered without them: the rendering record
/// names the icon set, so the versions are rendered again and cached pages change.
@Suite(.serialized) struct GalleryVisitorTests {
    static let chromium = Chromium.find()

    /// Chromium and Ghostscript, or nil (an issue under CI, which installs both).
    static func browser() -> Chromium? {
        guard let chromium, Chromium.ghostscript() != nil else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI needs Chromium and Ghostscript (.ci/run installs chromium and ghostscript)")
            }
            print("◇ Chromium or Ghostscript not found; the gallery visitor checks skipped")
            return nil
        }
        return chromium
    }

    @Test func theHeaderFlaggedActionsAndAuditSummaryReadAsWords() async throws {
        guard let chromium = Self.browser() else { return }
        try await GalleryHarness.with(.sqlite) { g in
            let reply = try await g.upload(
                try GalleryFixtures.clipboardSender.encoded(as: .binary), name: "Clipboard Sender")
            let id = try #require(try reply.json()["shortcutID"] as? Int)

            // A visitor (not signed in): the header's links are three words, not "AddSign inSign up".
            let homeURL = try #require(URL(string: g.base + "/"))
            let home = try #require(try await chromium.visibleText(of: homeURL))
            #expect(home.contains("Add Sign in Sign up"), "header as seen: \(home.prefix(300))")

            let url = try #require(URL(string: g.base + "/shortcuts/\(id)"))
            // Words as laid out, whatever the line breaks.
            let page = try #require(try await chromium.visibleText(of: url, width: 1200))
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            // The summary is English: the host built at run time is "a computed address".
            #expect(page.contains("Audit: sends the clipboard to a computed address"), "\(page.prefix(1500))")
            // No rule id anywhere a visitor reads (the API and `shortcut audit` keep them).
            #expect(!page.contains("audit.flow") && !page.contains("audit.obfuscation"), "\(page)")
            // Each action on the flow's path is marked with those words.
            let html = try await g.get("/shortcuts/\(id)").text
            let flag = "<span class=\"sk-flag\">⚠ sends the clipboard to a computed address"
            #expect(html.components(separatedBy: flag).count - 1 == 3, "\(html)")
            let record = try await g.get("/api/shortcuts/\(id)/versions/1").text
            #expect(record.contains("\"rule\":\"audit.flow.network\""))
        }
    }

    /// An importer like the harness's with artwork from `directory` (nil: no icon set).
    static func importer(icons directory: String?) throws -> ShortcutImporter {
        var resources = GalleryHarness.importer.resources
        resources.artwork = IconArtwork(mapping: resources.artwork.mapping, directory: directory)
        return ShortcutImporter(
            limits: GalleryHarness.importerLimits, resources: resources, auditor: GalleryHarness.importer.auditor,
            trustRoots: GalleryHarness.importer.verifier.trustRoots)
    }

    /// The drawing of every stand-in icon: in a page, it shows the icon set was used.
    static let standInIconPath = "M2 2h12v12H2zM7 7h1v1H7z"

    /// A folder with a small SVG for every icon the symbol table names (a stand-in icon set, so
    /// the test does not depend on the machine's).
    static func makeIconSet() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svg = Data(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><path d=\"\(standInIconPath)\"/></svg>"
                .utf8)
        for name in Set(try IconArtwork.bundledMapping().values) {
            try svg.write(to: folder.appendingPathComponent(name + ".svg"))
        }
        return folder
    }

    @Test func aGalleryThatGetsTheIconSetLaterRendersItsVersionsAgain() async throws {
        let icons = try Self.makeIconSet()
        defer { try? FileManager.default.removeItem(at: icons) }
        let withoutIcons = try Self.importer(icons: nil)
        let withIcons = try Self.importer(icons: icons.path)
        #expect(withoutIcons.renderingVersion.hasSuffix("; icons none"))
        #expect(withIcons.renderingVersion.range(of: "; icons [0-9a-f]{12}$", options: .regularExpression) != nil)
        // Another release of the set (one icon more) is another record too.
        try Data("<svg/>".utf8).write(to: icons.appendingPathComponent("zz-new-icon.svg"))
        #expect(try Self.importer(icons: icons.path).renderingVersion != withIcons.renderingVersion)
        try FileManager.default.removeItem(at: icons.appendingPathComponent("zz-new-icon.svg"))

        try await GalleryHarness.with(.sqlite, importer: withoutIcons) { g in
            let data = try GalleryFixtures.binary(GalleryFixtures.shortcut(name: "Iconic", texts: ["hello"]))
            let id = try #require(try await g.upload(data, name: "Iconic.shortcut").json()["shortcutID"] as? Int)
            // Rendered without the set: neutral glyphs only; the page is cached now.
            for _ in 0..<2 {
                let page = try await g.get("/shortcuts/\(id)").text
                #expect(page.contains("class=\"sk-flow\"") && !page.contains(Self.standInIconPath))
            }
            // The same gallery started again with the set installed.
            try await g.withSecondServer(importer: withIcons) { second in
                #expect(await second.server.rerendering == RerenderReport(rendered: 1, failed: 0))
                let page = try await second.get("/shortcuts/\(id)").text
                #expect(page.contains(Self.standInIconPath))
            }
            // The first server's cached page changed with the stored rendering.
            #expect(
                try await g.get("/shortcuts/\(id)").text.contains(Self.standInIconPath), "a cached page kept its glyphs"
            )
            let left = try await g.storage.versionsRendered(notWith: withIcons.renderingVersion, limit: 10)
            #expect(left.isEmpty)
        }
    }
}
