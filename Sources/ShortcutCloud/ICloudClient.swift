import BoundedHTTP
import Foundation
import PropertyList
import ShortcutModel

/// Reads shared-shortcut records and files over HTTP (Foundation's `URLSession`, async/await).
///
/// The client is a cheap value: it borrows a `BoundedHTTPClient` (`BoundedHTTP`) that the caller owns and shuts
/// down (or use ``withHTTPClient(maxConnectionsPerHost:_:)``). Every request has a hard per-request
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
    /// The HTTP client the requests go through.
    package let httpClient: BoundedHTTPClient

    /// `https://www.icloud.com`.
    public static let defaultAPIBase = URL(string: "https://www.icloud.com")!

    /// A client on `httpClient`.
    public init(
        httpClient: BoundedHTTPClient, apiBase: URL = ICloudClient.defaultAPIBase,
        requestTimeout: Duration = .seconds(15), maxRecordBytes: Int = 1 << 20, maxDownloadBytes: Int = 64 << 20
    ) {
        self.httpClient = httpClient
        self.apiBase = apiBase
        self.requestTimeout = requestTimeout
        self.maxRecordBytes = maxRecordBytes
        self.maxDownloadBytes = maxDownloadBytes
    }

    /// Runs `body` with a fresh `BoundedHTTPClient` sized for `maxConnectionsPerHost` parallel
    /// requests, and shuts it down afterwards whatever happens.
    public static func withHTTPClient<T>(
        maxConnectionsPerHost: Int = 8, _ body: (BoundedHTTPClient) async throws -> T
    ) async throws -> T {
        let client = BoundedHTTPClient(maxConnectionsPerHost: maxConnectionsPerHost)
        defer { client.shutdown() }
        return try await body(client)
    }

    // MARK: Records

    /// Fetches and decodes the record for `link`.
    package func fetchRecord(_ link: ShortcutLink) async throws(ShortcutCloudError) -> SharedShortcutRecord {
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
        let request = BoundedHTTPRequest(
            url: url,
            headers: [BoundedHTTPHeader(name: "Accept", value: resource == .record ? "application/json" : "*/*")])
        let response: BoundedHTTPResponse
        do {
            response = try await httpClient.send(request, timeout: requestTimeout, maximumBytes: limit)
        } catch {
            throw Self.map(error, id: id, resource: resource)
        }
        switch response.status {
        case 200:
            return Response(body: response.body)
        case 404, 410:
            throw .notFound(id: id, resource: resource)
        case 429:
            throw .rateLimited(id: id, retryAfter: response.header("Retry-After").flatMap { RetryAfter.parse($0) })
        case 500...599:
            throw .server(id: id, status: response.status, resource: resource)
        default:
            throw .httpStatus(id: id, status: response.status, resource: resource)
        }
    }

    static func map(_ error: BoundedHTTPError, id: String, resource: ShortcutCloudError.Resource) -> ShortcutCloudError
    {
        switch error.reason {
        case .timeout(let after): .timeout(id: id, after: after)
        case .cancelled: .cancelled(id: id)
        case .tooLarge(let limit):
            .malformedResponse(id: id, detail: "\(resource.rawValue) body larger than \(limit) bytes")
        case .badURL, .network: .network(id: id, detail: error.description)
        }
    }
}
