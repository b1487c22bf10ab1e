import BrowserTestSupport
import Foundation
import ModelTestSupport
import ShortcutModel
import ShortcutRendering
import TestSupport
import Testing

/// The HTML output in a real browser (headless Chromium): no console errors, one `.action`
/// per action, DOM nesting equal to the model's depth, and a screenshot that is not blank.
///
/// Set `SHORTCUTKIT_UPDATE_SCREENSHOTS=1` to rewrite `Docs/screenshots/*.png` from the
/// project's examples (light, dark, phone width).
@Suite(.serialized) struct BrowserTests {
    typealias F = RenderingFixtures

    static let chromium = Chromium.find()

    struct Page: CustomStringConvertible {
        var name: String
        var shortcut: Shortcut
        var metadata: RenderMetadata
        var description: String { name }
    }

    /// Three project examples and six corpus files: the deepest, the largest, a signed one, a
    /// Workflow-era one, one with app actions and one with a custom icon image.
    static func pages() throws -> [Page] {
        var pages = ExampleShortcuts.all.map {
            Page(
                name: $0.file, shortcut: $0.shortcut,
                metadata: RenderMetadata(name: ($0.file as NSString).deletingPathExtension))
        }
        guard Corpus.isAvailable else { return pages }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        var chosen: [ManifestEntry] = []
        func pick(_ entry: ManifestEntry?) {
            if let entry, !chosen.contains(where: { $0.file == entry.file }) { chosen.append(entry) }
        }
        pick(entries.max { ($0.maxControlFlowDepth ?? 0) < ($1.maxControlFlowDepth ?? 0) })
        pick(entries.max { ($0.actions ?? 0) < ($1.actions ?? 0) })
        pick(entries.filter { $0.kind == "signed" }.max { ($0.actions ?? 0) < ($1.actions ?? 0) })
        pick(entries.first { $0.clientVersion == "484" && ($0.maxControlFlowDepth ?? 0) >= 2 })
        pick(entries.first { !($0.fields["third_party_action_ids"] ?? "").isEmpty && ($0.actions ?? 0) >= 10 })
        for entry in entries where chosen.count < 6 {
            let document = try ShortcutDocument(data: entry.data())
            if let image = document.shortcut.icon?.imageData, TileImage(data: image) != nil { pick(entry) }
        }
        for entry in chosen {
            let document = try ShortcutDocument(data: entry.data())
            pages.append(
                Page(
                    name: entry.file, shortcut: document.shortcut,
                    metadata: RenderMetadata(document: document, fileName: entry.file)))
        }
        return pages
    }

    /// A test-only copy of the page: without the CSP (so the probe may run), with a probe that
    /// records script errors and console.error calls and, after load, writes what it measured
    /// into `<pre id="sk-probe">` for `--dump-dom`.
    static func probed(_ html: String) -> String {
        let probe = """
            <script>
            window.__skErrors = [];
            window.addEventListener('error', e => window.__skErrors.push('error: ' + e.message));
            const __skConsoleError = console.error;
            console.error = (...a) => { window.__skErrors.push('console.error: ' + a.join(' ')); __skConsoleError(...a); };
            window.addEventListener('load', () => {
              // Headless windows are at least 500 px wide: lay the page out at a phone's 390 px
              // (the viewport is still under the 520 px breakpoint, so the phone styles apply).
              document.documentElement.style.width = '390px';
              const actions = [...document.querySelectorAll('.action')];
              const nesting = actions.map(a => { let n = 0; for (let e = a.parentElement; e; e = e.parentElement) if (e.classList.contains('sk-body')) n++; return n; });
              const shown = actions.filter(a => a.getBoundingClientRect().height > 0).length;
              const width = Math.round(document.documentElement.getBoundingClientRect().width);
              const cramped = actions.filter(a => { const r = a.getBoundingClientRect(); return r.right > width + 1 || r.width < 120; }).length;
              const pre = document.createElement('pre');
              pre.id = 'sk-probe';
              pre.textContent = JSON.stringify({ count: actions.length, shown, cramped, width, nesting,
                depths: actions.map(a => +a.dataset.depth), indices: actions.map(a => +a.dataset.index),
                errors: window.__skErrors, height: document.documentElement.scrollHeight });
              document.body.appendChild(pre);
            });
            </script>
            """
        let withoutPolicy = html.replacingOccurrences(
            of: "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLRenderer.contentSecurityPolicy)\">\n",
            with: "")
        return withoutPolicy.replacingOccurrences(of: "<head>\n", with: "<head>\n" + probe + "\n")
    }

    struct Probe: Decodable {
        var count: Int
        var shown: Int
        var cramped: Int
        var width: Int
        var nesting: [Int]
        var depths: [Int]
        var indices: [Int]
        var errors: [String]
        var height: Int
    }

