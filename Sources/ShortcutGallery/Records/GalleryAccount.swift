import Foundation

/// An account of the gallery: who owns shortcuts, signs in and holds API tokens.
package struct GalleryAccount: Sendable, Codable, Equatable {
    package var id: Int64
    /// The user name (lower case; see ``AccountName``).
    package var username: String
    package var createdAt: Date

    package init(id: Int64, username: String, createdAt: Date) {
        self.id = id
        self.username = username
        self.createdAt = createdAt
    }
}
