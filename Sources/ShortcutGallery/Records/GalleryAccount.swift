import Foundation

/// An account of the gallery: who owns shortcuts, signs in and holds API tokens.
public struct GalleryAccount: Sendable, Codable, Equatable {
    public var id: Int64
    /// The user name (lower case; see ``AccountName``).
    public var username: String
    public var createdAt: Date

    public init(id: Int64, username: String, createdAt: Date) {
        self.id = id
        self.username = username
        self.createdAt = createdAt
    }
}
