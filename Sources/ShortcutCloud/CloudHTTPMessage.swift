import Foundation

/// One request for ``CloudHTTPClient``.
package struct CloudHTTPRequest: Sendable, Hashable {
    /// An `http` or `https` URL.
    package var url: String
    /// `GET`, `POST`, …
    package var method: String
    /// Header fields, in the order sent.
    package var headers: [CloudHTTPHeader]
    /// The body, if any.
    package var body: Data?

    /// A request.
    package init(url: String, method: String = "GET", headers: [CloudHTTPHeader] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// One header field of a ``CloudHTTPRequest``.
package struct CloudHTTPHeader: Sendable, Hashable {
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

/// The answer to a ``CloudHTTPRequest``.
package struct CloudHTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    package var status: Int
    /// The header fields, by lower-cased name.
    package var headers: [String: String]
    /// The body's bytes (after any transfer decoding).
    package var body: Data

    /// A response.
    package init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of header `name` (any case).
    package func header(_ name: String) -> String? { headers[name.lowercased()] }
}
