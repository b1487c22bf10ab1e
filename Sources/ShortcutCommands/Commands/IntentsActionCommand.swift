import ArgumentParser
import CommandSupport
import Foundation
import IntentActions
import PropertyList

/// `shortcut intents action FILE --intent NAME --bundle-id ID [--json] [--show-all]`
///
/// Exit status: 0 on success, 2 when the intent is not in the definition, 65 when the file is
/// not an intent definition, 66 when it cannot be read.
struct IntentsActionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "action",
        abstract: "Print the WFWorkflowActions entry Shortcuts stores for an intent.",
        discussion: """
            Prints the action dictionary (identifier = bundle id + generated class name, one key \
            per parameter) as an XML plist, or with --json as JSON together with each \
            parameter's title and value encoding. Parameters with a default get it in the \
            stored form; the others are "Ask Each Time" variables. See Docs/IntentDefinitions.md.
            """)

    @Argument(help: "The .intentdefinition file (XML or binary plist), or - for standard input.")
    var input: String

    @Option(help: "The intent: its name (GetRows) or generated class name (GetRowsIntent).")
    var intent: String

    @Option(name: .customLong("bundle-id"), help: "The app's bundle identifier (io.vincode.Zavala).")
    var bundleIdentifier: String

    @Option(help: "The action's UUID (default: a new one).")
    var uuid: String?

    @Flag(help: "Add Show-<parameter> keys for the parameters the summary sentence does not name.")
    var showAll = false

    @Flag(help: "Print JSON: the action, and each parameter's title and encoding.")
    var json = false

    func run() async throws {
        try await reportingFailures {
            let definition = try readIntentDefinition(input)
            guard
                let intent = definition.intents.first(where: { $0.name == self.intent || $0.className == self.intent })
            else {
                let known = definition.intents.map(\.name).joined(separator: ", ")
                StandardError.write("error: \(input): no intent \(self.intent) (intents: \(known))\n")
                throw ExitCode(ExitStatus.usage)
            }
            let template = IntentActionTemplate(
                intent: intent, definition: definition, bundleIdentifier: bundleIdentifier)
            let action = template.action(uuid: uuid ?? UUID().uuidString, showingHiddenParameters: showAll)
            if json {
                // The report is a property list too, so the action keeps the project's JSON mapping.
                let parameters: [PropertyListValue] = template.encodings.map {
                    [
                        "key": .string($0.key), "title": .string($0.title), "encoding": .string($0.encoding),
                        "inSummary": .boolean($0.inSummary),
                    ]
                }
                let report: PropertyListValue = [
                    "identifier": .string(template.identifier), "title": .string(intent.title ?? intent.name),
                    "parameters": .array(parameters), "action": action.propertyList,
                ]
                try FileIO.write(PropertyListJSONWriter().write(report) + Data("\n".utf8), to: nil)
            } else {
                let data: Data
                do { data = try action.propertyList.encoded(as: .xml) } catch {
                    throw CommandFailure(
                        file: input, message: "cannot encode the action: \(error)", exitCode: ExitStatus.software)
                }
                try FileIO.write(data, to: nil)
            }
        }
    }
}
