import Foundation

/// Everything a shortcut's page shows, read together: the shortcut, one version in full and the
/// list of all its versions.
package struct GalleryShortcutPage: Sendable, Equatable {
    package var shortcut: GalleryShortcut
    /// The version asked for, or nil when the shortcut has no version with that number.
    package var version: GalleryVersion?
    /// All versions, oldest first.
    package var versions: [GalleryVersionInfo]

    package init(shortcut: GalleryShortcut, version: GalleryVersion?, versions: [GalleryVersionInfo]) {
        self.shortcut = shortcut
        self.version = version
        self.versions = versions
    }
}
