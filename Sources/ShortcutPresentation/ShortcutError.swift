import Foundation
import ShortcutCloud

/// Why a view could not show a shortcut: SwiftShortcuts' error cases, with the underlying
/// failure kept as text so the error is `Hashable` and `Sendable`.
///
/// `Identifiable` and `LocalizedError`, so `.alert(item:)` and `errorDescription` work.
public enum ShortcutError: Error, Sendable, Hashable, Identifiable, LocalizedError {
    /// The input is not a shortcut id or iCloud share link; no request was made.
    case invalidURL(String)
    /// The connection failed or timed out.
    case networkError(detail: String)
    /// The server answered with an unexpected status (nil when the body was unusable).
    case invalidResponse(statusCode: Int?)
    /// The record or downloaded file could not be decoded.
    case decodingFailed(detail: String)
    /// The decoded data is not what a shortcut should be.
    case parsingFailed(reason: String)
    /// HTTP 404, a deleted record, or a record without a file.
    case resourceNotFound(resource: String)
    /// Loading the metadata of `url` failed for another reason.
    case metadataFetchFailed(url: String, detail: String)
    /// The custom icon image of `url` could not be loaded.
    case imageFetchFailed(url: String)
    /// Downloading or decoding the actions of `url` failed.
    case actionsFetchFailed(url: String, detail: String)

    /// The iCloud layer's error, for the given stage of loading.
    public init(_ error: ShortcutCloudError, loadingActions: Bool = false) {
        switch error {
        case .invalidLink(let input, _):
            self = .invalidURL(input)
        case .notFound(let id, let resource):
            self = .resourceNotFound(resource: resource == .record ? id : "\(id) (\(resource.rawValue))")
        case .unavailable(let id, let reason):
            self = .resourceNotFound(resource: "\(id): \(reason)")
        case .noDownload(let id):
            self = .resourceNotFound(resource: "\(id) (no shortcut file)")
        case .rateLimited:
            self = .invalidResponse(statusCode: 429)
        case .server(_, let status, _), .httpStatus(_, let status, _):
            self = .invalidResponse(statusCode: status)
        case .network(_, let detail):
            self = .networkError(detail: detail)
        case .timeout:
            self = .networkError(detail: "\(error)")
        case .malformedResponse(_, let detail):
            self = .decodingFailed(detail: detail)
        case .malformedDownload(let id, let detail), .decoding(let id, let detail):
            self =
                loadingActions
                ? .actionsFetchFailed(url: Self.link(id), detail: detail) : .parsingFailed(reason: detail)
        case .cancelled(let id):
            self =
                loadingActions
                ? .actionsFetchFailed(url: Self.link(id), detail: "cancelled")
                : .metadataFetchFailed(url: Self.link(id), detail: "cancelled")
        }
    }

    private static func link(_ id: String) -> String { "https://www.icloud.com/shortcuts/\(id)" }

    /// Stable for one failure, so `.alert(item:)` does not re-present the same error.
    public var id: String {
        switch self {
        case .invalidURL(let url): "invalidURL:\(url)"
        case .networkError(let detail): "networkError:\(detail)"
        case .invalidResponse(let code): "invalidResponse:\(code.map(String.init) ?? "-")"
        case .decodingFailed(let detail): "decodingFailed:\(detail)"
        case .parsingFailed(let reason): "parsingFailed:\(reason)"
        case .resourceNotFound(let resource): "resourceNotFound:\(resource)"
        case .metadataFetchFailed(let url, _): "metadataFetchFailed:\(url)"
        case .imageFetchFailed(let url): "imageFetchFailed:\(url)"
        case .actionsFetchFailed(let url, _): "actionsFetchFailed:\(url)"
        }
    }

    /// A short title ("Failed to Load Shortcut"), for alerts.
    public var errorDescription: String? {
        switch self {
        case .invalidURL: "Invalid URL"
        case .networkError: "Network Error"
        case .invalidResponse: "Invalid Response"
        case .decodingFailed: "Decoding Failed"
        case .parsingFailed: "Parsing Failed"
        case .resourceNotFound: "Resource Not Found"
        case .metadataFetchFailed: "Failed to Load Shortcut"
        case .imageFetchFailed: "Failed to Load Image"
        case .actionsFetchFailed: "Failed to Load Actions"
        }
    }

    /// What went wrong, with the URL or detail.
    public var failureReason: String? {
        switch self {
        case .invalidURL(let url): "'\(url)' is not an iCloud shortcut link or id."
        case .networkError(let detail): "A network error occurred: \(detail)"
        case .invalidResponse(let code?): "The server returned status code \(code)."
        case .invalidResponse(nil): "The server returned an invalid response."
        case .decodingFailed(let detail): "The response could not be decoded: \(detail)"
        case .parsingFailed(let reason): reason
        case .resourceNotFound(let resource): "'\(resource)' could not be found."
        case .metadataFetchFailed(let url, let detail): "Loading \(url) failed: \(detail)"
        case .imageFetchFailed(let url): "The icon of \(url) could not be loaded."
        case .actionsFetchFailed(let url, let detail): "Loading the actions of \(url) failed: \(detail)"
        }
    }

    /// What the user can do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .invalidURL: "Check the link: https://www.icloud.com/shortcuts/ followed by 32 hex digits."
        case .networkError, .metadataFetchFailed, .imageFetchFailed, .actionsFetchFailed:
            "Check the internet connection and try again."
        case .invalidResponse: "The shortcut may no longer be available. Try again later."
        case .decodingFailed, .parsingFailed: "The shortcut's data is damaged or in an unknown format."
        case .resourceNotFound: "The shortcut was removed or the link is wrong."
        }
    }
}
