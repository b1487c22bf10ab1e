import CommandSupport
import ShortcutCommands

/// Entry point of the `shortcut` executable; all commands live in `ShortcutCommands` so tests
/// can run them in-process. `shortcut serve …` is handed to the `shortcut-serve` executable
/// before parsing, so the server's own options and help apply.
@main
enum ShortcutMain {
    static func main() async {
        if ServeHandover.isServeInvocation() { ServeHandover.handOver() }
        await ShortcutCommand.runAsMain()
    }
}
