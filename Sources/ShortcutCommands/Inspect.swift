import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcut inspect INPUT [--json]`
struct Inspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Summarise a shortcut: versions, icon, inputs, variables, problems and its actions.")

    @Argument(help: "The shortcut file (binary, XML or signed), or - for standard input.")
    var input: String

    @Flag(help: "Print JSON (schema in the README).")
    var json = false

    @OptionGroup var trustRoots: TrustRootOptions

    func run() async throws {
        try await reportingFailures {
            let document = try FileIO.readDocument(input)
            let catalog: ActionCatalog
            do { catalog = try ActionCatalog.bundled() } catch {
                throw CommandFailure(file: input, message: "action catalog: \(error)", exitCode: ExitStatus.software)
            }
            var report = InspectReport(file: input, document: document, catalog: catalog)
            if let container = document.signedContainer {
                let roots = trustRoots.discover()
                report.signing = await SignatureVerifier(trustRoots: roots).verify(container)
            }
            if json {
                try FileIO.write(try CommandJSON.encoded(report), to: nil)
            } else {
                try FileIO.write(Data(report.text.utf8), to: nil)
            }
        }
    }
}
