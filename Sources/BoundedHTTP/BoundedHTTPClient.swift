import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The library's one HTTP client — what `ShortcutCloud`'s `ICloudClient` and `SigningServerClient`,
/// `shortcut publish` and the runtime's `URLSessionTransport` (Get Contents of URL in `shortcut run`)
/// share: Foundation's `URLSession` (FoundationNetworking, on libcurl, on Linux), so the library and
/// the `shortcut` CLI link no server stack (SwiftNIO, AsyncHTTPClient).
///
/// One client holds one session, so connections are reused between requests (keep-alive) up to
/// `maxConnectionsPerHost` per host. Every request has a hard deadline over the whole exchange
/// (connect, head and body) and a byte limit checked while the body arrives, so neither a server
/// that stalls mid-body nor one that streams without end can hang the caller or exhaust memory.
/// Cancelling the calling task cancels the request at once.
///
/// Create one per batch of work and call ``shutdown()`` when done (`ICloudClient.withHTTPClient`
/// does both); a client that is dropped without it cancels whatever it still runs.
public final class BoundedHTTPClient: Sendable {
    private let session: URLSession
    private let exchanges: BoundedHTTPExchanges

    /// A client allowing `maxConnectionsPerHost` parallel connections to one host.
    public init(maxConnectionsPerHost: Int = 8) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let exchanges = BoundedHTTPExchanges()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.exchanges = exchanges
        self.session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Cancels whatever is still running and releases the session; later requests fail.
    public func shutdown() {
        session.invalidateAndCancel()
    }

    /// Sends `request` and collects the answer, whatever its status. Redirects are followed; the
    /// response names the URL it came from.
    ///
    /// - Parameters:
    ///   - request: what to send.
    ///   - timeout: the deadline for the whole exchange, from connecting to the last body byte.
    ///   - maximumBytes: the largest body accepted; a longer one ends the exchange at once.
    /// - Throws: ``BoundedHTTPError`` naming the URL: not an http(s) URL, a timeout, cancellation, a
    ///   body over the limit, or a network failure (refused or dropped connection, TLS, a truncated body).
    package func send(
        _ request: BoundedHTTPRequest, timeout: Duration, maximumBytes: Int
    ) async throws(BoundedHTTPError) -> BoundedHTTPResponse {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { throw BoundedHTTPError(.badURL, url: request.url) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        // URLSession's timeout is one of inactivity, and FoundationNetworking keeps only its whole
        // seconds (0.6 s would be 0: every request timed out at once). The deadline below is the
        // real bound; this one only has to lie beyond it.
        let (seconds, attoseconds) = timeout.components
        urlRequest.timeoutInterval = (Double(seconds) + Double(attoseconds) / 1e18 + 1).rounded(.up)
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body
        let task = session.dataTask(with: urlRequest)
        let exchange = BoundedHTTPExchange(url: request.url, timeout: timeout, limit: maximumBytes)
        exchanges.register(exchange, for: task)
        defer { exchanges.remove(task) }
        // The deadline over the whole exchange races the exchange itself: URLSession's own timeout
        // is one of inactivity, so a body that trickles in would never reach it.
        let result = await withTaskGroup(of: Result<BoundedHTTPResponse, BoundedHTTPError>?.self) { group in
            group.addTask { await exchange.run(task) }
            group.addTask {
                do {
                    try await Task.sleep(for: timeout)
                } catch {
                    return nil
                }
                return .failure(BoundedHTTPError(.timeout(timeout), url: request.url))
            }
            var outcome: Result<BoundedHTTPResponse, BoundedHTTPError>?
            for await first in group where first != nil {
                outcome = first
                break
            }
            group.cancelAll()
            return outcome ?? .failure(BoundedHTTPError(.cancelled, url: request.url))
        }
        return try result.get()
    }
}
