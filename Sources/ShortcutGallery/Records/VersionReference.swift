import Foundation

/// Where an add landed.
package struct VersionReference: Sendable, Codable, Equatable {
    package var shortcutID: Int64
    package var version: Int
    package init(shortcutID: Int64, version: Int) {
        self.shortcutID = shortcutID
        self.version = version
    }
}
