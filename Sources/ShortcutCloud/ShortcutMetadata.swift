import Foundation

/// What a shared shortcut looks like from outside: the flattened, `Codable` view of a record
/// that the CLI writes as JSON (snake_case keys, ISO-8601 dates with milliseconds) and loads back.
///
/// Download URLs have their `${f}` placeholder filled, but they **expire** (see
/// ``downloadURLsExpire``): re-fetch the record instead of storing them for long.
public struct ShortcutMetadata: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// 32 lower-case hex digits.
    public var id: String
    /// Upper-case dashed UUID as returned by CloudKit.
    public var recordName: String
    public var name: String
    /// Same code space as `WFWorkflowIconStartColor`.
    public var iconColor: UInt32?
    /// Same id space as `WFWorkflowIconGlyphNumber`.
    public var iconGlyph: Int64?
    public var iconURL: String?
    public var iconSize: Int?
    /// The unsigned binary plist.
    public var shortcutURL: String?
    public var shortcutSize: Int?
    /// The signed `AEA1` file.
    public var signedShortcutURL: String?
    public var signedShortcutSize: Int?
    /// `https://www.icloud.com/shortcuts/<id>`.
    public var iCloudLink: String
    public var created: Date?
    public var modified: Date?
    /// Opaque; `"APPROVED"` is the only value seen.
    public var signingStatus: String?
    public var signingCertificateExpiration: Date?
    /// The earliest `e=` of the download URLs.
    public var downloadURLsExpire: Date?
    /// Number of actions, once the shortcut was downloaded and decoded.
    public var actionCount: Int?

    /// `signingStatus == "APPROVED"`.
    public var isApproved: Bool { signingStatus == "APPROVED" }

    public init(
        id: String, recordName: String, name: String, iconColor: UInt32? = nil, iconGlyph: Int64? = nil,
        iconURL: String? = nil, iconSize: Int? = nil, shortcutURL: String? = nil, shortcutSize: Int? = nil,
        signedShortcutURL: String? = nil, signedShortcutSize: Int? = nil, iCloudLink: String,
        created: Date? = nil, modified: Date? = nil, signingStatus: String? = nil,
        signingCertificateExpiration: Date? = nil, downloadURLsExpire: Date? = nil, actionCount: Int? = nil
    ) {
        self.id = id
        self.recordName = recordName
        self.name = name
        self.iconColor = iconColor
        self.iconGlyph = iconGlyph
        self.iconURL = iconURL
        self.iconSize = iconSize
        self.shortcutURL = shortcutURL
        self.shortcutSize = shortcutSize
        self.signedShortcutURL = signedShortcutURL
        self.signedShortcutSize = signedShortcutSize
        self.iCloudLink = iCloudLink
        self.created = created
        self.modified = modified
        self.signingStatus = signingStatus
        self.signingCertificateExpiration = signingCertificateExpiration
        self.downloadURLsExpire = downloadURLsExpire
        self.actionCount = actionCount
    }

    /// Flattens `record`, filling `${f}` with `shortcut.plist`, `<name>.shortcut` and `icon.png`.
    package init(record: SharedShortcutRecord, link: ShortcutLink) {
        let name = record.name ?? ""
        self.init(
            id: link.id, recordName: record.recordName, name: name,
            iconColor: record.iconColor, iconGlyph: record.iconGlyph,
            iconURL: record.icon?.downloadURL(fileName: "icon.png"), iconSize: record.icon?.size,
            shortcutURL: record.shortcut?.downloadURL(fileName: "shortcut.plist"),
            shortcutSize: record.shortcut?.size,
            signedShortcutURL: record.signedShortcut?.downloadURL(
                fileName: "\(name.isEmpty ? "shortcut" : name).shortcut"),
            signedShortcutSize: record.signedShortcut?.size,
            iCloudLink: link.shareLink,
            created: record.created?.date, modified: record.modified?.date,
            signingStatus: record.signingStatus,
            signingCertificateExpiration: record.signingCertificateExpirationDate,
            downloadURLsExpire: [record.icon, record.shortcut, record.signedShortcut]
                .compactMap { $0?.expiresAt }.min())
    }

    // MARK: Codable (snake_case keys, ISO-8601 dates independent of the coder's strategy)

    private enum CodingKeys: String, CodingKey {
        case id
        case recordName = "record_name"
        case name
        case iconColor = "icon_color"
        case iconGlyph = "icon_glyph"
        case iconURL = "icon_url"
        case iconSize = "icon_size"
        case shortcutURL = "shortcut_url"
        case shortcutSize = "shortcut_size"
        case signedShortcutURL = "signed_shortcut_url"
        case signedShortcutSize = "signed_shortcut_size"
        case iCloudLink = "i_cloud_link"
        case created, modified
        case signingStatus = "signing_status"
        case signingCertificateExpiration = "signing_certificate_expiration"
        case downloadURLsExpire = "download_urls_expire"
        case actionCount = "action_count"
        case approved
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        recordName = try c.decode(String.self, forKey: .recordName)
        name = try c.decode(String.self, forKey: .name)
        iconColor = try c.decodeIfPresent(UInt32.self, forKey: .iconColor)
        iconGlyph = try c.decodeIfPresent(Int64.self, forKey: .iconGlyph)
        iconURL = try c.decodeIfPresent(String.self, forKey: .iconURL)
        iconSize = try c.decodeIfPresent(Int.self, forKey: .iconSize)
        shortcutURL = try c.decodeIfPresent(String.self, forKey: .shortcutURL)
        shortcutSize = try c.decodeIfPresent(Int.self, forKey: .shortcutSize)
        signedShortcutURL = try c.decodeIfPresent(String.self, forKey: .signedShortcutURL)
        signedShortcutSize = try c.decodeIfPresent(Int.self, forKey: .signedShortcutSize)
        iCloudLink = try c.decode(String.self, forKey: .iCloudLink)
        created = try Self.decodeDate(c, .created)
        modified = try Self.decodeDate(c, .modified)
        signingStatus = try c.decodeIfPresent(String.self, forKey: .signingStatus)
        signingCertificateExpiration = try Self.decodeDate(c, .signingCertificateExpiration)
        downloadURLsExpire = try Self.decodeDate(c, .downloadURLsExpire)
        actionCount = try c.decodeIfPresent(Int.self, forKey: .actionCount)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(recordName, forKey: .recordName)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(iconColor, forKey: .iconColor)
        try c.encodeIfPresent(iconGlyph, forKey: .iconGlyph)
        try c.encodeIfPresent(iconURL, forKey: .iconURL)
        try c.encodeIfPresent(iconSize, forKey: .iconSize)
        try c.encodeIfPresent(shortcutURL, forKey: .shortcutURL)
        try c.encodeIfPresent(shortcutSize, forKey: .shortcutSize)
        try c.encodeIfPresent(signedShortcutURL, forKey: .signedShortcutURL)
        try c.encodeIfPresent(signedShortcutSize, forKey: .signedShortcutSize)
        try c.encode(iCloudLink, forKey: .iCloudLink)
        try c.encodeIfPresent(created.map(Self.iso8601), forKey: .created)
        try c.encodeIfPresent(modified.map(Self.iso8601), forKey: .modified)
        try c.encodeIfPresent(signingStatus, forKey: .signingStatus)
        try c.encodeIfPresent(signingCertificateExpiration.map(Self.iso8601), forKey: .signingCertificateExpiration)
        try c.encodeIfPresent(downloadURLsExpire.map(Self.iso8601), forKey: .downloadURLsExpire)
        try c.encodeIfPresent(actionCount, forKey: .actionCount)
        // Derived, for readers of the JSON; ignored when decoding.
        try c.encode(isApproved, forKey: .approved)
    }

    /// `2025-11-18T01:13:32.893Z`. Millisecond precision matches CloudKit's timestamps.
    static func iso8601(_ date: Date) -> String {
        // Formatted by hand from whole milliseconds: the format style truncates, which would
        // turn 32.893 (stored as 32.89299…) into 32.892.
        let ms = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (secs, frac) = (ms.floorDiv(1000), ms.floorMod(1000))
        let whole = Date(timeIntervalSince1970: Double(secs)).formatted(Date.ISO8601FormatStyle())
        let digits = String(frac)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Accepts ISO-8601 (with or without fractional seconds) or a number of milliseconds, and
    /// rounds to whole milliseconds so that a written value reads back equal.
    private static func decodeDate(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Date? {
        if let ms = try? c.decodeIfPresent(Int64.self, forKey: key) { return Date(millisecondsSince1970: ms) }
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        let parsed =
            (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
        guard let parsed else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c, debugDescription: "not an ISO-8601 date: \(text)")
        }
        return Date(millisecondsSince1970: Int64((parsed.timeIntervalSince1970 * 1000).rounded()))
    }
}

extension Int64 {
    fileprivate func floorDiv(_ d: Int64) -> Int64 { (self - floorMod(d)) / d }
    fileprivate func floorMod(_ d: Int64) -> Int64 { ((self % d) + d) % d }
}
