import ArgumentParser
import CommandSupport

/// `shortcut appshortcuts …`: handed over to the `shortcut-appshortcuts` executable, so that the
/// everyday tool does not compile or link swift-syntax (Docs/AppShortcuts.md).
struct AppShortcutsHandOverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appshortcuts",
        abstract: "Check and list an app's App Shortcuts from its Swift source (lint, list).",
        discussion: """
            Runs the shortcut-appshortcuts executable built beside this one, with the same arguments \
            (`shortcut appshortcuts lint --help` shows its options).
            """)

    @Argument(parsing: .captureForPassthrough, help: "lint|list and their arguments.")
    var arguments: [String] = []

    func run() throws {
        throw HandOver.exec(tool: "shortcut-appshortcuts", arguments: arguments, command: "appshortcuts").report()
    }
}
