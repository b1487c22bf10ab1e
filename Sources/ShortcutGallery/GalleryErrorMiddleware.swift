import HTTPTypes
import Hummingbird

/// Turns every failure into a clean response (a page, or JSON under `/api/`) and adds the
/// headers every response carries. Unknown routes become the gallery's 404 page; unexpected
/// errors a 500 without details.
struct GalleryErrorMiddleware: RouterMiddleware {
    typealias Context = GalleryRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let api = request.uri.path.hasPrefix("/api/")
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as GalleryError {
            response = GalleryResponses.error(error, api: api)
        } catch let error as any HTTPResponseError {
            let status = error.status
            let reason: GalleryError.Reason =
                switch status.code {
                case 404: .notFound("page")
                case 413: .tooLarge(limit: -1)
                default: .badRequest(status.reasonPhrase)
                }
            var galleryError = GalleryError(reason)
            if status.code == 413 { galleryError = GalleryError(.badRequest("the request body is too large")) }
            response = GalleryResponses.error(galleryError, api: api)
            response.status = status
        } catch {
            context.logger.error("gallery: \(error)")
            response = GalleryResponses.error(GalleryError(.storage("internal error")), api: api)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = GalleryPageLayout.contentSecurityPolicy
        }
        return response
    }
}
