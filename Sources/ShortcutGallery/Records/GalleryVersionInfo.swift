import Foundation

/// One version as listed on a shortcut's page and in the API.
public struct GalleryVersionInfo: Sendable, Codable, Equatable {
    public var number: Int
    public var createdAt: Date
    public var sha256: String
    public var size: Int
    public var encoding: String
    public var signingVerdict: String
    public var auditVerdict: String?

    public init(
        number: Int, createdAt: Date, sha256: String, size: Int, encoding: String, signingVerdict: String,
        auditVerdict: String?
    ) {
        self.number = number
        self.createdAt = createdAt
        self.sha256 = sha256
        self.size = size
        self.encoding = encoding
        self.signingVerdict = signingVerdict
        self.auditVerdict = auditVerdict
    }
}
