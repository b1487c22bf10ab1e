import ArgumentParser
import CommandSupport
import Diagnostics
import Foundation
import ShortcutCheck
import ShortcutModel
import ShortcutRendering

/// `shortcut check FILE... [--os N] [--platform ios|macos|watchos] [--json] [--min-severity LEVEL]`
///
/// Exit status: 0 when no file has a diagnostic at or above the threshold (default: error), 1
/// when one has, 65 (66) when a file is not a shortcut (cannot be read) — the other files are
/// still checked.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that shortcuts will import and run, and on which OS, before signing or sharing them.",
        discussion: """
            Structure (blocks opened and closed, grouping identifiers, UUIDs), references (outputs \
            of the same or a later action, variables never set), serialization (values whose shape \
            the parameter cannot hold), availability (actions the target OS or platform lacks) and \
            metadata (minimum client version, where the shortcut is offered, import questions). \
            Prints compiler-style lines (FILE: error: action 12 WFInput: … [rule]) and a verdict per \
            file. Without --min-severity, errors and warnings are shown and only errors fail. \
            Exit status: 0 when nothing is at or above the threshold, 1 when something is, 65 when \
            a file is not a shortcut, 66 when it cannot be read. See Docs/Check.md.
            """)

    typealias Level = SeverityLevel

    @Argument(help: "Shortcut files (binary, XML, JSON or signed), or - for standard input.")
    var files: [String]

    @Option(name: .customLong("os"), help: "The target OS major version (18, 26, 27).")
    var osVersion: Int?

    @Option(help: "The target platform: ios, macos or watchos.")
    var platform: CheckTarget.Platform?

    @Flag(help: "Print a JSON array: per file its path, verdict and diagnostics (schema in Docs/Check.md).")
    var json = false

    @Option(
        name: .customLong("min-severity"),
        help:
            "Show and fail on diagnostics at or above this level: note, warning or error (default: show warnings, fail on errors)."
    )
    var minimumSeverity: Level?

    func validate() throws {
        if let osVersion, !(1...99).contains(osVersion) {
            throw ValidationError("--os takes an OS major version such as 18, 26 or 27")
        }
    }

    /// One file's result, as `--json` prints it.
    struct FileReport: Encodable {
        var path: String
        var verdict: String
        var diagnostics: [Diagnostic]
    }

    func run() async throws {
        let checker: ShortcutChecker
        do {
            checker = try BundledCatalog.checker()
        } catch {
            throw error.report()
        }
        let target = CheckTarget(osVersion: osVersion, platform: platform)
        let shown = minimumSeverity?.severity ?? .warning
        let failing = minimumSeverity?.severity ?? .error
        var reports: [FileReport] = []
        var failed = false
        var failureCode: Int32?
        for file in files {
            do throws(CommandFailure) {
                let document = try FileIO.readDocument(file)
                let diagnostics = checker.check(document.shortcut, target: target)
                failed = failed || diagnostics.contains { $0.severity >= failing }
                reports.append(
                    FileReport(
                        path: file, verdict: CheckSummary(diagnostics: diagnostics, target: target).verdict,
                        diagnostics: diagnostics.filter { $0.severity >= shown }))
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
        if failed { throw ExitCode.status(ExitStatus.findings) }
    }

    /// `FILE: error: action 12 WFInput: … [rule]` per diagnostic, then `FILE: verdict`.
    static func text(_ report: FileReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics { out += "\(report.path): \(diagnostic)\n" }
        out += "\(report.path): \(report.verdict)\n"
        return out
    }
}

extension CheckTarget.Platform: ExpressibleByArgument {}

extension RenderAnnotations {
    /// The check laid over a rendering (`render --check`): "Check: …" under the detail line and
    /// each action with an error or warning marked with its rule ids.
    init(check diagnostics: [Diagnostic]) {
        var marks: [Int: [String]] = [:]
        for diagnostic in diagnostics where diagnostic.severity >= .warning {
            guard let index = diagnostic.actionIndex, let rule = diagnostic.rule else { continue }
            if !(marks[index] ?? []).contains(rule) { marks[index, default: []].append(rule) }
        }
        self.init(
            verdict: "Check: " + CheckSummary(diagnostics: diagnostics).verdict,
            marks: marks.mapValues { $0.joined(separator: ", ") })
    }

    /// Both overlays on one rendering: the verdicts on one line, the marks of an action joined.
    func merged(with other: RenderAnnotations) -> RenderAnnotations {
        let verdicts = [verdict, other.verdict].compactMap { $0 }
        return RenderAnnotations(
            verdict: verdicts.isEmpty ? nil : verdicts.joined(separator: " · "),
            marks: marks.merging(other.marks) { "\($0), \($1)" })
    }
}

extension SignCommand {
    /// The check's errors, printed, and the failure that stops signing (`--force` skips this).
    static func refuseErrors(in shortcut: Shortcut, file: String) throws(CommandFailure) {
        let errors = try BundledCatalog.checker().check(shortcut).filter { $0.severity == .error }
        guard !errors.isEmpty else { return }
        for error in errors { StandardError.write("\(file): \(error)\n") }
        throw CommandFailure(
            file: file,
            message: "`shortcut check` finds \(errors.count) error\(errors.count == 1 ? "" : "s") (listed above): "
                + "the app would refuse or break on this file; fix them, or sign anyway with --force",
            exitCode: ExitStatus.findings)
    }
}
