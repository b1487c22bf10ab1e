import Foundation
import Hummingbird
import NIOCore
import ShortcutAudit

/// The HTML pages' routes. Handlers translate HTTP into ``GalleryService`` calls and back;
/// failures are thrown as ``GalleryError`` and rendered by ``GalleryErrorMiddleware``.
struct GalleryRoutes: Sendable {
    let service: GalleryService
    let assets: GalleryAssets
    let pages: PageCache

    func register(on router: Router<GalleryRequestContext>) {
        router.get("/") { request, _ in try await listing(request, home: true) }
        router.get("/search") { request, _ in try await listing(request, home: false) }
        router.get("/add") { _, _ in GalleryResponses.html(GalleryPages.add()) }
        router.post("/add") { request, context in try await upload(request, context: context) }
        router.post("/add/icloud") { request, context in try await addICloud(request, context: context) }
        router.get("/shortcuts/:id") { request, context in try await shortcutPage(request, context: context) }
        router.get("/shortcuts/:id/tile.svg") { _, context in try await tile(context) }
        router.get("/shortcuts/:id/versions/:number/download") { _, context in
            let original = try await service.original(try Self.id(context), try Self.number(context))
            return GalleryResponses.download(original.data, name: original.name)
        }
        router.get("/shortcuts/:id/diff") { request, context in
            let (from, to) = try Self.versionPair(request)
            let diff = try await service.diff(try Self.id(context), from: from, to: to)
            return GalleryResponses.html(GalleryDiffPage.render(diff))
        }
        router.get("/static/gallery.css") { _, _ in
            var response = GalleryResponses.raw(Data(assets.css.utf8), contentType: "text/css; charset=utf-8")
            response.headers[.cacheControl] = "public, max-age=3600"
            return response
        }
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
        return GalleryResponses.html(GalleryPages.listing(page, search: search, isHome: home))
    }

    func shortcutPage(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        let id = try Self.id(context)
        var number: Int?
        if let raw = Self.query(request)["version"] {
            guard let requested = Int(raw), requested > 0 else { throw GalleryError(.notFound("version")) }
            number = requested
        }
        // Without a cache there is nothing to validate: one read, no stamp.
        guard pages.capacity > 0 else {
            let page = try await service.page(id, number)
            return GalleryResponses.html(
                GalleryPages.shortcut(page.shortcut, version: page.version, versions: page.versions))
        }
        let stamp = try await service.stamp(id)
        let key = PageCache.Key(shortcutID: id, version: number ?? stamp.latestVersion, stamp: stamp)
        if let body = pages.page(for: key) { return GalleryResponses.html(body) }
        let page = try await service.page(id, key.version)
        let body = ByteBuffer(
            string: GalleryPages.shortcut(page.shortcut, version: page.version, versions: page.versions))
        // Kept only when nothing was added between the two reads, so the key describes the body.
        if page.shortcut.latestVersion == stamp.latestVersion { pages.store(body, for: key) }
        return GalleryResponses.html(body)
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

    func upload(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: context.clientAddress)
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
        guard let file = form.part("file") else {
            throw GalleryError(.badRequest("no file was chosen"), at: "field file")
        }
        let reference = try await service.addFile(file.body, fileName: file.fileName, uploader: form.text("uploader"))
        return GalleryResponses.redirect("/shortcuts/\(reference.shortcutID)?version=\(reference.version)")
    }

    func addICloud(_ request: Request, context: GalleryRequestContext) async throws -> Response {
        try await service.checkRate(client: context.clientAddress)
        let body = try await Self.body(request, limit: 16 * 1024)
        let fields = FormEncoding.decode(String(decoding: body, as: UTF8.self))
        guard let link = fields["link"], !link.isEmpty else {
            throw GalleryError(.badRequest("give an iCloud link"), at: "field link")
        }
        let reference = try await service.addICloud(link, uploader: fields["uploader"])
        return GalleryResponses.redirect("/shortcuts/\(reference.shortcutID)?version=\(reference.version)")
    }
}

/// The static files served from the module's resources, read once at start.
struct GalleryAssets: Sendable {
    var css: String
    var openAPI: Data

    static func load() throws -> GalleryAssets {
        guard let cssURL = Bundle.module.url(forResource: "gallery", withExtension: "css", subdirectory: "Resources"),
            let apiURL = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources")
        else { throw GalleryError(.storage("the gallery's resources are missing")) }
        let css = try String(contentsOf: cssURL, encoding: .utf8)
        // The flow's rules first, so the gallery's own (body, h1, footer) win where both set something.
        return GalleryAssets(css: ShortcutRenderingCSS.text + "\n" + css, openAPI: try Data(contentsOf: apiURL))
    }
}
