import Diagnostics
import Foundation
import ShortcutCatalog
import ShortcutRendering
import TextEscaping

/// The gallery's pages as HTML strings (server-rendered, no scripts).
enum GalleryPages {
    typealias L = GalleryPageLayout

    /// Home and search: the filter form, a grid of tiles, paging.
    static func listing(_ page: GalleryPage, search: GallerySearch, isHome: Bool, chrome: PageChrome) -> String {
        var body = ""
        if isHome {
            body += "<h1 class=\"g-h1\">Shortcuts</h1>\n"
        } else {
            body += "<h1 class=\"g-h1\">Search</h1>\n"
        }
        body += filterForm(search)
        if page.items.isEmpty {
            body += "<p class=\"g-empty\">No shortcuts" + (search.isEmpty ? " yet. " : " match. ")
            body += "<a href=\"/add\">Add one</a>.</p>\n"
        } else {
            body += "<ul class=\"g-grid\">\n"
            for item in page.items { body += card(item) }
            body += "</ul>\n"
        }
        body += pager(page, search: search, path: isHome ? "/" : "/search")
        return L.page(title: isHome ? "Home" : "Search", body: body, query: search.text, chrome: chrome)
    }

    static func filterForm(_ search: GallerySearch) -> String {
        var out = "<form class=\"g-filters\" action=\"/search\" method=\"get\">"
        out +=
            "<label>Text <input type=\"search\" name=\"q\" value=\"" + MarkupEscaping.escape(search.text)
            + "\"></label>"
        out +=
            "<label>Action <input type=\"text\" name=\"action\" value=\"" + MarkupEscaping.escape(search.action)
            + "\"></label>"
        out +=
            "<label>App <input type=\"text\" name=\"app\" value=\"" + MarkupEscaping.escape(search.app) + "\"></label>"
        out += "<label>Category <select name=\"category\"><option value=\"\">Any</option>"
        for category in ActionCategory.allCases {
            out += "<option value=\"" + category.rawValue + "\""
            if category.rawValue == search.category { out += " selected" }
            out += ">" + MarkupEscaping.escape(category.displayName) + "</option>"
        }
        out += "</select></label><button type=\"submit\">Filter</button></form>\n"
        return out
    }

    static func card(_ item: GalleryShortcut) -> String {
        var out = "<li class=\"g-card\"><a href=\"/shortcuts/\(item.id)\">"
        out += "<img class=\"g-tile\" src=\"/shortcuts/\(item.id)/tile.svg\" width=\"300\" height=\"180\" alt=\"\">"
        out += "<span class=\"g-name\">" + MarkupEscaping.escape(item.name) + "</span>"
        out += "<span class=\"g-meta\">" + MarkupEscaping.escape(ValueCount.actions(item.summary.actionCount))
        out += " · v\(item.latestVersion) · " + MarkupEscaping.escape(item.uploader) + "</span></a></li>\n"
        return out
    }

    static func pager(_ page: GalleryPage, search: GallerySearch, path: String) -> String {
        guard page.page > 1 || page.hasNextPage else { return "" }
        var out = "<nav class=\"g-pager\">"
        func link(_ number: Int, _ label: String, _ rel: String) {
            let pairs = [
                ("q", search.text), ("action", search.action), ("app", search.app), ("category", search.category),
                ("page", number > 1 ? String(number) : ""),
            ]
            out += "<a rel=\"\(rel)\" href=\"" + MarkupEscaping.escape(path + L.query(pairs)) + "\">" + label + "</a>"
        }
        if page.page > 1 { link(page.page - 1, "← Newer", "prev") }
        out += "<span>Page \(page.page)</span>"
        if page.hasNextPage { link(page.page + 1, "Older →", "next") }
        return out + "</nav>\n"
    }

