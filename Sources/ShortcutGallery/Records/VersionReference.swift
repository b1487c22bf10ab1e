import Foundation

/// Where an add landed.
public struct VersionReference: Sendable, Codable, Equatable {
    public var shortcutID: Int64
    public var version: Int
    public init(shortcutID: Int64, version: Int) {
        self.shortcutID = shortcutID
        self.version = version
    }
}
