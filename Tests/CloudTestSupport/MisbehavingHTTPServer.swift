import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// A server on 127.0.0.1 that answers late or trickles its body: what an HTTP client's deadline
/// must survive (BoundedHTTP's client and the runtime's `URLSessionTransport` are tested against
/// it; a body without end is ``EndlessBodySocketServer``'s, which can count what the client read).
///
/// Routes:
/// - `GET /late`: `answered late` (text/plain), 200 ms after the request.
/// - `GET /trickle`: status 200, then one byte every 50 ms without end.
/// - `GET /redirect`: 302 to `/headers`.
/// - `GET /headers`: `after the redirect` with an `X-Shortcut: runs off the device` header.
///
/// The trickle ends when the client goes away (its write fails) or the server stops, and after 20 s
/// at most, so the graceful stop (``TestHTTPServer/stop()``) never waits long.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
package final class MisbehavingHTTPServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    package let base: String
    private let server: TestHTTPServer
    private let state: State

    /// Bytes the trickle wrote, and whether the server is stopping.
    actor State {
        var written: [String: Int] = [:]
        var stopped = false
        func add(_ count: Int, to path: String) { written[path, default: 0] += count }
        func stop() { stopped = true }
    }

    private init(base: String, server: TestHTTPServer, state: State) {
        self.base = base
        self.server = server
        self.state = state
    }

    /// The body bytes the route `path` (`/trickle`) has written so far, over all requests.
    package func bytesWritten(by path: String) async -> Int { await state.written[path] ?? 0 }

    /// Starts a server, runs `body` with it and always stops it.
    package static func with<T>(_ body: (MisbehavingHTTPServer) async throws -> T) async throws -> T {
        let server = try await start()
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    static func start() async throws -> MisbehavingHTTPServer {
        let state = State()
        let router = Router()
        router.get("late") { _, _ -> Response in
            try await Task.sleep(for: .milliseconds(200))
            return Response(
                status: .ok, headers: [.contentType: "text/plain"],
                body: .init(byteBuffer: ByteBuffer(string: "answered late")))
        }
        router.get("trickle") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/plain"],
                body: trickle(state, path: "/trickle"))
        }
        router.get("redirect") { _, _ -> Response in
            Response(status: .found, headers: [.location: "/headers"])
        }
        router.get("headers") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain"
            headers[HTTPField.Name("X-Shortcut")!] = "runs off the device"
            return Response(
                status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "after the redirect")))
        }
        let server = try await TestHTTPServer.start(router, serverName: "Misbehaving")
        return MisbehavingHTTPServer(base: "http://127.0.0.1:\(server.port)", server: server, state: state)
    }

    /// A body of one byte every 50 ms, until the client goes away (the write throws), the server
    /// stops or 20 s pass.
    private static func trickle(_ state: State, path: String) -> ResponseBody {
        ResponseBody { writer in
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(20), !(await state.stopped) {
                try await writer.write(ByteBuffer(string: "x"))
                await state.add(1, to: path)
                try await Task.sleep(for: .milliseconds(50))
            }
            try await writer.finish(nil)
        }
    }

    /// Ends the trickle, then shuts down gracefully and waits (``TestHTTPServer/stop()``).
    package func stop() async {
        await state.stop()
        await server.stop()
    }
}
