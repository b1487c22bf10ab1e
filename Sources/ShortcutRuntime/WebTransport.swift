/// Sends the requests of a run that was given network access; a run without one makes no
/// request at all.
public protocol WebTransport: Sendable {
    func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse
}
