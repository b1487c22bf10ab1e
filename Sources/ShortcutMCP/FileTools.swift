import Diagnostics
import Foundation
import MCP
import ShortcutAudit
import ShortcutCheck
import ShortcutDecompiler
import ShortcutDiff
import ShortcutModel
import ShortcutRendering

/// `check_shortcut`, `render_shortcut`, `audit_shortcut`, `diff_shortcuts` and the Swift form of
/// `decompile_shortcut`: tools that read shortcut files and report on them.
extension ShortcutToolbox {
    /// One diagnostic of `check_shortcut` (and of `build_shortcut`'s check).
    struct Finding: Encodable {
        var rule: Nullable<String>
        var severity: String
        /// The action's index in the shortcut; null for findings about the whole file.
        var action: Nullable<Int>
        var message: String

        init(_ diagnostic: Diagnostic) {
            rule = Nullable(diagnostic.rule)
            severity = diagnostic.severity.rawValue
            action = Nullable(diagnostic.actionIndex)
            message = diagnostic.keyPath.map { "\($0): \(diagnostic.message)" } ?? diagnostic.message
        }
    }

    /// The check's verdict and every finding.
    struct CheckResult: Encodable {
        var verdict: String
        var findings: [Finding]

        init(_ diagnostics: [Diagnostic], target: CheckTarget? = nil) {
            verdict = CheckSummary(diagnostics: diagnostics, target: target).verdict
            findings = diagnostics.map(Finding.init)
        }
    }

    enum RenderChoice: String, CaseIterable {
        case text, markdown
    }

    struct Rendering: Encodable {
        var format: String
        var text: String
    }

    struct DiffResult: Encodable {
        var identical: Bool
        var summary: String
        var changes: [ActionChange]
        var metadataChanges: [FieldChange]
    }

    func checkShortcut(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "check_shortcut", values: values, accepted: ["path", "os", "platform"])
        let osVersion = try arguments.optionalInt("os", in: 1...99)
        let platform = try arguments.optionalChoice("platform", CheckTarget.Platform.self)
        let shortcut = try readShortcut(arguments, "path").document.shortcut
        let target = CheckTarget(osVersion: osVersion, platform: platform)
        return ToolOutput.result(CheckResult(checker.check(shortcut, target: target), target: target))
    }

    func renderShortcut(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "render_shortcut", values: values, accepted: ["path", "format"])
        let format = try arguments.optionalChoice("format", RenderChoice.self) ?? .text
        let (document, url, _) = try readShortcut(arguments, "path")
        let renderable = RenderableShortcut(
            document.shortcut, metadata: RenderMetadata(document: document, fileName: url.lastPathComponent),
            resources: rendering)
        let renderer: any ShortcutRenderer = format == .text ? TextRenderer(colors: false) : MarkdownRenderer()
        return ToolOutput.result(Rendering(format: format.rawValue, text: renderer.render(renderable)))
    }

    func auditShortcut(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "audit_shortcut", values: values, accepted: ["path"])
        let (document, url, _) = try readShortcut(arguments, "path")
        return ToolOutput.result(auditor.audit(document.shortcut, file: sandbox.relative(url)))
    }

    func diffShortcuts(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "diff_shortcuts", values: values, accepted: ["old", "new"])
        let old = try readShortcut(arguments, "old").document.shortcut
        let new = try readShortcut(arguments, "new").document.shortcut
        let diff = ShortcutDiff(from: old, to: new, catalog: catalog)
        return ToolOutput.result(
            DiffResult(
                identical: diff.isEmpty, summary: diff.summary, changes: diff.changes,
                metadataChanges: diff.metadataChanges))
    }

    /// The Swift DSL source that rebuilds the shortcut (`decompile_shortcut` with format `swift`).
    func swiftSource(of shortcut: Shortcut, url: URL) -> String {
        let base = url.deletingPathExtension().lastPathComponent
        return ShortcutDecompiler().decompile(shortcut, functionName: base, origin: url.lastPathComponent).text
    }
}
