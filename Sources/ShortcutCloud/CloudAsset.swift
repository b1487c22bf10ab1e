import Foundation

/// A CloudKit `ASSETID` value: a short-lived download URL template plus size and checksum.
public struct CloudAsset: Sendable, Equatable, Hashable, Codable {
    /// The URL as served, still containing the `${f}` file-name placeholder.
    public var downloadURL: String
    /// Byte length of the asset, if the server gave it.
    public var size: Int?
    /// CloudKit's checksum (standard base64; appears base64url-encoded in the URL path).
    public var fileChecksum: String?

    public init(downloadURL: String, size: Int? = nil, fileChecksum: String? = nil) {
        self.downloadURL = downloadURL
        self.size = size
        self.fileChecksum = fileChecksum
    }

    /// The placeholder CloudKit puts where the client chooses a file name.
    public static let fileNamePlaceholder = "${f}"

    /// The concrete URL string for `fileName`: every `${f}` replaced by the percent-encoded name.
    /// Done on the string because `{`/`}` make `URL(string:)` fail on older Apple systems.
    public func downloadURL(fileName: String) -> String {
        downloadURL.replacingOccurrences(of: Self.fileNamePlaceholder, with: Self.percentEncode(fileName))
    }

    /// When the URL stops working: the `e=` query parameter (Unix seconds), if present.
    public var expiresAt: Date? {
        guard let q = downloadURL.firstIndex(of: "?") else { return nil }
        let query = downloadURL[downloadURL.index(after: q)...].prefix { $0 != "#" }
        for pair in query.split(separator: "&") where pair.hasPrefix("e=") {
            if let seconds = Int64(pair.dropFirst(2)) { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
        }
        return nil
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters, so any shortcut name
    /// (slashes, `?`, emoji) becomes one safe path segment.
    static func percentEncode(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(b >> 4)])
                out.unicodeScalars.append(hex[Int(b & 0xF)])
            }
        }
        return out
    }
}
