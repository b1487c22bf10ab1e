import Foundation

/// Where an add goes.
package enum AddTarget: Sendable, Equatable {
    /// A new shortcut (version 1) owned by `owner` (nil: anonymous, owned by no one), shown as
    /// added by `displayName`. An iCloud import by an owner who already has that iCloud
    /// shortcut becomes a new version of it instead.
    case newShortcut(owner: Int64?, displayName: String)
    /// A new version of shortcut `id`, which `owner` must own.
    case version(of: Int64, owner: Int64)
}

/// The unique key of a shortcut row. Only an owner's iCloud imports share one (so the same link
/// again is a new version of the owner's own copy); every other add gets a fresh key. Keys of
/// galleries made before accounts (`upload:…`, `icloud:<id>`) never match a new one.
enum VersionKey {
    static func of(_ shortcut: ImportedShortcut, owner: Int64?) -> String {
        if let owner, let id = shortcut.iCloudID { return "icloud:\(owner):" + id.lowercased() }
        return "new:" + UUID().uuidString
    }
}
