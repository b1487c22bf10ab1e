import AppShortcutsCommands
import CommandSupport

/// Entry point of `shortcut-appshortcuts`: `shortcut appshortcuts` on its own, for the
/// `lint-app-shortcuts` plugin and for CI jobs that only check App Shortcuts. It links
/// swift-syntax and the linter but none of the shortcut model, networking or crypto, so an app
/// package that runs the plugin builds a fraction of what the full `shortcut` tool needs.
@main
enum AppShortcutsMain {
    static func main() async {
        await AppShortcutsTool.runAsMain()
    }
}
