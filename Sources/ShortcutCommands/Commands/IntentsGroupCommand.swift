import ArgumentParser
import CommandSupport
import IntentDefinitions

/// `shortcut intents [check] FILE [--json]`, `shortcut intents migrate FILE [-o DIR]`,
/// `shortcut intents action FILE --intent NAME --bundle-id ID [--json]`.
///
/// `check` is the default, so `shortcut intents FILE` behaves as it always did.
struct IntentsGroupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intents",
        abstract: "Check SiriKit intent definitions, migrate them to App Intents, and show their actions.",
        subcommands: [IntentsCommand.self, IntentsMigrateCommand.self, IntentsActionCommand.self],
        defaultSubcommand: IntentsCommand.self)
}

/// Reads a definition for the `intents` subcommands: 66 when unreadable, 65 when not a definition.
func readIntentDefinition(_ path: String) throws(CommandFailure) -> IntentDefinition {
    let data = try FileIO.read(path)
    do {
        return try IntentDefinition(data: data)
    } catch {
        throw CommandFailure(file: path, message: String(describing: error), exitCode: ExitStatus.dataError)
    }
}
