import Foundation
import HTTPTypes
import Hummingbird

/// Who is looking at a page: the signed-in account (from the session cookie), and the secret
/// the page's form tokens derive from — the session's, or for a visitor without one who is
/// shown a form (sign-in, sign-up, anonymous upload) a pre-session secret in its own cookie.
struct Visitor: Sendable {
    var account: GalleryAccount?
    /// The session cookie's value, when it names a live session.
    var session: String?
    /// The secret form tokens derive from.
    var formSecret: String?
    /// True when ``formSecret`` is new and must be set as a cookie with the response.
    var issuesFormSecret = false

    /// The CSRF token for this visitor's forms.
    var formToken: String? { formSecret.map(Secrets.formToken(for:)) }

    func chrome(_ configuration: GalleryConfiguration) -> PageChrome {
        PageChrome(
            username: account?.username, formToken: account == nil ? nil : formToken,
            showsSignUp: configuration.allowsSignUp)
    }
}

/// The gallery's cookies: the session, and the pre-session form secret. Both `HttpOnly`,
/// `SameSite=Lax`, path `/`, and `Secure` when the request came over HTTPS through a trusted proxy.
enum GalleryCookies {
    static let session = "gallery_session"
    static let form = "gallery_form"

    static func make(_ name: String, value: String, maxAge: Int, secure: Bool) -> Cookie {
        Cookie(
            name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}

/// Refuses forged forms: every POST from an HTML form must carry the visitor's CSRF token, and
/// must not come from another site (`Origin` or `Sec-Fetch-Site` saying so). Checked before the
/// form's request does anything, so a refusal changes nothing.
enum FormGuard {
    static func check(_ request: Request, token: String?, visitor: Visitor) throws(GalleryError) {
        if let site = request.headers[.secFetchSite], site == "cross-site" {
            throw GalleryError(.forbidden("a form from another site"))
        }
        if let origin = request.headers[.origin] {
            let host = request.head.authority ?? ""
            guard let components = URLComponents(string: origin), let originHost = components.host,
                Self.authority(host: originHost, port: components.port) == host.lowercased()
            else { throw GalleryError(.forbidden("a form from another origin (\(origin.prefix(100)))")) }
        }
        guard let expected = visitor.formToken, let token, Secrets.constantTimeEqual(token, expected) else {
            throw GalleryError(
                .forbidden("the form's security token is missing or belongs to another session; reload the page"))
        }
    }

    static func authority(host: String, port: Int?) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return (port.map { "\(shown):\($0)" } ?? shown).lowercased()
    }
}

extension HTTPField.Name {
    static let secFetchSite = Self("Sec-Fetch-Site")!
    static let xForwardedFor = Self("X-Forwarded-For")!
    static let xForwardedProto = Self("X-Forwarded-Proto")!
}
