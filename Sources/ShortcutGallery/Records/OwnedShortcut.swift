import Foundation

/// A shortcut as its owner's account lists it (and `shortcut publish` matches names against).
public struct OwnedShortcut: Sendable, Codable, Equatable {
    public var id: Int64
    public var name: String
    public var latestVersion: Int

    public init(id: Int64, name: String, latestVersion: Int) {
        self.id = id
        self.name = name
        self.latestVersion = latestVersion
    }
}
