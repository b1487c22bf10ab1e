import Foundation

/// Why a string was rejected as a shortcut link, before any request was made.
public enum InvalidLinkReason: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The input was empty or only whitespace.
    case empty
    /// A URL scheme other than `http`/`https`.
    case unsupportedScheme(String)
    /// A host other than `icloud.com` / `www.icloud.com`.
    case unsupportedHost(String)
    /// A path that is not `/shortcuts/<id>` or `/shortcuts/api/records/<id>`.
    case unsupportedPath(String)
    /// The id part is not 32 hex digits (or a dashed UUID).
    case invalidID(String)

    public var description: String {
        switch self {
        case .empty: "empty input"
        case .unsupportedScheme(let s): "unsupported scheme '\(s)' (expected http or https)"
        case .unsupportedHost(let h): "host '\(h)' is not icloud.com"
        case .unsupportedPath(let p): "path '\(p)' is not /shortcuts/<id>"
        case .invalidID(let id): "'\(id)' is not 32 hex digits"
        }
    }
}

/// Every failure of the iCloud layer. Each case names the link (the lower-case id, or the raw
/// input when it could not be parsed) so that a bulk report can say which link failed.
public enum ShortcutCloudError: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The input is not a shortcut id or share link; no request was made.
    case invalidLink(input: String, reason: InvalidLinkReason)
    /// HTTP 404: unknown or removed id (or a missing asset, see `resource`).
    case notFound(id: String, resource: Resource)
    /// HTTP 429. `retryAfter` is the server's `Retry-After`, if it sent one.
    case rateLimited(id: String, retryAfter: Duration?)
    /// HTTP 5xx.
    case server(id: String, status: Int, resource: Resource)
    /// Any other unexpected HTTP status (not retried).
    case httpStatus(id: String, status: Int, resource: Resource)
    /// Connection refused/reset, truncated body, TLS failure… `detail` is the underlying error.
    case network(id: String, detail: String)
    /// No complete response within the per-request timeout.
    case timeout(id: String, after: Duration)
    /// The body is not the JSON record we expect; `detail` names the key path or byte limit.
    case malformedResponse(id: String, detail: String)
    /// The record exists but is not usable: `deleted: true`, or an `error` member in the body.
    case unavailable(id: String, reason: String)
    /// The record has neither a `shortcut` nor a `signedShortcut` asset.
    case noDownload(id: String)
    /// The downloaded file is not a shortcut (bad magic, wrong size…).
    case malformedDownload(id: String, detail: String)
    /// The pluggable decoder rejected the downloaded file.
    case decoding(id: String, detail: String)
    /// The surrounding task was cancelled.
    case cancelled(id: String)

    /// Which request a status error came from.
    public enum Resource: String, Sendable, Equatable, Hashable, Codable {
        case record, unsignedShortcut, signedShortcut, icon
    }

    /// The id (or, for `invalidLink`, the raw input) of the link that failed.
    public var link: String {
        switch self {
        case .invalidLink(let input, _): input
        case .notFound(let id, _), .rateLimited(let id, _), .server(let id, _, _),
            .httpStatus(let id, _, _), .network(let id, _), .timeout(let id, _),
            .malformedResponse(let id, _), .unavailable(let id, _), .noDownload(let id),
            .malformedDownload(let id, _), .decoding(let id, _), .cancelled(let id):
            id
        }
    }

    /// Whether a later attempt may succeed: 5xx, 429, network errors and timeouts.
    public var isTransient: Bool {
        switch self {
        case .server, .rateLimited, .network, .timeout: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .invalidLink(let input, let reason): "\(input): invalid link: \(reason)"
        case .notFound(let id, let r): "\(id): not found (HTTP 404, \(r.rawValue))"
        case .rateLimited(let id, let after):
            "\(id): rate limited (HTTP 429\(after.map { ", retry after \(Self.seconds($0))" } ?? ""))"
        case .server(let id, let status, let r): "\(id): server error (HTTP \(status), \(r.rawValue))"
        case .httpStatus(let id, let status, let r): "\(id): unexpected HTTP \(status) (\(r.rawValue))"
        case .network(let id, let detail): "\(id): network error: \(detail)"
        case .timeout(let id, let after): "\(id): timed out after \(Self.seconds(after))"
        case .malformedResponse(let id, let detail): "\(id): malformed response: \(detail)"
        case .unavailable(let id, let reason): "\(id): not available: \(reason)"
        case .noDownload(let id): "\(id): record has no shortcut file"
        case .malformedDownload(let id, let detail): "\(id): bad download: \(detail)"
        case .decoding(let id, let detail): "\(id): could not decode shortcut: \(detail)"
        case .cancelled(let id): "\(id): cancelled"
        }
    }

    static func seconds(_ d: Duration) -> String {
        let (s, atto) = d.components
        let ms = s * 1000 + atto / 1_000_000_000_000_000
        return ms % 1000 == 0 ? "\(ms / 1000) s" : "\(Double(ms) / 1000) s"
    }
}
