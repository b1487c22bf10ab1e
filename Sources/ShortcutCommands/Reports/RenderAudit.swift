import CommandSupport
import Foundation
import ShortcutAudit
import ShortcutRendering

/// Lays an audit over a rendering: the verdict under the detail line, the involved actions
/// flagged with their rule ids (`render --audit`).
enum RenderAudit {
    static func annotations(for shortcut: RenderableShortcut, file: String) throws(CommandFailure) -> RenderAnnotations
    {
        let auditor: Auditor
        do {
            auditor = try Auditor.bundled()
        } catch {
            throw CommandFailure(
                file: file, message: "cannot load the audit rules: \(error)", exitCode: ExitStatus.software)
        }
        let report = auditor.audit(shortcut.shortcut, analysis: shortcut.analysis, file: file)
        return RenderAnnotations(report: report)
    }
}

extension RenderAnnotations {
    /// The verdict as "Audit: …" and each involved action marked with its findings' rule ids.
    init(report: AuditReport) {
        self.init(
            verdict: "Audit: " + report.verdict,
            marks: report.involvedActions.mapValues { $0.joined(separator: ", ") })
    }
}
