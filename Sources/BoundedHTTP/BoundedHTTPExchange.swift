import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight on a ``BoundedHTTPClient``: collects the body up to its limit and resumes
/// its caller exactly once — with the answer, the session's error, or cancellation, whichever
/// comes first.
final class BoundedHTTPExchange: @unchecked Sendable {
    let url: String
    let timeout: Duration
    let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var continuation: CheckedContinuation<Result<BoundedHTTPResponse, BoundedHTTPError>, Never>?
    private var outcome: Result<BoundedHTTPResponse, BoundedHTTPError>?

    init(url: String, timeout: Duration, limit: Int) {
        self.url = url
        self.timeout = timeout
        self.limit = limit
    }

    /// Starts `task` and waits for its outcome; cancelling the calling task cancels `task`.
    func run(_ task: URLSessionDataTask) async -> Result<BoundedHTTPResponse, BoundedHTTPError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let outcome {
                    lock.unlock()
                    continuation.resume(returning: outcome)
                    return
                }
                self.continuation = continuation
                lock.unlock()
                task.resume()
            }
        } onCancel: {
            if finish(.failure(BoundedHTTPError(.cancelled, url: url))) { task.cancel() }
        }
    }

    /// Settles the exchange; `false` when it was already settled.
    @discardableResult
    func finish(_ result: Result<BoundedHTTPResponse, BoundedHTTPError>) -> Bool {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return false
        }
        outcome = result
        let waiting = continuation
        continuation = nil
        body = Data()
        lock.unlock()
        waiting?.resume(returning: result)
        return true
    }

    /// Adds body bytes; `false` (and the exchange settled) once the body passes the limit.
    func receive(_ data: Data, expectedLength: Int64?) -> Bool {
        lock.lock()
        let settled = outcome != nil
        let over = (expectedLength ?? 0) > Int64(limit) || body.count + data.count > limit
        if !settled && !over { body.append(data) }
        lock.unlock()
        if settled { return false }
        if over {
            finish(.failure(BoundedHTTPError(.tooLarge(limit: limit), url: url)))
            return false
        }
        return true
    }

    /// The session finished the task: success with what arrived, or its error.
    func complete(response: URLResponse?, error: (any Error)?) {
        if let error {
            finish(.failure(BoundedHTTPError(Self.reason(for: error, timeout: timeout), url: url)))
            return
        }
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(BoundedHTTPError(.network("no HTTP response"), url: url)))
            return
        }
        let headers = http.allHeaderFields.map { BoundedHTTPHeader(name: "\($0.key)", value: "\($0.value)") }
        lock.lock()
        let data = body
        lock.unlock()
        let response = BoundedHTTPResponse(
            status: http.statusCode, headers: headers.sorted { $0.name < $1.name }, body: data,
            url: http.url?.absoluteString ?? url)
        finish(.success(response))
    }

    /// The reason for a session error: URLError's codes, named.
    static func reason(for error: any Error, timeout: Duration) -> BoundedHTTPError.Reason {
        guard let urlError = error as? URLError else { return .network("\(error)") }
        let what: String
        switch urlError.code {
        case .timedOut: return .timeout(timeout)
        case .cancelled: return .cancelled
        case .cannotConnectToHost: what = "cannot connect to the host (connection refused)"
        case .cannotFindHost, .dnsLookupFailed: what = "cannot find the host"
        case .networkConnectionLost: what = "the connection was lost (truncated answer)"
        case .notConnectedToInternet: what = "not connected to a network"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            what = "the TLS connection failed"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: what = "too many or broken redirects"
        case .badServerResponse: what = "the server's answer is not valid HTTP"
        // libcurl's errors without a URLError of their own, such as a body cut short.
        case .unknown: what = "the connection failed or broke off"
        default: what = "the request failed"
        }
        return .network("\(what) (URLError \(urlError.code.rawValue))")
    }
}

/// The session's delegate: hands each task's callbacks to its ``BoundedHTTPExchange``.
final class BoundedHTTPExchanges: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var byTask: [Int: BoundedHTTPExchange] = [:]

    func register(_ exchange: BoundedHTTPExchange, for task: URLSessionTask) {
        lock.lock()
        byTask[task.taskIdentifier] = exchange
        lock.unlock()
    }

    func remove(_ task: URLSessionTask) {
        lock.lock()
        byTask[task.taskIdentifier] = nil
        lock.unlock()
    }

    private func exchange(_ task: URLSessionTask) -> BoundedHTTPExchange? {
        lock.lock()
        defer { lock.unlock() }
        return byTask[task.taskIdentifier]
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(dataTask) else { return }
        let expected = dataTask.response.map(\.expectedContentLength).flatMap { $0 >= 0 ? $0 : nil }
        if !exchange.receive(data, expectedLength: expected) { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(task)?.complete(response: task.response, error: error)
    }
}