    @Test(
        .enabled(if: Prerequisite.runs(when: BrowserTests.chromium != nil, "chromium (apt-get install chromium)")))
    func pagesLoadCleanlyWithTheModelsStructure() throws {
        let chromium = try #require(Self.chromium)
        let resources = try F.resources()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sk-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = folder.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body></body></html>".utf8).write(to: blank)
        let blankShot = folder.appendingPathComponent("blank.png")
        _ = try chromium.run(["--window-size=900,1200", "--screenshot=\(blankShot.path)"], page: blank)
        let blankSize = try Data(contentsOf: blankShot).count

        let pages = try Self.pages()
        #expect(pages.count >= (Corpus.isAvailable ? 9 : 3))
        for (number, page) in pages.enumerated() {
            let renderable = RenderableShortcut(page.shortcut, metadata: page.metadata, resources: resources)
            let html = HTMLRenderer(artwork: resources.artwork).render(renderable)
            let original = folder.appendingPathComponent("page\(number).html")
            let probedCopy = folder.appendingPathComponent("page\(number)-probe.html")
            try Data(html.utf8).write(to: original)
            try Data(Self.probed(html).utf8).write(to: probedCopy)

            // The real page, with its Content-Security-Policy: no console output at all.
            let shot = folder.appendingPathComponent("page\(number).png")
            let shotRun = try chromium.run(["--window-size=900,1200", "--screenshot=\(shot.path)"], page: original)
            #expect(!shotRun.timedOut, "\(page)")
            #expect(
                Chromium.consoleProblems(in: shotRun.stderr).isEmpty,
                "\(page): \(Chromium.consoleProblems(in: shotRun.stderr).prefix(3))")
            let shotData = try Data(contentsOf: shot)
            #expect(shotData.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(page): screenshot is not a PNG")
            #expect(shotData.count > blankSize * 4, "\(page): screenshot \(shotData.count) bytes vs blank \(blankSize)")

            // The probe copy at phone width: structure as the browser built it, nothing cut off.
            let dump = try chromium.run(
                ["--window-size=390,844", "--virtual-time-budget=5000", "--dump-dom"], page: probedCopy)
            #expect(!dump.timedOut, "\(page)")
            let json = try #require(Self.probeJSON(in: dump.stdout), "\(page): no probe result in the dumped DOM")
            let probe = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
            let depths = renderable.analysis.controlFlow.depths
            #expect(probe.errors.isEmpty, "\(page): \(probe.errors.prefix(3))")
            #expect(
                Chromium.consoleProblems(in: dump.stderr).isEmpty,
                "\(page): \(Chromium.consoleProblems(in: dump.stderr).prefix(3))")
            #expect(probe.count == page.shortcut.actions.count, "\(page)")
            #expect(probe.shown == probe.count, "\(page): some actions have no height")
            #expect(probe.width <= 400, "\(page): the probe did not run at phone width (\(probe.width) px)")
            #expect(
                probe.cramped == 0,
                "\(page): \(probe.cramped) actions overflow or are narrower than 120 px at \(probe.width) px")
            #expect(probe.indices == Array(depths.indices), "\(page)")
            #expect(probe.nesting == depths, "\(page): DOM nesting differs from the model's depth")
            #expect(probe.depths == depths, "\(page)")
            print(
                "browser: \(page.name): \(probe.count) actions, depth \(depths.max() ?? 0), page height \(probe.height) px, screenshot \(shotData.count / 1024) KiB"
            )
        }
    }

    /// The JSON text of `<pre id="sk-probe">` in a dumped DOM (entities decoded).
    static func probeJSON(in dom: String) -> String? {
        guard let start = dom.range(of: "<pre id=\"sk-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(
        .enabled(
            if: BrowserTests.chromium != nil
                && ProcessInfo.processInfo.environment["SHORTCUTKIT_UPDATE_SCREENSHOTS"] == "1"))
    func updateDocumentationScreenshots() throws {
        let chromium = try #require(Self.chromium)
        let resources = try F.resources()
        let folder = Corpus.packageRoot.appendingPathComponent("Docs/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shots: [(file: String, shortcut: Shortcut, name: String, size: String, dark: Bool)] = [
            ("weather-report-light.png", ExampleShortcuts.weatherReport, "Weather Report", "900,1090", false),
            ("weather-report-dark.png", ExampleShortcuts.weatherReport, "Weather Report", "900,1090", true),
            ("packing-list-phone.png", ExampleShortcuts.packingList, "Packing List", "390,700", false),
        ]
        let pages = FileManager.default.temporaryDirectory.appendingPathComponent("sk-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pages) }
        for shot in shots {
            let html = HTMLRenderer(artwork: resources.artwork).render(
                RenderableShortcut(shot.shortcut, metadata: RenderMetadata(name: shot.name), resources: resources))
            let page = pages.appendingPathComponent(shot.file + ".html")
            try Data(html.utf8).write(to: page)
            let target = folder.appendingPathComponent(shot.file)
            let run = try chromium.run(
                ["--window-size=\(shot.size)", "--screenshot=\(target.path)"]
                    + (shot.dark ? ["--force-dark-mode"] : []), page: page)
            #expect(!run.timedOut)
            let size = try Data(contentsOf: target).count
            #expect(size < 300 * 1024, "\(shot.file): \(size) bytes")
        }
    }
}
