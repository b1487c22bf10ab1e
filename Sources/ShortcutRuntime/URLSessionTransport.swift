import BoundedHTTP
import Foundation

/// Real HTTP for a run: the library's one HTTP client (`BoundedHTTPClient`, on Foundation's
/// `URLSession`, FoundationNetworking on Linux), so the library needs no server stack and compiles
/// on Apple platforms unchanged.
///
/// Every request has a deadline over the whole exchange (the run's remaining time), and the body is
/// refused as soon as it passes the run's `maximumResponseBytes`, while it arrives: a server that
/// trickles its answer or streams without end can neither hang the run nor exhaust memory. One
/// transport holds one session, so a run's requests reuse connections.
public struct URLSessionTransport: WebTransport {
    private let client: BoundedHTTPClient

    /// A transport with its own client (and `URLSession`), released with the last copy.
    public init() {
        self.init(client: BoundedHTTPClient(maxConnectionsPerHost: 4))
    }

    /// A transport on `client`, which the caller owns.
    package init(client: BoundedHTTPClient) {
        self.client = client
    }

    /// Sends `request`; a failure is one line naming the method and URL (a network failure or
    /// timeout is ``RunError/Reason/network(_:)``, a body over `maximumBytes`
    /// ``RunError/Reason/tooLarge(_:)``).
    public func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
        let outgoing = BoundedHTTPRequest(
            url: request.url, method: request.method,
            headers: request.headers.map { BoundedHTTPHeader(name: $0.name, value: $0.value) }, body: request.body)
        let response: BoundedHTTPResponse
        do {
            response = try await client.send(outgoing, timeout: timeout, maximumBytes: maximumBytes)
        } catch {
            throw Self.failure(error, method: request.method)
        }
        return WebResponse(
            status: response.status, contentType: response.header("Content-Type"), body: response.body,
            finalURL: response.url, headers: response.headers.map { WebHeader(name: $0.name, value: $0.value) })
    }

    /// The run's failure for a client error.
    static func failure(_ error: BoundedHTTPError, method: String) -> ActionFailure {
        switch error.reason {
        case .tooLarge(let limit):
            ActionFailure(.tooLarge("the response of \(error.url) is larger than \(limit) bytes"))
        case .badURL, .timeout, .cancelled, .network:
            ActionFailure(.network("\(method) \(error)"))
        }
    }
}
