import AppShortcutsLint

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