    /// The shortcut page's own content (the same for every visitor, so it can be cached): tile,
    /// name, detail, verdicts, links, versions, flow.
    static func shortcutBody(_ shortcut: GalleryShortcut, version: GalleryVersion, versions: [GalleryVersionInfo])
        -> String
    {
        let number = version.info.number
        var body = "<article class=\"g-shortcut\"><header class=\"g-head\">"
        // The flow is most of the page: one allocation instead of a doubling series of copies.
        body.reserveCapacity(version.flowHTML.utf8.count + 4096 + 512 * versions.count)
        body +=
            "<img class=\"g-tile\" src=\"/shortcuts/\(shortcut.id)/tile.svg\" width=\"300\" height=\"180\" alt=\"\">"
        body += "<div class=\"g-title\"><h1>" + MarkupEscaping.escape(version.summary.name) + "</h1>"
        body += "<p class=\"sk-detail g-detail\">" + MarkupEscaping.escape(version.summary.detailLine)
        body +=
            " · version \(number) of \(shortcut.latestVersion) · added by " + MarkupEscaping.escape(shortcut.uploader)
            + "</p>"
        body += "<p class=\"g-verdict g-signing g-signing-" + MarkupEscaping.escape(version.info.signingVerdict) + "\">"
        body += MarkupEscaping.escape(L.signingWords(version.info.signingVerdict)) + "</p>"
        if let audit = version.info.auditVerdict {
            body += "<p class=\"g-verdict g-audit\">Audit: " + MarkupEscaping.escape(audit) + "</p>"
        }
        body += checkVerdict(version)
        if !version.summary.apps.isEmpty {
            body += "<p class=\"g-apps\">Apps: "
            body += version.summary.apps.map { app in
                "<a href=\"/search" + MarkupEscaping.escape(L.query([("app", app)])) + "\">"
                    + MarkupEscaping.escape(app) + "</a>"
            }.joined(separator: ", ")
            body += "</p>"
        }
        let links = ShortcutLinks(
            metadata: RenderMetadata(
                name: version.summary.name,
                iCloudURL: shortcut.iCloudID.map { "https://www.icloud.com/shortcuts/\($0)" }),
            name: version.summary.name)
        body +=
            "<p class=\"g-links\"><a class=\"g-button\" href=\"" + MarkupEscaping.escape(links.open)
            + "\">Open in Shortcuts</a>"
        if let iCloud = links.iCloud {
            body += "<a class=\"g-button g-secondary\" href=\"" + MarkupEscaping.escape(iCloud) + "\">iCloud link</a>"
        }
        body += "<a class=\"g-button g-secondary\" href=\"/shortcuts/\(shortcut.id)/versions/\(number)/download\">"
        body += "Download original</a></p></div></header>\n"
        body += versionsTable(shortcut, versions: versions, current: number)
        body += "<section class=\"g-flow\"><h2>Actions</h2>\n" + version.flowHTML + "</section></article>\n"
        return body
    }

    /// "Check: passes" or "Check: fails: …" with the first errors and warnings kept with the
    /// version; for a version stored before the gallery checked, that it is not checked yet.
    static func checkVerdict(_ version: GalleryVersion) -> String {
        guard let verdict = version.info.checkVerdict else {
            return "<p class=\"g-verdict g-check\">Check: not checked yet (stored before the gallery checked)</p>"
        }
        let check = version.checkJSON.flatMap { try? StoredJSON.check($0) }
        let passes = check?.passes ?? !verdict.hasPrefix("fails")
        var out = "<p class=\"g-verdict g-check " + (passes ? "g-check-passes" : "g-check-fails") + "\">"
        out += "Check: " + MarkupEscaping.escape(verdict) + "</p>"
        guard let check, !check.diagnostics.isEmpty else { return out }
        out += "<ul class=\"g-check-findings\">"
        for diagnostic in check.diagnostics {
            out += "<li class=\"g-check-" + MarkupEscaping.escape(diagnostic.severity.rawValue) + "\">"
            out += MarkupEscaping.escape(diagnostic.description) + "</li>"
        }
        if check.moreDiagnostics > 0 { out += "<li>… and \(check.moreDiagnostics) more</li>" }
        return out + "</ul>"
    }

