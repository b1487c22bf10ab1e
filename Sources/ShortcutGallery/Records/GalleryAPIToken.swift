import Foundation

/// An API token as its owner's page lists it (the token itself is shown once, at creation; the
/// storage keeps only its SHA-256).
package struct GalleryAPIToken: Sendable, Codable, Equatable {
    package var id: Int64
    package var name: String
    package var createdAt: Date

    package init(id: Int64, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
