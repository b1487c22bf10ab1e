import ArgumentParser
import CommandSupport
import Foundation
import ShortcutSigning

/// `shortcut extract SIGNED [-o OUT]`
struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write the workflow plist inside a signed (AEA1) shortcut.",
        discussion: "Needs no keys: the payload is signed, not encrypted. Use `verify` to check who signed it.")

    @Argument(help: "The signed shortcut file, or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The output file (default: standard output).")
    var output: String?

    func run() async throws {
        try await reportingFailures {
            let data = try FileIO.read(input)
            guard AEAContainer.hasMagic(data) else {
                throw CommandFailure(
                    file: input, message: "not a signed shortcut (no AEA1 magic at byte 0)",
                    exitCode: ExitStatus.dataError)
            }
            do {
                try FileIO.write(try SignedShortcut(data: data).workflowData, to: output)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
            }
        }
    }
}
