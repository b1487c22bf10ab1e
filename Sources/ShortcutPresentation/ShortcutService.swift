import Foundation
import ShortcutCloud
import ShortcutModel
import ShortcutRendering

/// Loads shortcut data for the views: metadata for ids and share links (one or many), and
/// the decoded file for the actions views. Retries, stagger and bounded concurrency come from
/// ``BulkFetcher``.
///
/// A plain value: each call opens and closes its own HTTP client, so there is nothing to share
/// and ``shared`` is just the default configuration.
public struct ShortcutService: Sendable {
    /// Where the records API lives (tests point it at a local server).
    public var apiBase: URL
    /// Concurrency, stagger and retries.
    public var configuration: BulkFetcher.Configuration

    /// A service for another API base or configuration.
    public init(apiBase: URL = ICloudClient.defaultAPIBase, configuration: BulkFetcher.Configuration = .init()) {
        self.apiBase = apiBase
        self.configuration = configuration
    }

    /// The default service (www.icloud.com, 8 requests at a time). Immutable.
    public static let shared = ShortcutService()

    /// Metadata for every input (32-hex id or share URL): one result per input, in input order;
    /// a failing input never affects the others.
    public func fetchMetadata(from inputs: [String]) async -> [Result<ShortcutData, ShortcutError>] {
        do {
            return try await ICloudClient.withHTTPClient(maxConnectionsPerHost: configuration.concurrency) { http in
                let fetcher = BulkFetcher(
                    client: ICloudClient(httpClient: http, apiBase: apiBase), configuration: configuration)
                return await fetcher.fetchMetadata(inputs).map { result in
                    result.result.map(ShortcutData.init(metadata:)).mapError { ShortcutError($0) }
                }
            }
        } catch {
            return inputs.map { .failure(.metadataFetchFailed(url: $0, detail: "\(error)")) }
        }
    }

    /// Metadata for one id or share URL.
    public func fetchMetadata(from input: String) async throws(ShortcutError) -> ShortcutData {
        guard let result = await fetchMetadata(from: [input]).first else { throw .invalidURL(input) }
        return try result.get()
    }

    /// Metadata, file and decoded actions for one id or share URL (signed files included).
    public func fetchShortcut(from input: String, resources: RenderingResources) async throws(ShortcutError)
        -> PresentedShortcut
    {
        let link: ShortcutLink
        do {
            link = try ShortcutLink(parsing: input)
        } catch {
            throw ShortcutError(error)
        }
        let result: Result<PresentedShortcut, ShortcutError>
        do {
            result = try await ICloudClient.withHTTPClient(maxConnectionsPerHost: 1) { http in
                let fetcher = BulkFetcher(
                    client: ICloudClient(httpClient: http, apiBase: apiBase), configuration: configuration)
                return await Self.present(link, fetcher: fetcher, resources: resources)
            }
        } catch {
            throw .actionsFetchFailed(url: link.shareLink, detail: "\(error)")
        }
        return try result.get()
    }

    private static func present(_ link: ShortcutLink, fetcher: BulkFetcher, resources: RenderingResources) async
        -> Result<PresentedShortcut, ShortcutError>
    {
        var attempts = 0
        do throws(ShortcutCloudError) {
            let decoded = try await fetcher.shortcut(for: link, decoder: ShortcutModelDecoder(), attempts: &attempts)
            return .success(
                PresentedShortcut(
                    document: decoded.decoded, data: ShortcutData(metadata: decoded.metadata), resources: resources))
        } catch {
            return .failure(ShortcutError(error, loadingActions: true))
        }
    }
}
