/// Why the gallery refused a request: bad uploads, bad links, missing items, limits. Each reason
/// maps to one HTTP status, and ``description`` is one readable line for the page, the JSON
/// error body and the log (it never echoes more than a short, escaped-on-output detail).
package struct GalleryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Sendable, Equatable {
        /// The body is larger than the upload limit (bytes).
        case tooLarge(limit: Int)
        /// The body is empty.
        case empty
        /// The bytes are none of the accepted kinds (binary, XML plist or signed shortcut).
        case unrecognizedContent
        /// The bytes look like a shortcut but cannot be read; the detail names the layer and place.
        case malformed(String)
        /// A signed file's payload would decode past the decoded-size limit (a decompression bomb),
        /// or the plist expands past the object limit.
        case exceedsDecodedLimit(String)
        /// The iCloud link or id is not one.
        case invalidLink(String)
        /// Fetching from iCloud failed.
        case cloud(String)
        /// No such shortcut or version.
        case notFound(String)
        /// A parameter or form field is missing or invalid.
        case badRequest(String)
        /// No credentials, or credentials that are not valid (a missing or wrong API or admin token,
        /// no session where one is needed, a wrong password); the detail says which.
        case unauthorized(String)
        /// The caller is known but may not do this (not the owner, a forged or cross-site form).
        case forbidden(String)
        /// The request conflicts with what is stored (a user name already taken).
        case conflict(String)
        /// Too many requests from this client; retry after this many seconds.
        case rateLimited(retryAfter: Int)
        /// The database failed.
        case storage(String)
    }

    package var reason: Reason
    /// Where in the input the problem is (a byte offset, key path or form field), when known.
    package var location: String?

    package init(_ reason: Reason, at location: String? = nil) {
        self.reason = reason
        self.location = location
    }

    /// The HTTP status for this reason (4xx for the client's mistakes, 5xx for ours).
    package var status: Int {
        switch reason {
        case .tooLarge: 413
        case .empty, .badRequest, .invalidLink: 400
        case .unrecognizedContent: 415
        case .malformed, .exceedsDecodedLimit: 422
        case .cloud: 502
        case .notFound: 404
        case .unauthorized: 401
        case .forbidden: 403
        case .conflict: 409
        case .rateLimited: 429
        case .storage: 500
        }
    }

    package var description: String {
        let what: String
        switch reason {
        case .tooLarge(let limit): what = "the upload is larger than the limit of \(limit) bytes"
        case .empty: what = "the upload is empty"
        case .unrecognizedContent:
            what = "not a shortcut: expected a binary or XML property list, or a signed (AEA1) shortcut"
        case .malformed(let detail): what = "not a readable shortcut: \(detail)"
        case .exceedsDecodedLimit(let detail): what = "refused: \(detail)"
        case .invalidLink(let detail): what = "not an iCloud shortcut link: \(detail)"
        case .cloud(let detail): what = "iCloud fetch failed: \(detail)"
        case .notFound(let what2): what = "\(what2) not found"
        case .badRequest(let detail): what = detail
        case .unauthorized(let detail): what = detail
        case .forbidden(let detail): what = "refused: \(detail)"
        case .conflict(let detail): what = detail
        case .rateLimited(let seconds): what = "too many requests; retry in \(seconds) s"
        case .storage(let detail): what = "storage error: \(detail)"
        }
        return location.map { "\(what) at \($0)" } ?? what
    }
}
