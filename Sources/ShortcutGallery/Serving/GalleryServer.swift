import AsyncHTTPClient
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import ShortcutCloud

/// The gallery's HTTP server (Hummingbird): pages, the JSON API and static files over one
/// ``GalleryService``.
package struct GalleryServer: Sendable {
    package let service: GalleryService
    let assets: GalleryAssets

    package init(service: GalleryService) throws {
        self.service = service
        assets = try GalleryAssets.load()
    }

    /// The router with every route and the error/headers middleware.
    package func makeRouter() -> Router<GalleryRequestContext> {
        let router = Router(context: GalleryRequestContext.self)
        router.add(middleware: GalleryErrorMiddleware())
        let pages = PageCache(capacity: service.configuration.pageCacheBytes)
        GalleryRoutes(service: service, assets: assets, pages: pages).register(on: router)
        GalleryAPIRoutes(service: service, assets: assets).register(on: router)
        return router
    }

    /// Binds and serves until ``RunningGallery/stop()``; returns once the port is bound. Then,
    /// in the background, versions rendered by an older renderer are rendered again
    /// (``GalleryService/rerender(concurrency:logger:)``; ``RunningGallery/rerendering`` waits for it).
    package func start(logger: Logger = Logger(label: "shortcut-gallery")) async throws -> RunningGallery {
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
        // A service group, so stopping is a graceful shutdown: cancelling `app.run()` with a
        // connection still open traps in NIOAsyncWriter's deinit.
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let task = Task { try await group.run() }
        var port = 0
        for await bound in portStream { port = bound }
        guard port > 0 else {
            task.cancel()
            _ = await task.result
            throw GalleryError(.storage("could not bind \(service.configuration.host):\(service.configuration.port)"))
        }
        let service = service
        let rerender = Task { await service.rerender(logger: logger) }
        return RunningGallery(
            port: port, host: service.configuration.host, group: group, task: task, rerender: rerender)
    }
}

/// A started server: its port, and how to stop it.
package final class RunningGallery: Sendable {
    package let port: Int
    package let host: String
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    private let rerender: Task<RerenderReport, Never>

    init(
        port: Int, host: String, group: ServiceGroup, task: Task<Void, any Error>,
        rerender: Task<RerenderReport, Never>
    ) {
        self.port = port
        self.host = host
        self.group = group
        self.task = task
        self.rerender = rerender
    }

    /// Waits for the start's re-render pass and returns what it did.
    package var rerendering: RerenderReport {
        get async { await rerender.value }
    }

    /// `http://host:port`.
    package var url: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)"
    }

    /// Stops accepting, lets open requests finish, and waits for the server task to end.
    package func stop() async {
        rerender.cancel()
        _ = await rerender.value
        await group.triggerGracefulShutdown()
        _ = await task.result
    }

    /// Waits until the server ends (it runs until cancelled).
    package func wait() async throws {
        try await task.value
    }
}
