import ArgumentParser

/// `shortcut appshortcuts lint|list PATH...`: App Shortcuts checked and listed from Swift source.
package struct AppShortcutsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "appshortcuts",
        abstract: "Check and list an app's App Shortcuts from its Swift source (no Xcode needed).",
        discussion: """
            Reads the .swift, AppShortcuts.strings and AppShortcuts.xcstrings files at or under \
            the paths (folders named .build, Tests, Pods and DerivedData are skipped). Rules and \
            the JSON schemas are in Docs/AppShortcuts.md.
            """,
        subcommands: [AppShortcutsLintCommand.self, AppShortcutsListCommand.self])

    package init() {}
}
