import Foundation
import Hummingbird
import NIOCore
import ShortcutAudit
import ShortcutCatalog

/// The HTML pages' routes. Handlers translate HTTP into ``GalleryService`` calls and back;
/// failures are thrown as ``GalleryError`` and rendered by ``GalleryErrorMiddleware``.
struct GalleryRoutes: Sendable {
    let service: GalleryService
    let assets: GalleryAssets
    let pages: PageCache

    func register(on router: Router<GalleryRequestContext>) {
        router.get("/") { request, _ in try await listing(request, home: true) }
        router.get("/search") { request, _ in try await listing(request, home: false) }
        router.get("/add") { request, _ in try await addPage(request) }
        router.post("/add") { request, context in try await upload(request, context: context) }
        router.post("/add/icloud") { request, context in try await addICloud(request, context: context) }
        router.get("/shortcuts/:id") { request, context in try await shortcutPage(request, context: context) }
        router.post("/shortcuts/:id/versions") { request, context in try await upload(request, context: context) }
        router.post("/shortcuts/:id/delete") { request, context in try await deleteShortcut(request, context: context) }
        router.get("/shortcuts/:id/tile.svg") { _, context in try await tile(context) }
        router.get("/shortcuts/:id/versions/:number/download") { _, context in
            let original = try await service.original(try Self.id(context), try Self.number(context))
            return GalleryResponses.download(original.data, name: original.name)
        }
        router.get("/shortcuts/:id/diff") { request, context in
            let (from, to) = try Self.versionPair(request)
            let diff = try await service.diff(try Self.id(context), from: from, to: to)
            let visitor = try await visitor(request)
            return GalleryResponses.html(GalleryDiffPage.render(diff, chrome: visitor.chrome(service.configuration)))
        }
        router.get("/static/gallery.css") { _, _ in
            var response = GalleryResponses.raw(Data(assets.css.utf8), contentType: "text/css; charset=utf-8")
            response.headers[.cacheControl] = "public, max-age=3600"
            return response
        }
        AccountRoutes(service: service).register(on: router)
    }

    // MARK: Who is asking

    /// The visitor of an HTML request: the account of a live session cookie; with
    /// `forForms`, also a form secret for a visitor without a session (reused from its cookie,
    /// else new, to be set by ``respond(_:visitor:request:status:)``).
    func visitor(_ request: Request, forForms: Bool = false) async throws(GalleryError) -> Visitor {
        try await Self.visitor(request, service: service, forForms: forForms)
    }

    static func visitor(_ request: Request, service: GalleryService, forForms: Bool) async throws(GalleryError)
        -> Visitor
    {
        let session = sessionSecret(request)
        var account: GalleryAccount?
        if let session { account = try await service.account(session: session) }
        return visitor(request, session: session, account: account, forForms: forForms)
    }

    /// The session cookie's value, when it has a session secret's shape.
    static func sessionSecret(_ request: Request) -> String? {
        guard let secret = request.cookies[GalleryCookies.session]?.value, !secret.isEmpty, secret.utf8.count < 128
        else { return nil }
        return secret
    }

    /// The visitor of `request` once its session cookie (`session`) was looked up: `account` is
    /// the account it names, nil when none or no live session.
    static func visitor(_ request: Request, session: String?, account: GalleryAccount?, forForms: Bool) -> Visitor {
        var visitor = Visitor()
        if let session, let account {
            visitor.account = account
            visitor.session = session
            visitor.formSecret = session
            return visitor
        }
        if let secret = request.cookies[GalleryCookies.form]?.value, (32..<128).contains(secret.utf8.count) {
            visitor.formSecret = secret
        } else if forForms {
            visitor.formSecret = Secrets.random()
            visitor.issuesFormSecret = true
        }
        return visitor
    }

    /// Whether cookies set for this request must be `Secure`: it came over HTTPS through a
    /// proxy the server was told to trust (the server itself speaks plain HTTP).
    static func isSecure(_ request: Request, _ configuration: GalleryConfiguration) -> Bool {
        configuration.trustsProxy && request.headers[.xForwardedProto]?.lowercased() == "https"
    }

    /// The client address rate limits key on: the peer, or behind a trusted proxy the first
    /// `X-Forwarded-For` address.
    static func client(_ request: Request, _ context: GalleryRequestContext, _ configuration: GalleryConfiguration)
        -> String
    {
        if configuration.trustsProxy, let forwarded = request.headers[.xForwardedFor],
            let first = forwarded.split(separator: ",").first
        {
            let address = first.trimmingCharacters(in: .whitespaces)
            if !address.isEmpty, address.count <= 64 { return address }
        }
        return context.clientAddress
    }

    /// An HTML response for `visitor`, setting its new form secret's cookie when it has one.
    static func respond(
        _ html: String, visitor: Visitor, request: Request, configuration: GalleryConfiguration,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        var response = GalleryResponses.html(html, status: status)
        if visitor.issuesFormSecret, let secret = visitor.formSecret {
            response.setCookie(
                GalleryCookies.make(
                    GalleryCookies.form, value: secret, maxAge: 24 * 3600, secure: isSecure(request, configuration)))
        }
        return response
    }

