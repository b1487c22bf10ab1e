import ArgumentParser
import ShortcutKitVersion

/// The `shortcut` command-line tool.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
package struct ShortcutCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "shortcut",
        abstract: "Read, convert, verify, render and fetch Apple Shortcuts on any platform.",
        discussion: """
            Files are classified by content, not extension: binary plist, XML plist, or a signed \
            (AEA1) shortcut. A data error exits 65 with one line: error: <file>: <what> at <where>.
            """,
        version: ShortcutKitVersion.full,
        subcommands: [
            InspectCommand.self, ConvertCommand.self, ExtractCommand.self, VerifyCommand.self, RenderCommand.self,
            ViewCommand.self, FetchCommand.self, IntentsGroupCommand.self, AuditCommand.self, CheckCommand.self,
            SignCommand.self, DecompileCommand.self, BuildCommand.self, NewCommand.self,
            AppShortcutsHandOverCommand.self,
            DiffCommand.self, ServeHandover.self, ActionsCommand.self, PublishCommand.self, RunCommand.self,
            MCPCommand.self,
            TestCommand.self,
        ])

    package init() {}
}
