import AppShortcutsLint
import ArgumentParser
import CommandSupport
import Diagnostics
import Foundation

/// `shortcut appshortcuts lint PATH... [--json] [--strict]`
///
/// Exit status: 0 without errors (warnings allowed unless `--strict`), 1 with errors, 66 when a
/// path cannot be read. Unparsable files are findings (`appshortcuts.source.invalid-swift`, `appshortcuts.strings.invalid-file`),
/// not failures, so one bad file does not hide the others' results.
package struct AppShortcutsLintCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check App Shortcuts providers, phrases and their translations.",
        discussion: """
            Prints one line per finding in the compiler's format \
            (file:line:column: error|warning: message [rule-id]), which Xcode, editors and CI \
            annotations understand. Exit status: 0 when there are no errors, 1 when there are \
            (with --strict, warnings count too), 66 when a path cannot be read.
            """)

    @Argument(help: "Swift files, strings files or folders of an app target.")
    var paths: [String]

    @Flag(help: "Print a JSON array of {file, line, column, severity, rule, message}.")
    var json = false

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    package init() {}

    package func run() async throws {
        try await reportingFailures {
            let files = try AppShortcutsInputs.read(paths)
            let diagnostics = AppShortcutsLinter().lint(files)
            if json {
                try FileIO.write(try CommandJSON.encoded(diagnostics.map(DiagnosticRow.init)), to: nil)
            } else {
                let text = diagnostics.map { $0.description + "\n" }.joined()
                try FileIO.write(Data(text.utf8), to: nil)
            }
            let threshold: Severity = strict ? .warning : .error
            if diagnostics.contains(where: { $0.severity >= threshold }) { throw ExitCode.status(ExitStatus.findings) }
        }
    }

    /// One finding in `--json` output.
    struct DiagnosticRow: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.source?.file ?? ""
            line = diagnostic.source?.line ?? 0
            column = diagnostic.source?.column ?? 0
            severity = diagnostic.severity.rawValue
            rule = diagnostic.rule
            message = diagnostic.message
        }
    }
}
