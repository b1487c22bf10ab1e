import Foundation

/// A shortcut in the gallery: its identity, owner and display name, and its latest version's
/// summary.
package struct GalleryShortcut: Sendable, Codable, Equatable {
    package var id: Int64
    package var name: String
    /// Who added it, for display: the owner's user name, or the label of a shortcut uploaded
    /// anonymously or before the gallery had accounts.
    package var uploader: String
    /// The owning account; nil for anonymous uploads and for shortcuts from before accounts
    /// that no admin has assigned yet (no one can add versions to those).
    package var ownerID: Int64?
    package var iCloudID: String?
    package var createdAt: Date
    package var updatedAt: Date
    package var latestVersion: Int
    package var signingVerdict: String
    package var auditVerdict: String?
    /// The latest version's check verdict line (nil until a version stored before the gallery
    /// checked is rendered again).
    package var checkVerdict: String?
    package var summary: ShortcutSummary

    package init(
        id: Int64, name: String, uploader: String, ownerID: Int64?, iCloudID: String?, createdAt: Date,
        updatedAt: Date, latestVersion: Int, signingVerdict: String, auditVerdict: String?, checkVerdict: String?,
        summary: ShortcutSummary
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
        self.checkVerdict = checkVerdict
        self.summary = summary
    }
}
