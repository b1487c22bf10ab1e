import CloudTestSupport
import Foundation
import Hummingbird
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The trap that stopped the network and gallery suites from sharing a process: a test server
/// stopped while connections it has accepted still wait in its accept loop's buffer. Those
/// connections' `NIOAsyncChannel`s never reach `executeThenClose`; when the server task was
/// cancelled they were released with their outbound `NIOAsyncWriter` unfinished and SwiftNIO
/// trapped ("Deinited NIOAsyncWriter without calling finish()", apple/swift-nio#3481). With
/// ``TestHTTPServer/stop()`` cancelling instead of shutting down gracefully, this test kills the
/// test process within its first rounds.
@Suite(.serialized) struct TestHTTPServerStopTests {
    /// Plain TCP connections to 127.0.0.1:`port` that send nothing (accepted by the kernel at once).
    static func openConnections(port: Int, count: Int) -> [Int32] {
        (0..<count).compactMap { _ in try? LoopbackSocket.connect(port: port) }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test func stoppingWithAcceptedConnectionsStillBufferedNeitherTrapsNorHangs() async throws {
        let router = Router()
        router.get("ping") { _, _ in "pong" }
        for _ in 0..<25 {
            let server = try await TestHTTPServer.start(router, serverName: "StopTest")
            // A burst of connections, then stop at once: some are accepted by the server channel but
            // not yet taken by the accept loop when the shutdown begins.
            let sockets = Self.openConnections(port: server.port, count: 48)
            #expect(sockets.count == 48, "only \(sockets.count) of 48 connections were made")
            let start = ContinuousClock.now
            await server.stop()
            // Idle connections are closed by the shutdown: it does not wait for the clients.
            #expect(ContinuousClock.now - start < .seconds(20))
            for fd in sockets { close(fd) }
            // Stopped means stopped: nothing listens on the port any more.
            #expect(Self.openConnections(port: server.port, count: 1).map { close($0) }.isEmpty)
        }
    }
}
