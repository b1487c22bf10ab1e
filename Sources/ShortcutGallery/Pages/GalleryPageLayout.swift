import Foundation
import GalleryAPI
import ShortcutKitVersion
import ShortcutRendering
import TextEscaping

/// The frame every gallery page shares: head (external style sheet only, so the policy can
/// forbid inline styles), the top bar with the search box, and the footer. Every string from a
/// user or a file goes through `MarkupEscaping` (module `TextEscaping`), the toolkit's one escaper.
enum GalleryPageLayout {
    /// The policy on every HTML response: nothing but our own style sheet and images (tiles are
    /// `<img>` from this server; custom icons inside them are `data:`), forms only to us.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// The policy on tile SVGs (their gradient is an inline `<style>`; no scripts, no loads).
    static let tilePolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    /// A whole page. `title` and `query` are escaped here; `body` must already be safe HTML.
    static func page(title: String, body: String, query: String = "", chrome: PageChrome = PageChrome()) -> String {
        var out = head(title: title, query: query, chrome: chrome, capacity: body.utf8.count)
        out += body
        out += foot
        return out
    }

    /// Everything before the page's own content: head, top bar (with the visitor's account
    /// links), the opening of `<main>`.
    static func head(title: String, query: String = "", chrome: PageChrome, capacity: Int = 0) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out.reserveCapacity(capacity + 2048)
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<title>" + MarkupEscaping.escape(title) + " · Shortcut gallery</title>\n"
        out += "<link rel=\"stylesheet\" href=\"/static/gallery.css\">\n</head>\n<body>\n"
        out += "<header class=\"g-top\"><a class=\"g-brand\" href=\"/\">Shortcut gallery</a>"
        out += "<form class=\"g-search\" action=\"/search\" method=\"get\" role=\"search\">"
        out += "<input type=\"search\" name=\"q\" placeholder=\"Search names, actions, apps\" value=\""
        out += MarkupEscaping.escape(query) + "\" aria-label=\"Search\"><button type=\"submit\">Search</button></form>"
        // The links are separate words to a reader too (copied text, screen readers, no style
        // sheet): a space between them; the style sheet sets the visible gap.
        out += "<nav class=\"g-account\"><a class=\"g-add\" href=\"/add\">Add</a>"
        if let username = chrome.username, let token = chrome.formToken {
            out += " <a href=\"/account\">" + MarkupEscaping.escape(username) + "</a>"
            out += " <form class=\"g-inline\" action=\"/signout\" method=\"post\">" + csrfField(token)
            out += "<button type=\"submit\" class=\"g-link-button\">Sign out</button></form>"
        } else {
            out += " <a href=\"/signin\">Sign in</a>"
            if chrome.showsSignUp { out += " <a href=\"/signup\">Sign up</a>" }
        }
        out += "</nav></header>\n<main class=\"g-main\">\n"
        return out
    }

    /// Everything after the page's own content; the footer names the release serving the page.
    static let foot =
        "</main>\n<footer class=\"g-footer\">ShortcutKit gallery " + ShortcutKitVersion.current
        + " · <a href=\"" + GalleryAPIPath.openAPIDocument.rawValue + "\">API</a></footer>\n</body>\n</html>\n"

    /// The hidden field every state-changing form carries (see `FormGuard`).
    static func csrfField(_ token: String) -> String {
        "<input type=\"hidden\" name=\"csrf\" value=\"" + MarkupEscaping.escape(token) + "\">"
    }

    /// An error page: status line, the reason, and a way back.
    static func error(status: Int, message: String) -> String {
        let title = status == 404 ? "Not found" : "Request refused"
        var body = "<section class=\"g-error\"><h1>" + MarkupEscaping.escape(title) + "</h1>"
        body +=
            "<p class=\"g-error-status\">HTTP \(status)</p><p class=\"g-error-message\">"
            + MarkupEscaping.escape(message) + "</p>"
        body += "<p><a href=\"/\">Back to the gallery</a> · <a href=\"/add\">Add a shortcut</a></p></section>\n"
        return page(title: title, body: body)
    }

    /// `2026-11-25 06:40 UTC`.
    static func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d UTC", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }

    /// A query string from pairs, each value percent-encoded (``PercentEncoding``: letters outside ASCII and
    /// emoji too), pairs with an empty value left out: paging, filter and diff links.
    static func query(_ pairs: [(String, String)]) -> String {
        let parts = pairs.filter { !$0.1.isEmpty }.map { key, value in key + "=" + PercentEncoding.encode(value) }
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    /// Words for a signing verdict.
    static func signingWords(_ verdict: String) -> String {
        switch verdict {
        case "trusted": "Signed, trusted (Apple)"
        case "userTrusted": "Signed, trusted by local choice"
        case "untrustedSigner": "Signed by an untrusted signer"
        case "rootMissing": "Signed; trust undecided (root certificate not installed)"
        case "integrityFailure": "Signature broken: the file was altered"
        case "malformed": "Signature unreadable"
        case "unsigned": "Not signed"
        default: verdict
        }
    }
}

/// What the top bar of a page shows for the visitor: their user name and the sign-out form's
/// CSRF token when signed in, else the sign-in (and, when open, sign-up) links.
struct PageChrome: Sendable {
    var username: String?
    var formToken: String?
    var showsSignUp = true
}
