import Hummingbird
import NIOCore

/// The per-request context: Hummingbird's core storage plus the peer address, which the rate
/// limiter keys on.
package struct GalleryRequestContext: RequestContext, RemoteAddressRequestContext {
    package var coreContext: CoreRequestContextStorage
    package let remoteAddress: SocketAddress?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's IP address (port excluded), or "unknown".
    package var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
