import ArgumentParser
import CommandSupport
import Foundation
import IntentDefinitions

/// `shortcut intents FILE [--json]`
///
/// Exit status: 0 when the definition has no error-severity problems (warnings are fine), 1 when
/// it has some, 65 when the file is not an intent definition, 66 when it cannot be read.
struct IntentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Summarise and check a SiriKit intent definition (.intentdefinition).",
        discussion: """
            Reads an XML or binary .intentdefinition and lists its intents (generated class, \
            title, category and verb, parameters, summary, output), enums, custom types and \
            problems. Exit status: 0 when there are no error-severity problems, 1 when there \
            are, 65 when the file is not an intent definition, 66 when it cannot be read. The \
            JSON schema is in Docs/IntentDefinitions.md.
            """)

    @Argument(help: "The .intentdefinition file (XML or binary plist), or - for standard input.")
    var input: String

    @Flag(help: "Print JSON (schema in Docs/IntentDefinitions.md).")
    var json = false

    func run() async throws {
        try await reportingFailures {
            let data = try FileIO.read(input)
            let definition: IntentDefinition
            do {
                definition = try IntentDefinition(data: data)
            } catch {
                throw CommandFailure(file: input, message: String(describing: error), exitCode: ExitStatus.dataError)
            }
            let report = IntentsReport(file: input, definition: definition)
            if json {
                try FileIO.write(try CommandJSON.encoded(report), to: nil)
            } else {
                try FileIO.write(Data(report.text.utf8), to: nil)
            }
            if report.errorCount > 0 { throw ExitCode.status(ExitStatus.findings) }
        }
    }
}