    static func query(_ request: Request) -> [String: String] {
        FormEncoding.decode(request.uri.query ?? "")
    }

    static func search(_ fields: [String: String], perPage: Int) -> GallerySearch {
        GallerySearch(
            text: fields["q"] ?? "", action: fields["action"] ?? "", app: fields["app"] ?? "",
            category: fields["category"] ?? "", page: Int(fields["page"] ?? "") ?? 1, perPage: perPage)
    }

    /// A positive shortcut id from the path, else 404 (a non-number is simply no such page).
    static func id(_ context: GalleryRequestContext) throws(GalleryError) -> Int64 {
        let raw = context.parameters.get("id") ?? ""
        guard let id = Int64(raw), id > 0 else { throw GalleryError(.notFound("shortcut")) }
        return id
    }

    /// `from` and `to` of a diff request: absent means the default, anything else must be a
    /// positive number.
    static func versionPair(_ request: Request) throws(GalleryError) -> (Int?, Int?) {
        let fields = query(request)
        func parse(_ key: String) throws(GalleryError) -> Int? {
            guard let raw = fields[key], !raw.isEmpty else { return nil }
            guard let value = Int(raw), value > 0 else {
                throw GalleryError(.badRequest("'\(key)' must be a version number"), at: "query \(key)")
            }
            return value
        }
        return (try parse("from"), try parse("to"))
    }

    static func number(_ context: GalleryRequestContext) throws(GalleryError) -> Int {
        let raw = context.parameters.get("number") ?? ""
        guard let number = Int(raw), number > 0 else { throw GalleryError(.notFound("version")) }
        return number
    }

