import Foundation

/// An API token as its owner's page lists it (the token itself is shown once, at creation; the
/// storage keeps only its SHA-256).
public struct GalleryAPIToken: Sendable, Codable, Equatable {
    public var id: Int64
    public var name: String
    public var createdAt: Date

    public init(id: Int64, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
