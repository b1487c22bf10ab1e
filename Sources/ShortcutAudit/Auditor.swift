import Diagnostics
import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// Audits shortcuts against a rule table: what they read, where they send it and what they can
/// do. Load once (``bundled()``) and reuse; it is an immutable value, safe to share.
///
/// ```swift
/// let auditor = try Auditor.bundled()
/// let report = auditor.audit(document.shortcut, file: "Gallery.shortcut")
/// print(report.verdict)   // "sends contacts to api.example.com; runs an SSH script"
/// ```
public struct Auditor: Sendable {
    public let rules: AuditRules
    public let catalog: ActionCatalog
    let index: RuleIndex

    public init(rules: AuditRules, catalog: ActionCatalog) {
        self.rules = rules
        self.catalog = catalog
        self.index = RuleIndex(rules)
    }

    /// The bundled rule table and action catalog.
    public static func bundled() throws -> Auditor {
        Auditor(rules: try AuditRules.bundled(), catalog: try ActionCatalog.bundled())
    }

    /// The report for one shortcut.
    public func audit(_ shortcut: Shortcut, file: String? = nil) -> AuditReport {
        audit(shortcut, analysis: ShortcutAnalysis(shortcut), file: file)
    }

    /// The report for one shortcut whose analysis the caller already has.
    public func audit(_ shortcut: Shortcut, analysis: ShortcutAnalysis, file: String? = nil) -> AuditReport {
        var session = AuditSession(shortcut: shortcut, analysis: analysis, index: index, catalog: catalog)
        return AuditReport(file: file, findings: session.findings())
    }
}
