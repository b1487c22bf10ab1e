import ArgumentParser
import CommandSupport
import Foundation
import ShortcutAudit

/// `shortcut audit FILE... [--json] [--min-severity note|warning|error]`
///
/// Exit status: 0 when no file has a finding at or above the threshold, 1 when one has, 65
/// (66) when a file is not a shortcut (cannot be read) — the other files are still audited.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit shortcuts before running them: what they read, where they send it, what they can do.",
        discussion: """
            Follows data from sources (contacts, location, photos, clipboard, …) through variables, \
            text, dictionaries, loops and branches to sinks (network, messages, scripts, files), and \
            flags capabilities (shell and SSH, deleting, settings, self-update) and obfuscation. \
            Prints a one-line verdict per file and its findings, each with the path the data took. \
            Exit status: 0 when nothing is at or above --min-severity, 1 when something is, 65 when \
            a file is not a shortcut, 66 when it cannot be read. See Docs/Audit.md.
            """)

    typealias Level = SeverityLevel

    @Argument(help: "Shortcut files (binary, XML, JSON or signed), or - for standard input.")
    var files: [String]

    @Flag(help: "Print a JSON array of reports (schema in Docs/Audit.md).")
    var json = false

    @Option(name: .customLong("min-severity"), help: "Report findings at or above this level: note, warning or error.")
    var minimumSeverity: Level = .note

    func run() async throws {
        let auditor: Auditor
        do {
            auditor = try Auditor.bundled()
        } catch {
            throw CommandFailure(
                file: "audit-rules.json", message: "cannot load the audit rules: \(error)",
                exitCode: ExitStatus.software
            ).report()
        }
        var reports: [AuditReport] = []
        var failureCode: Int32?
        for file in files {
            do throws(CommandFailure) {
                let document = try FileIO.readDocument(file)
                reports.append(auditor.audit(document.shortcut, file: file).filtered(minimum: minimumSeverity.severity))
            } catch {
                _ = error.report()
                failureCode = failureCode ?? error.exitCode
            }
        }
        try await reportingFailures {
            if json {
                try FileIO.write(try CommandJSON.encoded(reports), to: nil)
            } else {
                try FileIO.write(Data(reports.map(Self.text).joined().utf8), to: nil)
            }
        }
        if let failureCode { throw ExitCode.status(failureCode) }
        if reports.contains(where: { !$0.findings.isEmpty }) { throw ExitCode.status(ExitStatus.findings) }
    }

    /// `FILE: verdict`, then one diagnostic line per finding with its path below.
    static func text(_ report: AuditReport) -> String {
        var out = "\(report.file ?? "-"): \(report.verdict)\n"
        for finding in report.findings {
            out += "  \(finding.severity.rawValue): action \(finding.sinkAction): "
            out += "\(finding.message) [\(finding.rule)]\n"
            if finding.path.count > 1 { out += "    path: \(finding.pathDescription)\n" }
        }
        return out
    }
}
