import ArgumentParser
import CommandSupport
import Foundation
import ShortcutProgram

/// `shortcut build PROGRAM.json [-o OUT.shortcut] [--format binary|xml] [--force]`
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a shortcut from a JSON program (Docs/Programs.md).",
        discussion: """
            Reads the program, encodes every value the way the app stores it for the parameter's \
            kind, gives every action its UUID and every block its grouping identifier, and runs \
            `shortcut check` on the result. Program errors name the step (actions[2].then[0]) and \
            exit 65; warnings (unknown parameter keys) go to standard error. When the check finds \
            an error the diagnostics are printed and nothing is written (exit 1) unless --force. \
            Output replaces OUT atomically.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case binary, xml
    }

    @Argument(help: "The program (JSON), or - for standard input.")
    var program: String

    @Option(name: .shortAndLong, help: "The shortcut file to write (default or -: standard output).")
    var output: String?

    @Option(name: .long, help: "Property list format of the output: binary (default) or xml.")
    var format: Format = .binary

    @Flag(name: .long, help: "Write the shortcut even when `shortcut check` finds errors in it.")
    var force = false

    func run() async throws {
        try await reportingFailures {
            let catalog = try BundledCatalog.load()
            let data = try FileIO.read(program)
            let built: ProgramBuild
            do {
                built = try ProgramBuilder(catalog: catalog).build(try ShortcutProgram(json: data))
            } catch {
                throw CommandFailure(file: program, message: "\(error)", exitCode: ExitStatus.dataError)
            }
            for warning in built.warnings { StandardError.write("warning: \(program): \(warning)\n") }
            let errors = built.check.filter { $0.severity == .error }
            if !errors.isEmpty {
                for diagnostic in errors { StandardError.write("\(program): \(diagnostic)\n") }
                if !force {
                    throw CommandFailure(
                        file: program, message: "check: \(built.checkSummary.verdict) (--force writes it anyway)",
                        exitCode: ExitStatus.findings)
                }
            }
            let encoded: Data
            do {
                encoded = try built.shortcut.encoded(as: format == .xml ? .xml : .binary)
            } catch {
                throw CommandFailure(file: program, message: "\(error)", exitCode: ExitStatus.dataError)
            }
            try FileIO.write(encoded, to: output)
        }
    }
}
