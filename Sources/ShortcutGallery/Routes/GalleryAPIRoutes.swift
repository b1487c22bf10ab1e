import Foundation
import GalleryAPI
import Hummingbird
import ShortcutAudit
import ShortcutDiff
import ShortcutModel

/// The JSON API under `/api/`, described by `Resources/openapi.json` (served at
/// `/api/openapi.json`; tests check that the document and the router list the same routes, and
/// that each body type below and in the `GalleryAPI` module matches its schema). The bodies
/// `shortcut publish` also reads or sends live in `GalleryAPI`.
struct GalleryAPIRoutes: Sendable {
    let service: GalleryService
    let assets: GalleryAssets

    struct ShortcutList: OpenAPISchemaNamed {
        static let openAPISchema = "ShortcutList"
        var items: [GalleryShortcut]
        var page: Int
        var hasNextPage: Bool
    }

    struct ShortcutDetail: OpenAPISchemaNamed {
        static let openAPISchema = "ShortcutDetail"
        var shortcut: GalleryShortcut
        var versions: [GalleryVersionInfo]
    }

    struct VersionDetail: OpenAPISchemaNamed {
        static let openAPISchema = "VersionDetail"
        var shortcutID: Int64
        var info: GalleryVersionInfo
        var summary: ShortcutSummary
        var signingSummary: String
        var audit: AuditReport?
        /// Nil for a version stored before the gallery checked, until it is rendered again.
        var check: GalleryCheck?
    }

    struct DiffResponse: OpenAPISchemaNamed {
        static let openAPISchema = "DiffResponse"
        var shortcutID: Int64
        var from: Int
        var to: Int
        var diff: ShortcutDiff
    }

    /// The caller of a request that must have one: 401 without a token.
    func requireCaller(_ request: Request) async throws(GalleryError) -> APICaller {
        guard let caller = try await service.apiCaller(authorization: request.headers[.authorization]) else {
            throw GalleryError(.unauthorized("this needs an API token: Authorization: Bearer <token>"))
        }
        return caller
    }

    /// The account of a request that adds something: 401 without a token, 403 for the admin
    /// token (it deletes; it owns nothing).
    func requireAccount(_ request: Request) async throws(GalleryError) -> GalleryAccount {
        guard let account = try await requireCaller(request).account else {
            throw GalleryError(.forbidden("the admin token deletes; adding needs an account's API token"))
        }
        return account
    }

    /// Where `POST /api/shortcuts` and `/api/shortcuts/icloud` put a new shortcut: owned by the
    /// token's account; without a token, anonymous when the gallery allows it, else 401.
    func newShortcutTarget(_ request: Request, label: String?) async throws(GalleryError) -> AddTarget {
        if request.headers[.authorization] != nil {
            return try service.newShortcutTarget(for: try await requireAccount(request), label: nil)
        }
        return try service.newShortcutTarget(for: nil, label: label)
    }

