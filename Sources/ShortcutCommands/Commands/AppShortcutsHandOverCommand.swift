import ArgumentParser
import CommandSupport

/// `shortcut appshortcuts …`: run by the `shortcut-appshortcuts` executable
/// (``CommandSupport/HandOver``), so that the everyday tool does not compile or link swift-syntax
/// (Docs/AppShortcuts.md). `shortcut` hands the command line over before parsing; this type lists
/// the command in `shortcut --help` and hands over when the command runs in-process.
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
        throw HandOver.exec(tool: "shortcut-appshortcuts", arguments: arguments).report()
    }
}
