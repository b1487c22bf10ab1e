import Foundation
import Hummingbird

/// Sign-up, sign-in, sign-out and the account page with its API tokens. Every POST is a form
/// checked by ``FormGuard`` before it does anything.
struct AccountRoutes: Sendable {
    let service: GalleryService

    var configuration: GalleryConfiguration { service.configuration }

    func register(on router: Router<GalleryRequestContext>) {
        router.get("/signup") { request, _ in try await credentialsPage(request, signUp: true) }
        router.post("/signup") { request, context in try await signUp(request, context: context) }
        router.get("/signin") { request, _ in try await credentialsPage(request, signUp: false) }
        router.post("/signin") { request, context in try await signIn(request, context: context) }
        router.post("/signout") { request, _ in try await signOut(request) }
        router.get("/account") { request, _ in try await accountPage(request) }
        router.post("/account/tokens") { request, context in try await createToken(request, context: context) }
        router.post("/account/tokens/:token/revoke") { request, context in
            try await revokeToken(request, context: context)
        }
    }

    func visitor(_ request: Request, forForms: Bool = false) async throws(GalleryError) -> Visitor {
        try await GalleryRoutes.visitor(request, service: service, forForms: forForms)
    }

    func respond(_ html: String, _ visitor: Visitor, _ request: Request, status: HTTPResponse.Status = .ok)
        -> Response
    {
        GalleryRoutes.respond(html, visitor: visitor, request: request, configuration: configuration, status: status)
    }

    /// The form fields of a small urlencoded POST, after the form guard.
    func checkedFields(_ request: Request, _ visitor: Visitor) async throws(GalleryError) -> [String: String] {
        let body = try await GalleryRoutes.body(request, limit: 16 * 1024)
        let fields = FormEncoding.decode(String(decoding: body, as: UTF8.self))
        try FormGuard.check(request, token: fields["csrf"], visitor: visitor)
        return fields
    }

    func credentialsPage(_ request: Request, signUp: Bool) async throws -> Response {
        let visitor = try await visitor(request, forForms: true)
        let chrome = visitor.chrome(configuration)
        if signUp && !configuration.allowsSignUp {
            return respond(AccountPages.closed(chrome: chrome), visitor, request, status: .forbidden)
        }
        let html = AccountPages.credentialsForm(signUp: signUp, token: visitor.formToken ?? "", chrome: chrome)
        return respond(html, visitor, request)
    }

    /// After signing up or in: the session cookie, the form secret's cookie cleared, and on to
    /// the account page.
    func signedIn(_ secret: String, _ request: Request) -> Response {
        var response = GalleryResponses.redirect("/account")
        let secure = GalleryRoutes.isSecure(request, configuration)
        response.setCookie(
            GalleryCookies.make(
                GalleryCookies.session, value: secret, maxAge: Int(configuration.sessionLifetime), secure: secure))
        response.setCookie(GalleryCookies.make(GalleryCookies.form, value: "", maxAge: 0, secure: secure))
        return response
    }

    func signUp(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: GalleryRoutes.client(request, context, configuration))
        let visitor = try await visitor(request)
        let fields = try await checkedFields(request, visitor)
        let outcome: Result<(account: GalleryAccount, session: String), GalleryError>
        do throws(GalleryError) {
            outcome = .success(try await service.signUp(username: fields["username"], password: fields["password"]))
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let made):
            return signedIn(made.session, request)
        case .failure(let error):
            guard error.status == 400 || error.status == 409 else { throw error }
            // The form again, with the reason (the token stays valid: same visitor).
            let html = AccountPages.credentialsForm(
                signUp: true, token: visitor.formToken ?? "", chrome: visitor.chrome(configuration),
                message: error.description)
            return respond(html, visitor, request, status: HTTPResponse.Status(code: error.status))
        }
    }

    func signIn(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        let visitor = try await visitor(request)
        let fields = try await checkedFields(request, visitor)
        let client = GalleryRoutes.client(request, context, configuration)
        let outcome: Result<(account: GalleryAccount, session: String), GalleryError>
        do throws(GalleryError) {
            outcome = .success(
                try await service.signIn(username: fields["username"], password: fields["password"], client: client))
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let made):
            return signedIn(made.session, request)
        case .failure(let error):
            guard error.status == 401 else { throw error }
            let html = AccountPages.credentialsForm(
                signUp: false, token: visitor.formToken ?? "", chrome: visitor.chrome(configuration),
                message: error.description)
            return respond(html, visitor, request, status: .unauthorized)
        }
    }

    func signOut(_ request: Request) async throws -> Response {
        let visitor = try await visitor(request)
        _ = try await checkedFields(request, visitor)
        if let session = visitor.session { try await service.signOut(session: session) }
        var response = GalleryResponses.redirect("/")
        response.setCookie(
            GalleryCookies.make(
                GalleryCookies.session, value: "", maxAge: 0, secure: GalleryRoutes.isSecure(request, configuration)))
        return response
    }

    func accountPage(_ request: Request, newToken: String? = nil, visitor known: Visitor? = nil) async throws
        -> Response
    {
        var visitor: Visitor
        if let known { visitor = known } else { visitor = try await self.visitor(request) }
        guard let account = visitor.account, let token = visitor.formToken else {
            return GalleryResponses.redirect("/signin")
        }
        let owned = try await service.read { try await service.storage.shortcuts(ownedBy: account.id) }
        let tokens = try await service.read { try await service.storage.apiTokens(accountID: account.id) }
        let html = AccountPages.account(
            account, owned: owned, tokens: tokens, newToken: newToken, token: token,
            chrome: visitor.chrome(configuration))
        return respond(html, visitor, request)
    }

    func createToken(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: GalleryRoutes.client(request, context, configuration))
        let visitor = try await visitor(request)
        let fields = try await checkedFields(request, visitor)
        guard let account = visitor.account else { throw GalleryError(.unauthorized("sign in to create tokens")) }
        let (token, _) = try await service.createAPIToken(for: account, name: fields["name"])
        // The page itself (not a redirect), so the token is shown once and never put in a URL.
        return try await accountPage(request, newToken: token, visitor: visitor)
    }

    func revokeToken(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: GalleryRoutes.client(request, context, configuration))
        let visitor = try await visitor(request)
        _ = try await checkedFields(request, visitor)
        guard let account = visitor.account else { throw GalleryError(.unauthorized("sign in to revoke tokens")) }
        guard let id = context.parameters.get("token").flatMap({ Int64($0) }), id > 0 else {
            throw GalleryError(.notFound("token"))
        }
        try await service.revokeAPIToken(id, of: account)
        return GalleryResponses.redirect("/account")
    }
}
