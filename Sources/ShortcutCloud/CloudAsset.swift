import Foundation
import TextEscaping

/// A CloudKit `ASSETID` value: a short-lived download URL template plus size and checksum.
package struct CloudAsset: Sendable, Equatable, Hashable, Codable {
    /// The URL as served, still containing the `${f}` file-name placeholder.
    package var downloadURL: String
    /// Byte length of the asset, if the server gave it.
    package var size: Int?
    /// CloudKit's checksum (standard base64; appears base64url-encoded in the URL path).
    package var fileChecksum: String?

    package init(downloadURL: String, size: Int? = nil, fileChecksum: String? = nil) {
        self.downloadURL = downloadURL
        self.size = size
        self.fileChecksum = fileChecksum
    }

    /// The placeholder CloudKit puts where the client chooses a file name.
    package static let fileNamePlaceholder = "${f}"

    /// The concrete URL string for `fileName`: every `${f}` replaced by the name percent-encoded as one path
    /// segment (`PercentEncoding`: slashes, `?`, emoji all encoded).
    /// Done on the string because `{`/`}` make `URL(string:)` fail on older Apple systems.
    package func downloadURL(fileName: String) -> String {
        downloadURL.replacingOccurrences(of: Self.fileNamePlaceholder, with: PercentEncoding.encode(fileName))
    }

    /// When the URL stops working: the `e=` query parameter (Unix seconds), if present.
    package var expiresAt: Date? {
        guard let q = downloadURL.firstIndex(of: "?") else { return nil }
        let query = downloadURL[downloadURL.index(after: q)...].prefix { $0 != "#" }
        for pair in query.split(separator: "&") where pair.hasPrefix("e=") {
            if let seconds = Int64(pair.dropFirst(2)) { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
        }
        return nil
    }
}
