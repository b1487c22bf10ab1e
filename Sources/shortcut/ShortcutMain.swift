import ArgumentParser
import Foundation
import ShortcutCommands

/// Entry point of the `shortcut` executable; all commands live in `ShortcutCommands` so tests
/// can run them in-process.
///
/// Usage errors (unknown option, missing argument, bad value) exit 2, like most Unix tools;
/// every other exit code is the command's own.
@main
enum ShortcutMain {
    static func main() async {
        do {
            var command = try ShortcutCommand.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if ShortcutCommand.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((ShortcutCommand.fullMessage(for: error) + "\n").utf8))
                exit(ExitStatus.usage)
            }
            ShortcutCommand.exit(withError: error)
        }
    }
}
