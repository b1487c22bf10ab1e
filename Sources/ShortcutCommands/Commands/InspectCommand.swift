import ArgumentParser
import CommandSupport
import Foundation
import ShortcutSigning

/// `shortcut inspect INPUT [--json]`
struct InspectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise a shortcut: versions, icon, inputs, variables, problems and its actions.")

    @Argument(help: "The shortcut file (binary, XML, JSON or signed), or - for standard input.")
    var input: String

    @Flag(help: "Print JSON (schema in the README).")
    var json = false

    @OptionGroup var trustRoots: TrustRootOptions

    @Option(
        parsing: .upToNextOption,
        help: "SiriKit intent definitions: match the app actions to their intents and check their parameters.")
    var intents: [String] = []

    @Option(
        name: .customLong("intents-bundle-id"),
        help: "The bundle id of the --intents app, so actions of removed intents are reported in any shortcut.")
    var intentsBundleIdentifiers: [String] = []

    func run() async throws {
        try await reportingFailures {
            let document = try FileIO.readDocument(input)
            var catalog = try BundledCatalog.load()
            let intentReport = try matchIntents(
                document.shortcut, definitions: intents, bundleIdentifiers: intentsBundleIdentifiers, catalog: &catalog)
            var report = InspectReport(file: input, document: document, catalog: catalog)
            if let intentReport { report.addIntentActions(intentReport) }
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
