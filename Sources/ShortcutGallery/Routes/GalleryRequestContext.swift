import Hummingbird
import NIOCore

/// The per-request context: Hummingbird's core storage plus the peer address, which the rate
/// limiter keys on.
public struct GalleryRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's IP address (port excluded), or "unknown".
    public var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
