import Foundation

/// One stored version as the shortcut page shows it (the original bytes are read separately,
/// only for downloads and diffs, so a page view never loads a multi-megabyte blob).
package struct GalleryVersion: Sendable, Equatable {
    package var shortcutID: Int64
    package var info: GalleryVersionInfo
    package var summary: ShortcutSummary
    package var signingSummary: String
    /// The audit report as JSON (``ShortcutAudit/AuditReport`` encoded), when there is one.
    package var auditJSON: String?
    /// The check's ``GalleryCheck`` as JSON; nil for a version stored before the gallery checked.
    package var checkJSON: String?
    package var tileSVG: String
    package var flowHTML: String

    package init(
        shortcutID: Int64, info: GalleryVersionInfo, summary: ShortcutSummary, signingSummary: String,
        auditJSON: String?, checkJSON: String?, tileSVG: String, flowHTML: String
    ) {
        self.shortcutID = shortcutID
        self.info = info
        self.summary = summary
        self.signingSummary = signingSummary
        self.auditJSON = auditJSON
        self.checkJSON = checkJSON
        self.tileSVG = tileSVG
        self.flowHTML = flowHTML
    }
}