    /// The body, at most `limit` bytes whatever the headers claim (a lying Content-Length or a
    /// chunked body is counted as it arrives).
    static func body(_ request: Request, limit: Int) async throws(GalleryError) -> Data {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw GalleryError(.tooLarge(limit: limit))
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Data(buffer: buffer)
        } catch is NIOTooManyBytesError {
            throw GalleryError(.tooLarge(limit: limit))
        } catch {
            throw GalleryError(.badRequest("the request body could not be read"))
        }
    }

    func listing(_ request: Request, home: Bool) async throws -> Response {
        let search = Self.search(Self.query(request), perPage: service.configuration.pageSize)
        let page = try await service.read { try await service.storage.search(search) }
        let visitor = try await visitor(request)
        return GalleryResponses.html(
            GalleryPages.listing(page, search: search, isHome: home, chrome: visitor.chrome(service.configuration)))
    }

    func shortcutPage(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        let id = try Self.id(context)
        var number: Int?
        if let raw = Self.query(request)["version"] {
            guard let requested = Int(raw), requested > 0 else { throw GalleryError(.notFound("version")) }
            number = requested
        }
        let content: PageCache.Page
        let owner: Int64?
        let visitor: Visitor
        if pages.capacity > 0 {
            // The stamp validates the cached page; with a session cookie it comes in the same read
            // as the session's account (the hot path of a signed-in visitor).
            let stamp: GalleryShortcutStamp
            if let session = Self.sessionSecret(request) {
                let found = try await service.stamp(id, session: session)
                stamp = found.stamp
                visitor = Self.visitor(request, session: session, account: found.account, forForms: false)
            } else {
                visitor = try await self.visitor(request)
                stamp = try await service.stamp(id)
            }
            let key = PageCache.Key(shortcutID: id, version: number ?? stamp.latestVersion, stamp: stamp)
            owner = stamp.ownerID
            if let cached = pages.page(for: key) {
                content = cached
            } else {
                let page = try await service.page(id, key.version)
                content = Self.content(page)
                // Kept only when nothing changed between the two reads, so the key describes the body.
                if page.shortcut.latestVersion == stamp.latestVersion { pages.store(content, for: key) }
            }
        } else {
            // Without a cache there is nothing to validate: one read, no stamp.
            visitor = try await self.visitor(request)
            let page = try await service.page(id, number)
            content = Self.content(page)
            owner = page.shortcut.ownerID
        }
        let chrome = visitor.chrome(service.configuration)
        var body = ByteBuffer()
        body.reserveCapacity(content.body.readableBytes + 4096)
        body.writeString(GalleryPageLayout.head(title: content.title, chrome: chrome))
        if let account = visitor.account, account.id == owner, let token = visitor.formToken {
            body.writeString(GalleryPages.ownerPanel(shortcutID: id, token: token))
        }
        body.writeImmutableBuffer(content.body)
        body.writeString(GalleryPageLayout.foot)
        return GalleryResponses.html(body)
    }

    static func content(
        _ page: (shortcut: GalleryShortcut, version: GalleryVersion, versions: [GalleryVersionInfo])
    ) -> PageCache.Page {
        PageCache.Page(
            title: page.version.summary.name,
            body: ByteBuffer(
                string: GalleryPages.shortcutBody(page.shortcut, version: page.version, versions: page.versions)))
    }

    func tile(_ context: GalleryRequestContext) async throws -> Response {
        let id = try Self.id(context)
        guard let svg = try await service.read({ try await service.storage.tile(shortcutID: id) }) else {
            throw GalleryError(.notFound("shortcut \(id)"))
        }
        var response = GalleryResponses.raw(Data(svg.utf8), contentType: "image/svg+xml")
        response.headers[.contentSecurityPolicy] = GalleryPageLayout.tilePolicy
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    /// The add page: for an account, or for anyone when anonymous uploads are on; otherwise a
    /// redirect to the sign-in page.
    func addPage(_ request: Request) async throws -> Response {
        let visitor = try await visitor(request, forForms: true)
        guard visitor.account != nil || service.configuration.allowsAnonymousUploads else {
            return GalleryResponses.redirect("/signin")
        }
        let html = GalleryPages.add(
            token: visitor.formToken ?? "", anonymous: visitor.account == nil,
            chrome: visitor.chrome(service.configuration))
        return Self.respond(html, visitor: visitor, request: request, configuration: service.configuration)
    }

    /// `POST /add` (a new shortcut) and `POST /shortcuts/{id}/versions` (a new version, owner
    /// only): a multipart form with `file` and `csrf` (and `uploader` when anonymous).
    func upload(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: Self.client(request, context, service.configuration))
        let versionOf = context.parameters.get("id") == nil ? nil : try Self.id(context)
        let visitor = try await visitor(request)
        let limit = service.importer.limits.maximumUploadBytes
        let body = try await Self.body(request, limit: limit + 64 * 1024)
        guard let boundary = request.headers[.contentType].flatMap(MultipartFormData.boundary(contentType:)) else {
            throw GalleryError(.badRequest("expected a multipart/form-data upload"))
        }
        let form: MultipartFormData
        do {
            form = try MultipartFormData(data: body, boundary: boundary)
        } catch {
            throw GalleryError(.badRequest(error.description))
        }
        try FormGuard.check(request, token: form.text("csrf"), visitor: visitor)
        let target: AddTarget
        if let versionOf {
            guard let account = visitor.account else {
                throw GalleryError(.unauthorized("sign in to add versions"))
            }
            target = .version(of: versionOf, owner: account.id)
        } else {
            target = try service.newShortcutTarget(for: visitor.account, label: form.text("uploader"))
        }
        guard let file = form.part("file") else {
            throw GalleryError(.badRequest("no file was chosen"), at: "field file")
        }
        let reference = try await service.addFile(file.body, fileName: file.fileName, to: target)
        return GalleryResponses.redirect("/shortcuts/\(reference.shortcutID)?version=\(reference.version)")
    }

    func addICloud(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: Self.client(request, context, service.configuration))
        let visitor = try await visitor(request)
        let body = try await Self.body(request, limit: 16 * 1024)
        let fields = FormEncoding.decode(String(decoding: body, as: UTF8.self))
        try FormGuard.check(request, token: fields["csrf"], visitor: visitor)
        let target = try service.newShortcutTarget(for: visitor.account, label: fields["uploader"])
        guard let link = fields["link"], !link.isEmpty else {
            throw GalleryError(.badRequest("give an iCloud link"), at: "field link")
        }
        let reference = try await service.addICloud(link, to: target)
        return GalleryResponses.redirect("/shortcuts/\(reference.shortcutID)?version=\(reference.version)")
    }

    /// `POST /shortcuts/{id}/delete`: the owner's delete button.
    func deleteShortcut(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: Self.client(request, context, service.configuration))
        let id = try Self.id(context)
        let visitor = try await visitor(request)
        let fields = FormEncoding.decode(
            String(decoding: try await Self.body(request, limit: 16 * 1024), as: UTF8.self))
        try FormGuard.check(request, token: fields["csrf"], visitor: visitor)
        guard let account = visitor.account else { throw GalleryError(.unauthorized("sign in to delete")) }
        try await service.delete(id, by: .account(account))
        return GalleryResponses.redirect("/account")
    }
}

/// The static files served from the module's resources, read once at start.
struct GalleryAssets: Sendable {
    var css: String
    var openAPI: Data

    /// Reads them from the bundle beside the executable (symbolic links resolved; an unpacked release
    /// archive), else SwiftPM's.
    static func load() throws -> GalleryAssets {
        let bundle = ResourceBundle.bundle(named: "ShortcutKit_ShortcutGallery", generated: .module)
        guard let cssURL = bundle.url(forResource: "gallery", withExtension: "css", subdirectory: "Resources"),
            let apiURL = bundle.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources")
        else { throw GalleryError(.storage("the gallery's resources are missing")) }
        let css = try String(contentsOf: cssURL, encoding: .utf8)
        // The flow's rules first, so the gallery's own (body, h1, footer) win where both set something.
        return GalleryAssets(css: ShortcutRenderingCSS.text + "\n" + css, openAPI: try Data(contentsOf: apiURL))
    }
}
