import Diagnostics

/// The checks on `AppShortcuts.strings` / `AppShortcuts.xcstrings` against the phrases in Swift.
struct LocalizationChecker {
    let target: AppShortcutsTarget

    static let requiredBaseName = "AppShortcuts"

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let phrases = target.providers.flatMap { $0.shortcuts.flatMap(\.phrases) }
        let negative = target.providers.flatMap(\.negativePhrases)
        let templates = Set((phrases + negative).map(\.template))
        let negativeTemplates = Set(negative.map(\.template))
        for table in target.localizations {
            guard table.baseName == Self.requiredBaseName else {
                if let wrong = wrongName(table) { diagnostics.append(wrong) }
                continue
            }
            for entry in table.entries {
                if !target.providers.isEmpty && !templates.contains(entry.key) {
                    diagnostics.append(
                        AppShortcutsRule.stringsUnusedKey.diagnostic(
                            "\"\(entry.key)\" is not used in any App Shortcut or as a negative phrase; remove it or "
                                + "make it match the Swift phrase exactly (with ${applicationName} and ${parameter})",
                            at: entry.keySource))
                }
                // Xcode checks every utterance of the file, whatever its key says ("Invalid Utterance.
                // Every App Shortcut utterance should have one '${applicationName}' in it."): a
                // translation of a key without the token is rejected too. Negative phrases do not
                // trigger a shortcut, so they need no app name.
                guard !negativeTemplates.contains(entry.key) else { continue }
                for translation in entry.translations where !translation.value.contains("${applicationName}") {
                    let what = entry.key.contains("${applicationName}") ? "drops" : "has no"
                    diagnostics.append(
                        AppShortcutsRule.stringsMissingAppName.diagnostic(
                            "the \(translation.language) translation \"\(translation.value)\" \(what) ${applicationName}; "
                                + "every App Shortcut utterance must name the app once, in every language",
                            at: translation.source))
                }
            }
            for phrase in phrases {
                let translated = Set(
                    table.entries.filter { $0.key == phrase.template }.flatMap { $0.translations.map(\.language) })
                for language in table.languages.sorted() where !translated.contains(language) {
                    diagnostics.append(
                        AppShortcutsRule.stringsMissingKey.diagnostic(
                            "phrase \"\(phrase.template)\" has no \(language) translation in \(table.path); "
                                + "add it so Siri offers the phrase in that language",
                            at: phrase.source))
                }
            }
        }
        return diagnostics
    }

    /// A strings file meant for App Shortcuts under another name: a name within three edits of
    /// `AppShortcuts` (`AppShortcut.strings`), or any name whose keys use `${applicationName}`.
    private func wrongName(_ table: LocalizationTable) -> Diagnostic? {
        let close = EditDistance.between(table.baseName.lowercased(), Self.requiredBaseName.lowercased()) <= 3
        let phraseKey = table.entries.first { $0.key.contains("${applicationName}") }
        guard close || phraseKey != nil else { return nil }
        let at = phraseKey?.keySource ?? SourceLocation(file: table.path, line: 1, column: 1)
        let ext = table.format == .strings ? "strings" : "xcstrings"
        return AppShortcutsRule.stringsWrongFileName.diagnostic(
            "App Shortcut phrases are translated only in a file named exactly \(Self.requiredBaseName).\(ext); "
                + "'\(table.baseName).\(ext)' is ignored for them — rename it",
            at: at)
    }
}
