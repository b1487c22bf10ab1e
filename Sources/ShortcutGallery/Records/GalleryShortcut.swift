import Foundation

/// A shortcut in the gallery: its identity, owner and display name, and its latest version's
/// summary.
public struct GalleryShortcut: Sendable, Codable, Equatable {
    public var id: Int64
    public var name: String
    /// Who added it, for display: the owner's user name, or the label of a shortcut uploaded
    /// anonymously or before the gallery had accounts.
    public var uploader: String
    /// The owning account; nil for anonymous uploads and for shortcuts from before accounts
    /// that no admin has assigned yet (no one can add versions to those).
    public var ownerID: Int64?
    public var iCloudID: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var latestVersion: Int
    public var signingVerdict: String
    public var auditVerdict: String?
    public var summary: ShortcutSummary

    public init(
        id: Int64, name: String, uploader: String, ownerID: Int64?, iCloudID: String?, createdAt: Date,
        updatedAt: Date, latestVersion: Int, signingVerdict: String, auditVerdict: String?, summary: ShortcutSummary
    ) {
        self.id = id
        self.name = name
        self.uploader = uploader
        self.ownerID = ownerID
        self.iCloudID = iCloudID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.latestVersion = latestVersion
        self.signingVerdict = signingVerdict
        self.auditVerdict = auditVerdict
        self.summary = summary
    }
}
