import TextEscaping

/// Links that open a shortcut: `shortcuts://open-shortcut?name=…` (works for installed
/// shortcuts), the iCloud share link, and `shortcuts://import-shortcut?url=…` when a download
/// URL is known (shortcut-format.md §10).
///
/// URLs from metadata are accepted only when they are plain `https` URLs without spaces,
/// quotes or angle brackets, so a hostile value can never become a `javascript:` link.
public struct ShortcutLinks: Sendable, Hashable {
    public var open: String
    public var iCloud: String?
    public var importURL: String?

    public init(metadata: RenderMetadata, name: String) {
        let encodedName = PercentEncoding.encode(name)
        open = "shortcuts://open-shortcut?name=" + encodedName
        iCloud = metadata.iCloudURL.flatMap(Self.safeHTTPS)
        if let download = metadata.downloadURL.flatMap(Self.safeHTTPS) ?? iCloud {
            importURL = "shortcuts://import-shortcut?url=" + PercentEncoding.encode(download) + "&name=" + encodedName
        }
    }

    /// The URL if it is `https://` followed only by URL characters; else nil.
    static func safeHTTPS(_ url: String) -> String? {
        guard url.hasPrefix("https://"), url.utf8.count > 8, url.utf8.count <= 2048 else { return nil }
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            default:
                guard "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte), byte != UInt8(ascii: "'") else { return nil }
            }
        }
        return url
    }
}
