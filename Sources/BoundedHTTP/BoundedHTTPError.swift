import Foundation

/// Why a ``BoundedHTTPClient`` request got no complete answer. An answer with any status is not an
/// error here: the callers map statuses to their own errors.
package struct BoundedHTTPError: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Sendable, Equatable, Hashable {
        /// Not an `http` or `https` URL; nothing was sent.
        case badURL
        /// No complete answer within the deadline.
        case timeout(Duration)
        /// The calling task was cancelled.
        case cancelled
        /// The body is longer than the request's limit (in bytes).
        case tooLarge(limit: Int)
        /// The connection could not be made or broke: refused, reset, TLS, DNS, a truncated body.
        case network(String)
    }

    /// What went wrong.
    package var reason: Reason
    /// The request's URL.
    package var url: String

    /// An error for the request to `url`.
    package init(_ reason: Reason, url: String) {
        self.reason = reason
        self.url = url
    }

    package var description: String {
        switch reason {
        case .badURL: "\(url): not an http(s) URL"
        case .timeout(let after): "\(url): no complete answer within \(after)"
        case .cancelled: "\(url): cancelled"
        case .tooLarge(let limit): "\(url): the answer is larger than \(limit) bytes"
        case .network(let detail): "\(url): \(detail)"
        }
    }
}
