import Foundation

/// One stored version as the shortcut page shows it (the original bytes are read separately,
/// only for downloads and diffs, so a page view never loads a multi-megabyte blob).
public struct GalleryVersion: Sendable, Equatable {
    public var shortcutID: Int64
    public var info: GalleryVersionInfo
    public var summary: ShortcutSummary
    public var signingSummary: String
    /// The audit report as JSON (``ShortcutAudit/AuditReport`` encoded), when there is one.
    public var auditJSON: String?
    public var tileSVG: String
    public var flowHTML: String

    public init(
        shortcutID: Int64, info: GalleryVersionInfo, summary: ShortcutSummary, signingSummary: String,
        auditJSON: String?, tileSVG: String, flowHTML: String
    ) {
        self.shortcutID = shortcutID
        self.info = info
        self.summary = summary
        self.signingSummary = signingSummary
        self.auditJSON = auditJSON
        self.tileSVG = tileSVG
        self.flowHTML = flowHTML
    }
}
