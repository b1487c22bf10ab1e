import Foundation
import ShortcutCloud

/// A shared shortcut's metadata as the views use it: what SwiftShortcuts calls `ShortcutData`.
///
/// Made from fetched ``ShortcutMetadata``, from the JSON `shortcut fetch --json` writes (see
/// ``load(json:)``), from the Swift `shortcut fetch --swift` writes (see ``ShortcutDataEntry``),
/// or from a local file (``PresentedShortcut``).
public struct ShortcutData: Sendable, Hashable, Identifiable {
    /// 32 lower-case hex digits for iCloud shortcuts; for a local file, the file name.
    public var id: String
    /// The name as shared.
    public var name: String
    /// `https://www.icloud.com/shortcuts/<id>`; nil for a local file that was never shared.
    public var iCloudLink: String?
    /// Stored colour code (same space as `WFWorkflowIconStartColor`).
    public var iconColor: UInt32?
    /// Stored glyph id (same space as `WFWorkflowIconGlyphNumber`).
    public var iconGlyph: Int64?
    /// Custom icon image, `${f}` already filled. Expires like every download URL.
    public var iconURL: String?
    /// The unsigned plist download.
    public var shortcutURL: String?
    /// The signed `AEA1` download.
    public var signedShortcutURL: String?
    /// When the shortcut was first shared.
    public var createdAt: Date?
    /// When the shared copy last changed.
    public var modifiedAt: Date?
    /// Opaque; `"APPROVED"` is the only value seen.
    public var signingStatus: String?
    /// Number of actions. From a decoded file it excludes control-flow end and middle markers
    /// (see ``ShortcutFlow/actionCount``); from fetched JSON it is the count the JSON carries.
    public var actionCount: Int?

    /// Every field; only `id` and `name` are required.
    public init(
        id: String, name: String, iCloudLink: String? = nil, iconColor: UInt32? = nil, iconGlyph: Int64? = nil,
        iconURL: String? = nil, shortcutURL: String? = nil, signedShortcutURL: String? = nil,
        createdAt: Date? = nil, modifiedAt: Date? = nil, signingStatus: String? = nil, actionCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.iCloudLink = iCloudLink
        self.iconColor = iconColor
        self.iconGlyph = iconGlyph
        self.iconURL = iconURL
        self.shortcutURL = shortcutURL
        self.signedShortcutURL = signedShortcutURL
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.signingStatus = signingStatus
        self.actionCount = actionCount
    }

    /// The iCloud layer's metadata.
    public init(metadata: ShortcutMetadata) {
        self.init(
            id: metadata.id, name: metadata.name, iCloudLink: metadata.iCloudLink, iconColor: metadata.iconColor,
            iconGlyph: metadata.iconGlyph, iconURL: metadata.iconURL, shortcutURL: metadata.shortcutURL,
            signedShortcutURL: metadata.signedShortcutURL, createdAt: metadata.created, modifiedAt: metadata.modified,
            signingStatus: metadata.signingStatus, actionCount: metadata.actionCount)
    }

    /// `signingStatus == "APPROVED"`.
    public var isApproved: Bool { signingStatus == "APPROVED" }

    /// Where a tap goes by default: the iCloud link, which works whether or not the shortcut is
    /// installed (`shortcuts://open-shortcut` only opens installed ones).
    public var openURL: URL? { iCloudLink.flatMap(URL.init(string:)) }
}
