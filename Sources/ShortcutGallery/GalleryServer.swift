import AsyncHTTPClient
import Foundation
import Hummingbird
import Logging
import NIOCore
import ShortcutCloud

/// The gallery's HTTP server (Hummingbird): pages, the JSON API and static files over one
/// ``GalleryService``.
public struct GalleryServer: Sendable {
    public let service: GalleryService
    let assets: GalleryAssets

    public init(service: GalleryService) throws {
        self.service = service
        assets = try GalleryAssets.load()
    }

    /// The router with every route and the error/headers middleware.
    public func makeRouter() -> Router<GalleryRequestContext> {
        let router = Router(context: GalleryRequestContext.self)
        router.add(middleware: GalleryErrorMiddleware())
        GalleryRoutes(service: service, assets: assets).register(on: router)
        GalleryAPIRoutes(service: service, assets: assets).register(on: router)
        return router
    }

    /// Binds and serves until ``RunningGallery/stop()``; returns once the port is bound.
    public func start(logger: Logger = Logger(label: "shortcut-gallery")) async throws -> RunningGallery {
        let (portStream, continuation) = AsyncStream.makeStream(of: Int.self)
        var app = Application(
            router: makeRouter(),
            configuration: .init(
                address: .hostname(service.configuration.host, port: service.configuration.port),
                serverName: "ShortcutKit-Gallery"),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: logger)
        app.logger.logLevel = logger.logLevel
        let task = Task { [app] in try await app.run() }
        var port = 0
        for await bound in portStream { port = bound }
        guard port > 0 else {
            task.cancel()
            _ = await task.result
            throw GalleryError(.storage("could not bind \(service.configuration.host):\(service.configuration.port)"))
        }
        return RunningGallery(port: port, host: service.configuration.host, task: task)
    }
}

/// A started server: its port, and how to stop it.
public final class RunningGallery: Sendable {
    public let port: Int
    public let host: String
    private let task: Task<Void, any Error>

    init(port: Int, host: String, task: Task<Void, any Error>) {
        self.port = port
        self.host = host
        self.task = task
    }

    /// `http://host:port`.
    public var url: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)"
    }

    /// Stops accepting and waits for the server task to end.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// Waits until the server ends (it runs until cancelled).
    public func wait() async throws {
        try await task.value
    }
}
