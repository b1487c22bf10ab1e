import Foundation

/// The answer to a ``WebRequest``.
public struct WebResponse: Sendable, Hashable {
    public var status: Int
    /// `Content-Type`, if the server sent one.
    public var contentType: String?
    public var body: Data
    /// The URL the answer came from, after redirects.
    public var finalURL: String?
    /// The response's header fields (Get Headers of URL), in the order the transport gives them.
    public var headers: [WebHeader]

    /// A response.
    /// - Parameters:
    ///   - status: the HTTP status code.
    ///   - contentType: the `Content-Type` header, if any.
    ///   - body: the body's bytes.
    ///   - finalURL: the URL after redirects.
    ///   - headers: every header field.
    public init(status: Int, contentType: String?, body: Data, finalURL: String? = nil, headers: [WebHeader] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.finalURL = finalURL
        self.headers = headers
    }
}
