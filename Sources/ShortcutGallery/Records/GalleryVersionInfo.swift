import Foundation

/// One version as listed on a shortcut's page and in the API.
package struct GalleryVersionInfo: Sendable, Codable, Equatable {
    package var number: Int
    package var createdAt: Date
    package var sha256: String
    package var size: Int
    package var encoding: String
    package var signingVerdict: String
    package var auditVerdict: String?
    /// The check's verdict line (``GalleryCheck/verdict``); nil for a version stored before the
    /// gallery checked, until it is rendered again.
    package var checkVerdict: String?

    package init(
        number: Int, createdAt: Date, sha256: String, size: Int, encoding: String, signingVerdict: String,
        auditVerdict: String?, checkVerdict: String?
    ) {
        self.number = number
        self.createdAt = createdAt
        self.sha256 = sha256
        self.size = size
        self.encoding = encoding
        self.signingVerdict = signingVerdict
        self.auditVerdict = auditVerdict
        self.checkVerdict = checkVerdict
    }
}
