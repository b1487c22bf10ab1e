import AppShortcutsLint
import ArgumentParser
import Foundation

/// `shortcut appshortcuts list PATH... [--json]`: what Siri and Spotlight will offer.
///
/// Exit status: 0, or 66 when a path cannot be read. Files that do not parse are named on
/// stderr; use `lint` to check the shortcuts.
struct AppShortcutsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
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

    func run() async throws {
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

/// The `list` output: providers, shortcuts and phrase templates.
struct AppShortcutsListing: Encodable {
    struct Provider: Encodable {
        var name: String
        var file: String
        var line: Int
        var tileColor: String?
        var shortcuts: [Shortcut]
        var negativePhrases: [String]
    }

    struct Shortcut: Encodable {
        var intent: String?
        var shortTitle: String?
        var systemImageName: String?
        var phrases: [String]
        var file: String
        var line: Int
        var column: Int
    }

    var providers: [Provider]

    init(_ target: AppShortcutsTarget) {
        providers = target.providers.map { provider in
            Provider(
                name: provider.name, file: provider.source.file, line: provider.source.line,
                tileColor: provider.tileColor,
                shortcuts: provider.shortcuts.map { shortcut in
                    Shortcut(
                        intent: shortcut.intentType, shortTitle: shortcut.shortTitle,
                        systemImageName: shortcut.systemImageName, phrases: shortcut.phrases.map(\.template),
                        file: shortcut.source.file, line: shortcut.source.line, column: shortcut.source.column)
                },
                negativePhrases: provider.negativePhrases.map(\.template))
        }
    }

    var text: String {
        var lines: [String] = []
        if providers.isEmpty { lines.append("no AppShortcutsProvider found") }
        for provider in providers {
            let color = provider.tileColor.map { ", tile colour \($0)" } ?? ""
            lines.append(
                "\(provider.name) (\(provider.file):\(provider.line)): \(provider.shortcuts.count) App Shortcuts\(color)"
            )
            for shortcut in provider.shortcuts {
                let title = shortcut.shortTitle.map { "\"\($0)\"" } ?? "(no short title)"
                let symbol = shortcut.systemImageName.map { "symbol \($0)" } ?? "no symbol"
                lines.append("  \(shortcut.intent ?? "?") — \(title), \(symbol)")
                for phrase in shortcut.phrases { lines.append("    \(phrase)") }
            }
            if !provider.negativePhrases.isEmpty {
                lines.append("  negative phrases")
                for phrase in provider.negativePhrases { lines.append("    \(phrase)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
