import AppShortcutsLint
import ArgumentParser
import CommandSupport
import Foundation

/// `shortcut appshortcuts list PATH... [--json]`: what Siri and Spotlight will offer.
///
/// Exit status: 0, or 66 when a path cannot be read. Files that do not parse are named on
/// stderr; use `lint` to check the shortcuts.
package struct AppShortcutsListCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List each App Shortcut with its intent, title, symbol and phrases.",
        discussion: """
            Phrases are printed as the build's metadata lists them: \\(.applicationName) as \
            ${applicationName}, \\(\\.$name) as ${name}. Exit status: 0, or 66 when a path cannot \
            be read.
            """)

    @Argument(help: "Swift files or folders of an app target.")
    var paths: [String]

    @Flag(help: "Print JSON (schema in Docs/AppShortcuts.md).")
    var json = false

    package init() {}

    package func run() async throws {
        try await reportingFailures {
            let target = AppShortcutsTarget(files: try AppShortcutsInputs.read(paths))
            for diagnostic in target.readDiagnostics
            where diagnostic.rule == AppShortcutsRule.invalidSwift.id
                || diagnostic.rule == AppShortcutsRule.invalidStringsFile.id
            {
                StandardError.write(diagnostic.description + "\n")
            }
            let listing = AppShortcutsListing(target)
            if json {
                try FileIO.write(try CommandJSON.encoded(listing), to: nil)
            } else {
                try FileIO.write(Data(listing.text.utf8), to: nil)
            }
        }
    }
}
