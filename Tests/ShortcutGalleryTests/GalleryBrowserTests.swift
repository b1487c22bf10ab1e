import BrowserTestSupport
import Foundation
import ModelTestSupport
import ShortcutGallery
import ShortcutKit
import TestSupport
import Testing

/// Headless Chromium walks the gallery as a visitor would, following the links in each page's
/// DOM: sign-up page → (an account signs up, uploads and adds a version through those forms) →
/// home → search → shortcut page → version diff → add and sign-in pages, with no console errors
/// or CSP refusals.
/// `SHORTCUTKIT_WRITE_SCREENSHOTS=1` writes `Docs/screenshots/gallery-*.png` for Docs/Gallery.md.
@Suite(.serialized) struct GalleryBrowserTests {
    static let chromium = Chromium.find()

    /// The first `href` in `html` that starts with `prefix` (entities decoded).
    static func link(in html: String, prefix: String) -> String? {
        guard let range = html.range(of: "href=\"" + prefix) else { return nil }
        let rest = html[range.lowerBound...].dropFirst("href=\"".count)
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func homeSearchShortcutAndDiffRenderWithoutConsoleErrors() async throws {
        guard let chromium = Self.chromium else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI needs Chromium (.ci/run installs it)")
            }
            print("◇ Chromium not found; gallery browser walk skipped")
            return
        }
        try await GalleryHarness.with(.sqlite) { g in
            let write = ProcessInfo.processInfo.environment["SHORTCUTKIT_WRITE_SCREENSHOTS"] == "1"
            let folder =
                write
                ? Corpus.packageRoot.appendingPathComponent("Docs/screenshots")
                : FileManager.default.temporaryDirectory.appendingPathComponent("gallery-shots-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { if !write { try? FileManager.default.removeItem(at: folder) } }

            /// Loads `path`: the DOM after load, and a screenshot; no console problems either time.
            func visit(_ path: String, shot: String, size: String = "1000,900", dark: Bool = false) async throws
                -> String
            {
                let url = try #require(URL(string: g.base + path))
                let extra = dark ? ["--force-dark-mode"] : []
                let dump = try await chromium.load(
                    ["--window-size=\(size)", "--virtual-time-budget=3000", "--dump-dom"] + extra, page: url)
                #expect(!dump.timedOut, "\(path): Chromium timed out")
                #expect(
                    Chromium.consoleProblems(in: dump.stderr).isEmpty,
                    "\(path): \(Chromium.consoleProblems(in: dump.stderr).prefix(3))")
                let target = folder.appendingPathComponent(shot)
                let run = try await chromium.load(
                    ["--window-size=\(size)", "--screenshot=\(target.path)"] + extra, page: url)
                #expect(
                    Chromium.consoleProblems(in: run.stderr).isEmpty,
                    "\(path): \(Chromium.consoleProblems(in: run.stderr).prefix(3))")
                let png = try Data(contentsOf: target)
                #expect(
                    png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "\(shot): \(png.count) bytes")
                return dump.stdout
            }

            // The sign-up page as Chromium shows it; then an account signs up, uploads and adds a
            // version through the same forms (the HTTP a browser sends when they are submitted).
            let signUpPage = try await visit("/signup", shot: "gallery-signup.png", size: "1000,700")
            #expect(signUpPage.contains("name=\"csrf\"") && signUpPage.contains("action=\"/signup\""))
            let walker = BrowserSession(http: g.http, base: g.base)
            #expect(try await walker.signUp("walker", password: "a walk in the park").status == 303)
            var weatherID = 0
            for example in ExampleShortcuts.all {
                let data = try example.shortcut.encoded(as: .binary)
                let reply = try await walker.postMultipart(
                    "/add", file: data, fileName: example.file, tokenFrom: "/add")
                #expect(reply.status == 303)
                if example.file.hasPrefix("WeatherReport") { weatherID = GalleryAccountTests.shortcutID(reply) ?? 0 }
            }
            // A second version of the weather report: one action removed, one text changed.
            var weather = ExampleShortcuts.weatherReport
            weather.actions.remove(at: 2)
            if let index = weather.actions.firstIndex(where: { $0.identifier == "is.workflow.actions.comment" }) {
                weather.actions[index].parameters["WFCommentActionText"] = .string(
                    "Asks for a city, then shows the forecast.")
            }
            let second = try await walker.postMultipart(
                "/shortcuts/\(weatherID)/versions", file: try weather.encoded(as: .xml),
                fileName: "WeatherReport.shortcut", tokenFrom: "/shortcuts/\(weatherID)")
            #expect(second.headers.first(name: "Location") == "/shortcuts/\(weatherID)?version=2")

            let home = try await visit("/", shot: "gallery-home.png")
            #expect(home.components(separatedBy: "class=\"g-card\"").count - 1 == ExampleShortcuts.all.count)
            #expect(home.contains("action=\"/search\""))
            let search = try await visit("/search?q=weather", shot: "gallery-search.png", size: "1000,700")
            let shortcutPath = try #require(Self.link(in: search, prefix: "/shortcuts/"), "no result link")
            #expect(search.components(separatedBy: "class=\"g-card\"").count - 1 == 1)
            let page = try await visit(shortcutPath, shot: "gallery-shortcut.png", size: "1000,1400")
            #expect(page.contains("WeatherReport</h1>"))
            #expect(page.contains("added by walker"))
            #expect(page.contains("class=\"action"))
            _ = try await visit(shortcutPath, shot: "gallery-shortcut-dark-phone.png", size: "390,844", dark: true)
            let diffPath = try #require(Self.link(in: page, prefix: shortcutPath + "/diff"), "no diff link")
            let diff = try await visit(diffPath, shot: "gallery-diff.png", size: "1000,900")
            #expect(diff.contains("data-kind=\"removed\""))
            #expect(diff.contains("data-kind=\"changed\""))
            // A visitor's add page is the sign-in form.
            let add = try await visit("/add", shot: "gallery-add.png", size: "1000,700")
            #expect(add.contains("action=\"/signin\""))
        }
    }
}
