import Foundation

/// One request for ``BoundedHTTPClient``.
package struct BoundedHTTPRequest: Sendable, Hashable {
    /// An `http` or `https` URL.
    package var url: String
    /// `GET`, `POST`, …
    package var method: String
    /// Header fields, in the order sent.
    package var headers: [BoundedHTTPHeader]
    /// The body, if any.
    package var body: Data?

    /// A request.
    package init(url: String, method: String = "GET", headers: [BoundedHTTPHeader] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// One header field of a ``BoundedHTTPRequest``.
package struct BoundedHTTPHeader: Sendable, Hashable {
    /// The field name.
    package var name: String
    /// The field value.
    package var value: String

    /// A header field.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The answer to a ``BoundedHTTPRequest``.
package struct BoundedHTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    package var status: Int
    /// The header fields, sorted by name (Foundation hands them over as a dictionary, so their
    /// order on the wire is lost); names spelled as Foundation gives them.
    package var headers: [BoundedHTTPHeader]
    /// The body's bytes (after any transfer decoding).
    package var body: Data
    /// The URL the answer came from: the request's, or the last one after redirects.
    package var url: String

    /// A response.
    package init(status: Int, headers: [BoundedHTTPHeader] = [], body: Data, url: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// The value of header `name` (any case).
    package func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
