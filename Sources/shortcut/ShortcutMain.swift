import CommandSupport
import ShortcutCommands

/// Entry point of the `shortcut` executable; all commands live in `ShortcutCommands` so tests
/// can run them in-process. `shortcut serve …` and `shortcut appshortcuts …` are handed to their
/// own executables before parsing (`HandOver`), so their options and help apply.
@main
enum ShortcutMain {
    static func main() async {
        HandOver.handOverIfNeeded()
        await ShortcutCommand.runAsMain()
    }
}
