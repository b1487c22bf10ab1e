import Foundation
import GalleryAPI
import HTTPTypes
import Hummingbird
import NIOCore

/// Building responses: HTML with the strict policy, JSON, bytes, redirects, and errors as a page
/// or a JSON body depending on where the request went.
enum GalleryResponses {
    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        html(ByteBuffer(string: text), status: status)
    }

    static func html(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = GalleryPageLayout.contentSecurityPolicy
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: body))
    }

    static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> Response {
        let data = StoredJSON.data(value) ?? Data("{}".utf8)
        return raw(data, contentType: "application/json", status: status)
    }

    static func raw(_ data: Data, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentSecurityPolicy] = "default-src 'none'; frame-ancestors 'none'"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The original file as a download. The file name is made here from the shortcut's name
    /// (letters, digits, space, `-`, `_` only), never taken from a request.
    static func download(_ data: Data, name: String) -> Response {
        var response = raw(data, contentType: "application/octet-stream")
        let safe = String(
            name.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) && $0.isASCII || " -_".unicodeScalars.contains($0)
            }.map(Character.init).prefix(80)
        ).trimmingCharacters(in: .whitespaces)
        let file = (safe.isEmpty ? "shortcut" : safe) + ".shortcut"
        response.headers[.contentDisposition] = "attachment; filename=\"\(file)\""
        return response
    }

    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    /// `error` as the status it maps to: an HTML page, or `{"error": …, "status": …}` under `/api/`.
    static func error(_ error: GalleryError, api: Bool) -> Response {
        let status = HTTPResponse.Status(code: error.status)
        var response: Response
        if api {
            response = json(APIErrorReply(error: error.description, status: error.status), status: status)
        } else {
            response = html(GalleryPageLayout.error(status: error.status, message: error.description), status: status)
        }
        if case .rateLimited(let seconds) = error.reason { response.headers[.retryAfter] = String(seconds) }
        if case .unauthorized = error.reason { response.headers[.wwwAuthenticate] = "Bearer" }
        return response
    }
}

extension HTTPField.Name {
    static let contentSecurityPolicy = Self("Content-Security-Policy")!
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}
