import CommandSupport
import ShortcutCommands

/// Entry point of the `shortcut` executable; all commands live in `ShortcutCommands` so tests
/// can run them in-process.
@main
enum ShortcutMain {
    static func main() async {
        await ShortcutCommand.runAsMain()
    }
}
