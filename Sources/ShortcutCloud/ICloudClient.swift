import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PropertyList
import ShortcutModel

/// Reads shared-shortcut records and files over HTTP (AsyncHTTPClient, async/await).
///
/// The client is a cheap value: it borrows an `HTTPClient` that the caller owns and shuts down
/// (or use ``withHTTPClient(maxConnectionsPerHost:_:)``). Every request has a hard per-request
/// timeout covering connect, head *and* body, so a server that stalls mid-body cannot hang us.
public struct ICloudClient: Sendable {
    /// Scheme and host (plus an optional path prefix) of the records API; tests and mirrors
    /// point this elsewhere. Records are read from `<apiBase>/shortcuts/api/records/<id>`.
    public var apiBase: URL
    /// Upper bound for one request, from connecting to the last body byte.
    public var requestTimeout: Duration
    /// Largest record body accepted (records are ~3 KB).
    public var maxRecordBytes: Int
    /// Largest shortcut file accepted.
    public var maxDownloadBytes: Int
    public let httpClient: HTTPClient

    /// `https://www.icloud.com`.
    public static let defaultAPIBase = URL(string: "https://www.icloud.com")!

    public init(
        httpClient: HTTPClient, apiBase: URL = ICloudClient.defaultAPIBase,
        requestTimeout: Duration = .seconds(15), maxRecordBytes: Int = 1 << 20, maxDownloadBytes: Int = 64 << 20
    ) {
        self.httpClient = httpClient
        self.apiBase = apiBase
        self.requestTimeout = requestTimeout
        self.maxRecordBytes = maxRecordBytes
        self.maxDownloadBytes = maxDownloadBytes
    }

