import Foundation
import ShortcutAudit

/// One version ready to store: the original bytes unchanged, and everything computed from them
/// at import (summary, signing verdict, audit report, check verdict, the tile and the rendered flow).
package struct ImportedShortcut: Sendable {
    /// The file exactly as uploaded or downloaded.
    package var original: Data
    /// SHA-256 of ``original``, lower-case hex.
    package var sha256: String
    package var summary: ShortcutSummary
    /// ``SigningReport/Verdict`` raw value (`unsigned`, `trusted`, `untrustedSigner`, …).
    package var signingVerdict: String
    /// The signing report's one paragraph for people.
    package var signingSummary: String
    /// The audit report, when the audit rules are available.
    package var audit: AuditReport?
    /// The check's verdict (`ShortcutChecker`, no target).
    package var check: GalleryCheck
    /// The tile as a standalone SVG document.
    package var tileSVG: String
    /// The flow as HTML (sprite definitions followed by the `<ol class="sk-flow">`), escaped.
    package var flowHTML: String
    /// The iCloud share id this version came from, if any.
    package var iCloudID: String?
    /// What made the summary, verdicts, tile and flow (``ShortcutImporter/renderingVersion``).
    package var renderingVersion: String

    package init(
        original: Data, sha256: String, summary: ShortcutSummary, signingVerdict: String, signingSummary: String,
        audit: AuditReport?, check: GalleryCheck, tileSVG: String, flowHTML: String, iCloudID: String?,
        renderingVersion: String
    ) {
        self.original = original
        self.sha256 = sha256
        self.summary = summary
        self.signingVerdict = signingVerdict
        self.signingSummary = signingSummary
        self.audit = audit
        self.check = check
        self.tileSVG = tileSVG
        self.flowHTML = flowHTML
        self.iCloudID = iCloudID
        self.renderingVersion = renderingVersion
    }
}
