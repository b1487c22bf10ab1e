import Foundation

/// The shape of an `Entry` in the Swift file `shortcut fetch --swift` writes.
///
/// The generated file does not import this package, so an app opts in with one line and then
/// converts the compiled-in array:
///
/// ```swift
/// extension SharedShortcuts.Entry: ShortcutDataEntry {}
/// let shortcuts = SharedShortcuts.all.map(ShortcutData.init(entry:))
/// ```
public protocol ShortcutDataEntry {
    var id: String { get }
    var name: String { get }
    var iconColor: UInt32? { get }
    var iconGlyph: Int64? { get }
    var iconURL: String? { get }
    var shortcutURL: String? { get }
    var signedShortcutURL: String? { get }
    var iCloudLink: String { get }
    var created: Date? { get }
    var modified: Date? { get }
    var signingStatus: String? { get }
    var actionCount: Int? { get }
}

extension ShortcutData {
    /// One entry of a `shortcut fetch --swift` file.
    public init(entry: some ShortcutDataEntry) {
        self.init(
            id: entry.id, name: entry.name, iCloudLink: entry.iCloudLink, iconColor: entry.iconColor,
            iconGlyph: entry.iconGlyph, iconURL: entry.iconURL, shortcutURL: entry.shortcutURL,
            signedShortcutURL: entry.signedShortcutURL, createdAt: entry.created, modifiedAt: entry.modified,
            signingStatus: entry.signingStatus, actionCount: entry.actionCount)
    }
}