    /// Runs `body` with a fresh `HTTPClient` sized for `maxConnectionsPerHost` parallel
    /// requests, and shuts it down afterwards whatever happens.
    public static func withHTTPClient<T>(
        maxConnectionsPerHost: Int = 8, _ body: (HTTPClient) async throws -> T
    ) async throws -> T {
        var config = HTTPClient.Configuration()
        config.connectionPool = .init(
            idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, maxConnectionsPerHost))
        config.decompression = .disabled
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: config)
        do {
            let value = try await body(client)
            try await client.shutdown()
            return value
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    // MARK: Records

    /// Fetches and decodes the record for `link`.
    public func fetchRecord(_ link: ShortcutLink) async throws(ShortcutCloudError) -> SharedShortcutRecord {
        let response = try await get(
            link.recordsURL(apiBase: apiBase), id: link.id, limit: maxRecordBytes, resource: .record)
        return try SharedShortcutRecord.decode(response.body, id: link.id)
    }

    /// Fetches the record for `link` and flattens it.
    public func fetchMetadata(_ link: ShortcutLink) async throws(ShortcutCloudError) -> ShortcutMetadata {
        ShortcutMetadata(record: try await fetchRecord(link), link: link)
    }

    // MARK: Downloads

    /// Downloads the shortcut file: the unsigned plist when there is one, else (or when it
    /// fails) the signed file. Checks size and magic bytes.
    public func download(_ metadata: ShortcutMetadata) async throws(ShortcutCloudError) -> ShortcutDownload {
        var firstError: ShortcutCloudError?
        if let url = metadata.shortcutURL {
            do {
                return try await download(url, expectedSize: metadata.shortcutSize, id: metadata.id, source: .unsigned)
            } catch {
                if metadata.signedShortcutURL == nil || error == .cancelled(id: metadata.id) { throw error }
                firstError = error
            }
        }
        if let url = metadata.signedShortcutURL {
            do {
                return try await download(
                    url, expectedSize: metadata.signedShortcutSize, id: metadata.id, source: .signed)
            } catch {
                // The preferred asset's error is the more telling one.
                throw firstError ?? error
            }
        }
        throw .noDownload(id: metadata.id)
    }

    /// Downloads one asset URL (with `${f}` already filled) and validates it.
    public func download(
        _ url: String, expectedSize: Int?, id: String, source: ShortcutDownload.Source
    ) async throws(ShortcutCloudError) -> ShortcutDownload {
        let resource: ShortcutCloudError.Resource = source == .unsigned ? .unsignedShortcut : .signedShortcut
        let response = try await get(url, id: id, limit: maxDownloadBytes, resource: resource)
        let data = response.body
        if let expectedSize, expectedSize != data.count {
            throw .malformedDownload(
                id: id, detail: "\(source.rawValue) file is \(data.count) bytes, record says \(expectedSize)")
        }
        // JSON is our own rendering, never what iCloud serves: a JSON body is an error page.
        guard let kind = ShortcutPropertyList.Encoding(detecting: data), kind != .json else {
            let head = data.prefix(8).hexString
            throw .malformedDownload(
                id: id, detail: "\(source.rawValue) file starts with \(head), not bplist00/<?xml/AEA1")
        }
        return ShortcutDownload(id: id, source: source, kind: kind, data: data)
    }

    /// Record → download → decode, filling ``ShortcutMetadata/actionCount``.
    public func fetchShortcut<D: ShortcutDecoding>(
        _ link: ShortcutLink, decoder: D
    ) async throws(ShortcutCloudError) -> DecodedShortcut<D.Decoded> {
        try await fetchShortcut(metadata: fetchMetadata(link), decoder: decoder)
    }

    /// Download → decode for already-fetched metadata.
    public func fetchShortcut<D: ShortcutDecoding>(
        metadata: ShortcutMetadata, decoder: D
    ) async throws(ShortcutCloudError) -> DecodedShortcut<D.Decoded> {
        var metadata = metadata
        let file = try await download(metadata)
        let decoded: D.Decoded
        do {
            decoded = try decoder.decode(file)
        } catch {
            throw .decoding(id: metadata.id, detail: "\(error)")
        }
        metadata.actionCount = decoder.actionCount(of: decoded)
        return DecodedShortcut(metadata: metadata, download: file, decoded: decoded)
    }

    // MARK: HTTP

    struct Response: Sendable {
        var body: Data
    }

    /// One GET with status mapping and a hard timeout over the whole exchange.
    func get(
        _ url: String, id: String, limit: Int, resource: ShortcutCloudError.Resource
    ) async throws(ShortcutCloudError) -> Response {
        let timeout = requestTimeout
        let client = httpClient
        let outcome: Result<Response, ShortcutCloudError>
        do {
            outcome = try await withThrowingTaskGroup(of: Result<Response, ShortcutCloudError>?.self) { group in
                group.addTask {
                    try await Self.exchange(
                        client, url: url, id: id, limit: limit, resource: resource, timeout: timeout)
                }
                group.addTask {
                    // AHC's own deadline (same value) ends connect/head waits with a precise error
                    // (e.g. connection refused); this one also bounds a body that stalls.
                    try await Task.sleep(for: timeout + .milliseconds(250))
                    return nil
                }
                // Whichever finishes first decides; the other is cancelled (closing the connection).
                let first = try await group.next() ?? nil
                group.cancelAll()
                return first ?? .failure(.timeout(id: id, after: timeout))
            }
        } catch {
            outcome = .failure(Self.map(error, id: id, timeout: timeout))
        }
        return try outcome.get()
    }

    private static func exchange(
        _ client: HTTPClient, url: String, id: String, limit: Int, resource: ShortcutCloudError.Resource,
        timeout: Duration
    ) async throws -> Result<Response, ShortcutCloudError> {
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "Accept", value: resource == .record ? "application/json" : "*/*")
        let response = try await client.execute(request, timeout: .nanoseconds(timeout.nanoseconds))
        let status = Int(response.status.code)
        switch status {
        case 200:
            let body: ByteBuffer
            do {
                body = try await response.body.collect(upTo: limit)
            } catch is NIOTooManyBytesError {
                return .failure(
                    .malformedResponse(id: id, detail: "\(resource.rawValue) body larger than \(limit) bytes"))
            }
            return .success(Response(body: Data(body.readableBytesView)))
        case 404, 410:
            return .failure(.notFound(id: id, resource: resource))
        case 429:
            let retryAfter = response.headers.first(name: "Retry-After").flatMap { RetryAfter.parse($0) }
            return .failure(.rateLimited(id: id, retryAfter: retryAfter))
        case 500...599:
            return .failure(.server(id: id, status: status, resource: resource))
        default:
            return .failure(.httpStatus(id: id, status: status, resource: resource))
        }
    }

    static func map(_ error: any Error, id: String, timeout: Duration) -> ShortcutCloudError {
        if let e = error as? ShortcutCloudError { return e }
        if error is CancellationError || Task.isCancelled { return .cancelled(id: id) }
        if let e = error as? HTTPClientError {
            switch e {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout:
                return .timeout(id: id, after: timeout)
            case .cancelled: return .cancelled(id: id)
            default: return .network(id: id, detail: "\(e)")
            }
        }
        return .network(id: id, detail: "\(error)")
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (s, atto) = components
        return s * 1_000_000_000 + atto / 1_000_000_000
    }
}
