import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// A Hummingbird application serving a test on 127.0.0.1 (a free port), stopped by a graceful
/// shutdown — never by cancelling its task.
///
/// Cancelling `Application.run()` leaves the connections the server channel has accepted but the
/// accept loop has not yet taken in the channel's inbound buffer. Each is a `NIOAsyncChannel` that
/// never reaches `executeThenClose`, so its outbound `NIOAsyncWriter` is deinited without `finish()`
/// and SwiftNIO traps ("Deinited NIOAsyncWriter without calling finish()"), killing the whole test
/// process (apple/swift-nio#3481, #2637: the maintainers' advice is a graceful shutdown). A graceful
/// shutdown quiesces: the accept loop ends normally and every accepted connection is served or closed.
/// `TestHTTPServerStopTests` reproduces the trap with a burst of connections just before `stop()`.
package final class TestHTTPServer: Sendable {
    /// The bound port.
    package let port: Int
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, group: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.group = group
        self.task = task
    }

    /// Binds `router` on 127.0.0.1 and returns once the port is bound.
    package static func start(_ router: Router<BasicRequestContext>, serverName: String) async throws -> TestHTTPServer
    {
        let (portStream, continuation) = AsyncStream.makeStream(of: Int.self)
        // Logged errors on stop (the accept loop ending) would only be noise in test output.
        var logger = Logger(label: serverName)
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: serverName),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let task = Task {
            // A failed bind never calls onServerRunning: end the port stream either way.
            defer { continuation.finish() }
            try await group.run()
        }
        var port = 0
        for await bound in portStream { port = bound }
        let server = TestHTTPServer(port: port, group: group, task: task)
        guard port > 0 else {
            await server.stop()
            throw CancellationError()
        }
        return server
    }

    /// Stops accepting, closes idle connections, lets open requests finish, and waits for the
    /// server to end.
    package func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}
