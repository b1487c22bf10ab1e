import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request of Get Contents of URL.
public struct WebRequest: Sendable, Hashable {
    public var url: String
    public var method: String
    /// Header fields in the order the action lists them.
    public var headers: [WebHeader]
    public var body: Data?

    public init(url: String, method: String = "GET", headers: [WebHeader] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// One header field.
public struct WebHeader: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

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

/// Sends the requests of a run that was given network access; a run without one makes no
/// request at all.
public protocol WebTransport: Sendable {
    func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse
}

/// Real HTTP with Foundation's `URLSession` (FoundationNetworking on Linux), so the library
/// needs no server stack and compiles on Apple platforms unchanged.
public struct URLSessionTransport: WebTransport {
    public init() {}

    public func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { throw ActionFailure(.network("not an http(s) URL: \(request.url)")) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = max(
            0.1, Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = urlRequest.timeoutInterval
        configuration.timeoutIntervalForResource = urlRequest.timeoutInterval
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw ActionFailure(.network("\(request.method) \(request.url): \(error.localizedDescription)"))
        }
        guard data.count <= maximumBytes else {
            throw ActionFailure(
                .tooLarge("the response of \(request.url) is \(data.count) bytes (limit \(maximumBytes))"))
        }
        let http = response as? HTTPURLResponse
        let headers = (http?.allHeaderFields ?? [:]).map { WebHeader(name: "\($0.key)", value: "\($0.value)") }
        return WebResponse(
            status: http?.statusCode ?? 200, contentType: http?.value(forHTTPHeaderField: "Content-Type"), body: data,
            finalURL: response.url?.absoluteString, headers: headers.sorted { $0.name < $1.name })
    }
}