    /// What only the owner sees on a shortcut's page: add a version, delete.
    static func ownerPanel(shortcutID: Int64, token: String) -> String {
        var out = "<section class=\"g-form g-owner\"><h2>Your shortcut</h2>"
        out += "<form action=\"/shortcuts/\(shortcutID)/versions\" method=\"post\" enctype=\"multipart/form-data\">"
        out += L.csrfField(token)
        out += "<label>New version (binary, XML or signed) <input type=\"file\" name=\"file\" required></label>"
        out += "<button type=\"submit\">Add version</button></form>"
        out += "<form action=\"/shortcuts/\(shortcutID)/delete\" method=\"post\">" + L.csrfField(token)
        out += "<button type=\"submit\" class=\"g-danger\">Delete this shortcut and all its versions</button></form>"
        return out + "</section>\n"
    }

    static func versionsTable(_ shortcut: GalleryShortcut, versions: [GalleryVersionInfo], current: Int) -> String {
        var out = "<section class=\"g-versions\"><h2>Versions</h2><table><thead><tr><th>Version</th><th>Added</th>"
        out += "<th>Signing</th><th>Check</th><th>Size</th><th>Changes</th></tr></thead><tbody>\n"
        for info in versions.reversed() {
            out += "<tr" + (info.number == current ? " class=\"g-current\"" : "") + "><td>"
            out += "<a href=\"/shortcuts/\(shortcut.id)?version=\(info.number)\">v\(info.number)</a></td>"
            out +=
                "<td>" + MarkupEscaping.escape(L.time(info.createdAt)) + "</td><td>"
                + MarkupEscaping.escape(L.signingWords(info.signingVerdict))
            // The verdict without its rule list, which the page's head has (the table stays narrow).
            let check = info.checkVerdict ?? "not checked yet"
            let short = check.range(of: " (").map { String(check[..<$0.lowerBound]) } ?? check
            out += "</td><td title=\"" + MarkupEscaping.escape(check) + "\">" + MarkupEscaping.escape(short)
            out += "</td><td>\(info.size) bytes</td><td>"
            if info.number > 1 {
                let from = info.number - 1
                let diff = "/shortcuts/\(shortcut.id)/diff" + L.query([("from", "\(from)"), ("to", "\(info.number)")])
                out += "<a class=\"g-diff-link\" href=\"" + MarkupEscaping.escape(diff) + "\">"
                out += "diff with v\(info.number - 1)</a>"
            }
            out += "</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    /// The add page: a file upload and an iCloud link form. `anonymous`: the visitor has no
    /// account (the gallery takes anonymous uploads), so a display label is asked for.
    static func add(token: String, anonymous: Bool, chrome: PageChrome, message: String? = nil) -> String {
        var body = "<h1 class=\"g-h1\">Add a shortcut</h1>\n"
        if let message { body += "<p class=\"g-error-message\">" + MarkupEscaping.escape(message) + "</p>\n" }
        let label =
            anonymous
            ? "<label>Your name <input type=\"text\" name=\"uploader\" maxlength=\"64\" placeholder=\"anonymous\"></label>"
            : ""
        body += "<section class=\"g-form\"><h2>Upload a file</h2>"
        body += "<form action=\"/add\" method=\"post\" enctype=\"multipart/form-data\">" + L.csrfField(token)
        body += "<label>Shortcut file (binary, XML or signed) <input type=\"file\" name=\"file\" required></label>"
        body += label + "<button type=\"submit\">Upload</button></form>"
        body +=
            anonymous
            ? "<p class=\"g-hint\">An anonymous upload is a new shortcut that no one can add versions to.</p>"
            : "<p class=\"g-hint\">Each upload here is a new shortcut; add versions from your shortcut's page.</p>"
        body += "</section>\n<section class=\"g-form\"><h2>Add from an iCloud link</h2>"
        body += "<form action=\"/add/icloud\" method=\"post\">" + L.csrfField(token)
        body += "<label>iCloud link or id <input type=\"text\" name=\"link\" required "
        body += "placeholder=\"https://www.icloud.com/shortcuts/…\"></label>"
        body += label + "<button type=\"submit\">Add</button></form>"
        if !anonymous {
            body += "<p class=\"g-hint\">Adding the same iCloud link again adds a new version of your copy.</p>"
        }
        body += "</section>\n"
        return L.page(title: "Add", body: body, chrome: chrome)
    }
}

/// "1 action" / "12 actions".
enum ValueCount {
    static func actions(_ count: Int) -> String { count == 1 ? "1 action" : "\(count) actions" }
}
