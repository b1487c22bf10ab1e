import Foundation

/// One request for ``CloudHTTPClient``.
public struct CloudHTTPRequest: Sendable, Hashable {
    /// An `http` or `https` URL.
    public var url: String
    /// `GET`, `POST`, …
    public var method: String
    /// Header fields, in the order sent.
    public var headers: [CloudHTTPHeader]
    /// The body, if any.
    public var body: Data?

    /// A request.
    public init(url: String, method: String = "GET", headers: [CloudHTTPHeader] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// One header field of a ``CloudHTTPRequest``.
public struct CloudHTTPHeader: Sendable, Hashable {
    /// The field name.
    public var name: String
    /// The field value.
    public var value: String

    /// A header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The answer to a ``CloudHTTPRequest``.
public struct CloudHTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// The header fields, by lower-cased name.
    public var headers: [String: String]
    /// The body's bytes (after any transfer decoding).
    public var body: Data

    /// A response.
    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of header `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
