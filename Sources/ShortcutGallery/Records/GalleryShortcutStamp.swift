import Foundation

/// What changes when a shortcut's page changes: its latest version number and the time of its
/// last add (with its creation time, so a reused id is a new stamp), its owner (who may see the
/// owner's forms) and its rendering generation (counted up each time a version is rendered
/// again). Read on every page request to validate cached pages (`PageCache`); the times are the
/// stored seconds, compared exactly.
package struct GalleryShortcutStamp: Sendable, Hashable {
    package var latestVersion: Int
    package var createdAt: Double
    package var updatedAt: Double
    package var ownerID: Int64?
    package var renderGeneration: Int

    package init(latestVersion: Int, createdAt: Double, updatedAt: Double, ownerID: Int64?, renderGeneration: Int) {
        self.latestVersion = latestVersion
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.ownerID = ownerID
        self.renderGeneration = renderGeneration
    }
}