    func register(on router: Router<GalleryRequestContext>) {
        router.get(RouterPath(GalleryAPIPath.openAPIDocument.route)) { _, _ in
            GalleryResponses.raw(assets.openAPI, contentType: "application/json")
        }
        router.get(RouterPath(GalleryAPIPath.shortcuts.route)) { request, _ in
            let search = GalleryRoutes.search(GalleryRoutes.query(request), perPage: service.configuration.pageSize)
            let page = try await service.read { try await service.storage.search(search) }
            return GalleryResponses.json(
                ShortcutList(items: page.items, page: page.page, hasNextPage: page.hasNextPage))
        }
        router.post(RouterPath(GalleryAPIPath.shortcuts.route)) { request, context in
            try await service.checkRate(client: GalleryRoutes.client(request, context, service.configuration))
            let query = GalleryRoutes.query(request)
            let target = try await newShortcutTarget(request, label: query["uploader"])
            let data = try await GalleryRoutes.body(request, limit: service.importer.limits.maximumUploadBytes)
            return created(
                try await service.addFile(
                    data, fileName: nil, givenName: query["name"].flatMap(Shortcut.name(ofFile:)), to: target))
        }
        router.post(RouterPath(GalleryAPIPath.versions.route)) { request, context in
            try await service.checkRate(client: GalleryRoutes.client(request, context, service.configuration))
            let id = try GalleryRoutes.id(context)
            let account = try await requireAccount(request)
            let data = try await GalleryRoutes.body(request, limit: service.importer.limits.maximumUploadBytes)
            let name = GalleryRoutes.query(request)["name"]
            return created(
                try await service.addFile(
                    data, fileName: nil, givenName: name.flatMap(Shortcut.name(ofFile:)),
                    to: .version(of: id, owner: account.id)))
        }
        router.post(RouterPath(GalleryAPIPath.iCloudShortcuts.route)) { request, context in
            try await service.checkRate(client: GalleryRoutes.client(request, context, service.configuration))
            let data = try await GalleryRoutes.body(request, limit: 16 * 1024)
            guard let body = try? GalleryJSON.decoder.decode(ICloudUploadRequest.self, from: data) else {
                throw GalleryError(.badRequest("expected a JSON object {\"link\": …, \"uploader\": …}"))
            }
            let target = try await newShortcutTarget(request, label: body.uploader)
            return created(try await service.addICloud(body.link, to: target))
        }
        router.get(RouterPath(GalleryAPIPath.account.route)) { request, _ in
            let account = try await requireAccount(request)
            let owned = try await service.read { try await service.storage.shortcuts(ownedBy: account.id) }
            return GalleryResponses.json(
                AccountDetail(username: account.username, createdAt: account.createdAt, shortcuts: owned))
        }
        router.get(RouterPath(GalleryAPIPath.shortcut.route)) { _, context in
            let id = try GalleryRoutes.id(context)
            let shortcut = try await service.shortcut(id)
            let versions = try await service.read { try await service.storage.versions(shortcutID: id) }
            return GalleryResponses.json(ShortcutDetail(shortcut: shortcut, versions: versions))
        }
        router.delete(RouterPath(GalleryAPIPath.shortcut.route)) { request, context in
            try await service.checkRate(client: GalleryRoutes.client(request, context, service.configuration))
            let id = try GalleryRoutes.id(context)
            try await service.delete(id, by: try await requireCaller(request))
            return Response(status: .noContent)
        }
        router.get(RouterPath(GalleryAPIPath.version.route)) { _, context in
            let version = try await service.version(try GalleryRoutes.id(context), try GalleryRoutes.number(context))
            return GalleryResponses.json(
                VersionDetail(
                    shortcutID: version.shortcutID, info: version.info, summary: version.summary,
                    signingSummary: version.signingSummary,
                    audit: version.auditJSON.flatMap { try? StoredJSON.audit($0) },
                    check: version.checkJSON.flatMap { try? StoredJSON.check($0) }))
        }
        router.get(RouterPath(GalleryAPIPath.diff.route)) { request, context in
            let (from, to) = try GalleryRoutes.versionPair(request)
            let diff = try await service.diff(try GalleryRoutes.id(context), from: from, to: to)
            return GalleryResponses.json(
                DiffResponse(shortcutID: diff.shortcut.id, from: diff.from, to: diff.to, diff: diff.diff))
        }
        router.get(RouterPath(GalleryAPIPath.original.route)) { _, context in
            let original = try await service.original(try GalleryRoutes.id(context), try GalleryRoutes.number(context))
            return GalleryResponses.download(original.data, name: original.name)
        }
    }

    func created(_ reference: VersionReference) -> Response {
        var response = GalleryResponses.json(
            CreatedVersion(
                shortcutID: reference.shortcutID, version: reference.version,
                url: "/shortcuts/\(reference.shortcutID)"),
            status: .created)
        response.headers[.location] = GalleryAPIPath.shortcut(reference.shortcutID)
        return response
    }
}
