import Foundation

/// Everything a shortcut's page shows, read together: the shortcut, one version in full and the
/// list of all its versions.
public struct GalleryShortcutPage: Sendable, Equatable {
    public var shortcut: GalleryShortcut
    /// The version asked for, or nil when the shortcut has no version with that number.
    public var version: GalleryVersion?
    /// All versions, oldest first.
    public var versions: [GalleryVersionInfo]

    public init(shortcut: GalleryShortcut, version: GalleryVersion?, versions: [GalleryVersionInfo]) {
        self.shortcut = shortcut
        self.version = version
        self.versions = versions
    }
}
