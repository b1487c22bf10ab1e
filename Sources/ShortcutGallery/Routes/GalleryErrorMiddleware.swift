import GalleryAPI
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
        let api = request.uri.path.hasPrefix(GalleryAPIPath.prefix)
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as GalleryError {
            response = GalleryResponses.error(error, api: api)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own refusals (no such route, unsupported method, …), in our format.
            let status = error.status
            let reason: GalleryError.Reason = status.code == 404 ? .notFound("page") : .badRequest(status.reasonPhrase)
            response = GalleryResponses.error(GalleryError(reason), api: api)
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
