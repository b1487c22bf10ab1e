import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
