import Foundation

/// A custom icon image stored in the file.
public struct TileImage: Sendable, Hashable {
    /// `image/jpeg` or `image/png`.
    public var mimeType: String
    public var data: Data

    /// Only JPEG and PNG images up to 256 KiB are kept; anything else gives nil.
    public init?(data: Data) {
        guard data.count >= 8, data.count <= 256 * 1024 else { return nil }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            mimeType = "image/jpeg"
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            mimeType = "image/png"
        } else {
            return nil
        }
        self.data = data
    }
}
