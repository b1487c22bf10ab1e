import ArgumentParser
import ShortcutKitVersion

/// The root command of the standalone `shortcut-appshortcuts` executable: the same `lint` and
/// `list` subcommands as `shortcut appshortcuts`, under the executable's own name.
package struct AppShortcutsTool: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "shortcut-appshortcuts",
        abstract: AppShortcutsCommand.configuration.abstract,
        discussion: AppShortcutsCommand.configuration.discussion,
        version: ShortcutKitVersion.full,
        subcommands: AppShortcutsCommand.configuration.subcommands)

    package init() {}
}
