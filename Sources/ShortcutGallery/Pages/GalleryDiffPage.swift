import GalleryAPI
import ShortcutDiff
import TextEscaping

/// The version diff page: what changed between two versions, action by action and parameter by
/// parameter (``ShortcutDiff``), every value escaped.
enum GalleryDiffPage {
    typealias L = GalleryPageLayout

    static func render(_ value: VersionDiff, chrome: PageChrome) -> String {
        let diff = value.diff
        let id = value.shortcut.id
        var body = "<article class=\"g-diff-page\"><h1 class=\"g-h1\">" + MarkupEscaping.escape(value.shortcut.name)
        body += ": v\(value.from) → v\(value.to)</h1>\n"
        body += "<p class=\"g-detail\"><a href=\"/shortcuts/\(id)?version=\(value.from)\">v\(value.from)</a> · "
        body += "<a href=\"/shortcuts/\(id)?version=\(value.to)\">v\(value.to)</a> · "
        let json = GalleryAPIPath.diff(of: id) + L.query([("from", "\(value.from)"), ("to", "\(value.to)")])
        body += "<a href=\"" + MarkupEscaping.escape(json) + "\">JSON</a></p>\n"
        body +=
            "<p class=\"g-diff-summary\">" + MarkupEscaping.escape(diff.isEmpty ? "No differences" : diff.summary)
            + "</p>\n"
        if !diff.metadataChanges.isEmpty {
            body +=
                "<section class=\"g-diff\"><h2>Shortcut settings</h2>" + fields(diff.metadataChanges) + "</section>\n"
        }
        if !diff.changes.isEmpty {
            body += "<section><h2>Actions</h2><ol class=\"g-diff\">\n"
            for change in diff.changes { body += item(change) }
            body += "</ol></section>\n"
        }
        body += "</article>\n"
        return L.page(title: "Diff v\(value.from) → v\(value.to)", body: body, chrome: chrome)
    }

    static func item(_ change: ActionChange) -> String {
        var out = "<li class=\"g-\(change.kind.rawValue)\" data-kind=\"\(change.kind.rawValue)\">"
        out += "<span class=\"g-diff-kind\">" + change.kind.rawValue + "</span>"
        out += "<strong>" + MarkupEscaping.escape(change.title) + "</strong> "
        var places: [String] = []
        if let old = change.oldIndex { places.append("was #\(old + 1)") }
        if let new = change.newIndex { places.append("now #\(new + 1)") }
        out += "<span class=\"g-meta\">" + MarkupEscaping.escape(places.joined(separator: ", ")) + "</span>"
        if !change.parameterChanges.isEmpty { out += fields(change.parameterChanges) }
        return out + "</li>\n"
    }

    static func fields(_ changes: [FieldChange]) -> String {
        var out = "<table><tbody>"
        for change in changes {
            out += "<tr><td><code>" + MarkupEscaping.escape(change.keyPath) + "</code></td>"
            out += "<td class=\"g-old\">" + MarkupEscaping.escape(change.old ?? "—") + "</td>"
            out += "<td class=\"g-new\">" + MarkupEscaping.escape(change.new ?? "—") + "</td></tr>"
        }
        return out + "</tbody></table>"
    }
}
