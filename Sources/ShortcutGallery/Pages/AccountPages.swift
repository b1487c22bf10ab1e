import Foundation
import GalleryAPI
import TextEscaping

/// The account pages: sign-up, sign-in, and an account's own page (its shortcuts and API tokens).
enum AccountPages {
    typealias L = GalleryPageLayout

    /// The sign-up or sign-in form: fields `username`, `password` and `csrf`.
    static func credentialsForm(signUp: Bool, token: String, chrome: PageChrome, message: String? = nil) -> String {
        let title = signUp ? "Sign up" : "Sign in"
        var body = "<h1 class=\"g-h1\">" + title + "</h1>\n"
        if let message { body += "<p class=\"g-error-message\">" + MarkupEscaping.escape(message) + "</p>\n" }
        body += "<section class=\"g-form\"><form action=\"/" + (signUp ? "signup" : "signin") + "\" method=\"post\">"
        body += L.csrfField(token)
        body += "<label>User name <input type=\"text\" name=\"username\" required minlength=\"3\" maxlength=\"32\" "
        body += "autocomplete=\"username\" pattern=\"[A-Za-z0-9._\\-]+\"></label>"
        body += "<label>Password <input type=\"password\" name=\"password\" required minlength=\"8\" maxlength=\"72\" "
        body += "autocomplete=\"" + (signUp ? "new-password" : "current-password") + "\"></label>"
        body += "<button type=\"submit\">" + title + "</button></form>"
        if signUp {
            body += "<p class=\"g-hint\">3-32 letters, digits and . - _; a password of 8-72 characters.</p>"
        } else if chrome.showsSignUp {
            body += "<p class=\"g-hint\">No account yet? <a href=\"/signup\">Sign up</a>.</p>"
        }
        body += "</section>\n"
        return L.page(title: title, body: body, chrome: chrome)
    }

    /// The sign-up page of a closed gallery.
    static func closed(chrome: PageChrome) -> String {
        let body =
            "<h1 class=\"g-h1\">Sign up</h1>\n<p class=\"g-error-message\">This gallery is closed to new accounts.</p>\n"
        return L.page(title: "Sign up", body: body, chrome: chrome)
    }

    /// An account's page. `newToken`: a token just made, shown this once.
    static func account(
        _ account: GalleryAccount, owned: [OwnedShortcut], tokens: [GalleryAPIToken], newToken: String?,
        token: String, chrome: PageChrome
    ) -> String {
        var body = "<h1 class=\"g-h1\">" + MarkupEscaping.escape(account.username) + "</h1>\n"
        if let newToken {
            body += "<section class=\"g-form g-new-token\"><h2>Your new API token</h2>"
            body += "<p>Copy it now: it is not shown again (the gallery keeps only its SHA-256).</p>"
            body += "<p><code class=\"g-token\">" + MarkupEscaping.escape(newToken) + "</code></p>"
            body += "<p class=\"g-hint\">Use it as <code>SHORTCUTKIT_GALLERY_TOKEN</code> for "
            body += "<code>shortcut publish</code>, or as <code>Authorization: Bearer …</code>.</p></section>\n"
        }
        body += "<section class=\"g-owned\"><h2>Your shortcuts</h2>"
        if owned.isEmpty {
            body += "<p class=\"g-empty\">None yet. <a href=\"/add\">Add one</a>.</p>"
        } else {
            body += "<ul>"
            for item in owned {
                body +=
                    "<li><a href=\"/shortcuts/\(item.id)\">" + MarkupEscaping.escape(item.name)
                    + "</a> · v\(item.latestVersion)</li>"
            }
            body += "</ul>"
        }
        body += "</section>\n<section class=\"g-form g-tokens\"><h2>API tokens</h2>"
        if tokens.isEmpty {
            body += "<p class=\"g-empty\">No tokens.</p>"
        } else {
            body += "<table><thead><tr><th>Name</th><th>Created</th><th></th></tr></thead><tbody>"
            for item in tokens {
                body +=
                    "<tr><td>" + MarkupEscaping.escape(item.name) + "</td><td>"
                    + MarkupEscaping.escape(L.time(item.createdAt)) + "</td>"
                body += "<td><form action=\"/account/tokens/\(item.id)/revoke\" method=\"post\">"
                body +=
                    L.csrfField(token) + "<button type=\"submit\" class=\"g-danger\">Revoke</button></form></td></tr>"
            }
            body += "</tbody></table>"
        }
        body += "<form action=\"/account/tokens\" method=\"post\">" + L.csrfField(token)
        body += "<label>Token name <input type=\"text\" name=\"name\" required maxlength=\"64\" "
        body += "placeholder=\"laptop\"></label><button type=\"submit\">Create token</button></form></section>\n"
        return L.page(title: account.username, body: body, chrome: chrome)
    }
}
