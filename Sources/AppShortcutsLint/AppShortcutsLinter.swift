import Diagnostics

/// Checks App Shortcuts read from Swift source, and their translations, against the rules of
/// `Docs/AppShortcuts.md`.
public struct AppShortcutsLinter: Sendable {
    /// Most App Shortcuts an app may declare.
    public static let maximumShortcuts = 10

    public init() {}

    /// Every finding for `files` (reading problems included), ordered by file, line and column.
    public func lint(_ files: [SourceFile]) -> [Diagnostic] {
        lint(AppShortcutsTarget(files: files))
    }

    /// Every finding for an already-read target, ordered by file, line and column.
    public func lint(_ target: AppShortcutsTarget) -> [Diagnostic] {
        var diagnostics = target.readDiagnostics
        diagnostics += providerChecks(target)
        for provider in target.providers {
            for shortcut in provider.shortcuts {
                diagnostics += shortcutChecks(shortcut, index: target.index)
            }
        }
        diagnostics += duplicateChecks(target.providers)
        diagnostics += LocalizationChecker(target: target).check()
        return diagnostics.sorted(by: Self.order)
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = a.source.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        let right = b.source.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        if left != right { return left < right }
        return (a.rule ?? "") < (b.rule ?? "")
    }

    private func providerChecks(_ target: AppShortcutsTarget) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let first = target.providers.first {
            for other in target.providers.dropFirst() {
                diagnostics.append(
                    AppShortcutsRule.multipleProviders.diagnostic(
                        "'\(other.name)' is a second AppShortcutsProvider (the first is '\(first.name)' at "
                            + "\(first.source)); an app has exactly one — move its App Shortcuts into '\(first.name)'",
                        at: other.source))
            }
        }
        let total = target.providers.reduce(0) { $0 + $1.maximumShortcutCount }
        if total > Self.maximumShortcuts, let provider = target.providers.first(where: { $0.maximumShortcutCount > 0 })
        {
            diagnostics.append(
                AppShortcutsRule.tooManyShortcuts.diagnostic(
                    "\(total) App Shortcuts; an app may declare at most \(Self.maximumShortcuts) — "
                        + "remove \(total - Self.maximumShortcuts) or merge them with a parameter",
                    at: provider.appShortcutsSource ?? provider.source))
        }
        return diagnostics
    }

    private func shortcutChecks(_ shortcut: AppShortcutDeclaration, index: TypeIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if !shortcut.hasCurrentInitializer {
            diagnostics.append(
                AppShortcutsRule.deprecatedInitializer.diagnostic(
                    "AppShortcut(intent:phrases:) without shortTitle: and systemImageName: is the deprecated iOS 16 "
                        + "initializer; add shortTitle: \"…\" and systemImageName: \"…\" (an SF Symbol)",
                    at: shortcut.source))
        } else if shortcut.systemImageName?.isEmpty == true {
            diagnostics.append(
                AppShortcutsRule.deprecatedInitializer.diagnostic(
                    "systemImageName is empty; name an SF Symbol", at: shortcut.source))
        }
        if shortcut.phrases.isEmpty && shortcut.nonLiteralPhraseCount == 0 {
            diagnostics.append(
                AppShortcutsRule.emptyPhrases.diagnostic(
                    "this App Shortcut has no phrases, so Siri cannot offer it; add at least one phrase with "
                        + "\\(.applicationName)",
                    at: shortcut.phrasesSource ?? shortcut.source))
        }
        let parameters = shortcut.intentType.flatMap { index.parameters(of: $0) }
        for phrase in shortcut.phrases {
            diagnostics += phraseChecks(phrase, intent: shortcut.intentType, parameters: parameters, index: index)
        }
        return diagnostics
    }

    private func phraseChecks(
        _ phrase: Phrase, intent: String?, parameters: [String: TypeReference]?, index: TypeIndex
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let at = phrase.source
        if phrase.template.allSatisfy(\.isWhitespace) {
            diagnostics.append(
                AppShortcutsRule.emptyPhrases.diagnostic(
                    "empty phrase; write what the user says, with \\(.applicationName)", at: at))
            return diagnostics
        }
        let typedTokens = phrase.stringFileTokens
        if !typedTokens.isEmpty {
            let token = typedTokens[0]
            let replacement = token == "applicationName" ? "\\(.applicationName)" : "\\(\\.$\(token))"
            diagnostics.append(
                AppShortcutsRule.stringFileTokenInSwift.diagnostic(
                    "'${\(token)}' is string-file syntax and is plain text in Swift; write \(replacement) instead",
                    at: at))
        }
        if phrase.applicationNameCount == 0 && !typedTokens.contains("applicationName") {
            diagnostics.append(
                AppShortcutsRule.missingApplicationName.diagnostic(
                    "phrase \"\(phrase.template)\" does not contain \\(.applicationName); every App Shortcut phrase "
                        + "must name the app (the build rejects it or Siri never offers it)",
                    at: at))
        }
        for case .other(let expression) in phrase.segments {
            diagnostics.append(
                AppShortcutsRule.nonLiteralPhrase.diagnostic(
                    "interpolation \\(\(expression)) cannot be extracted; phrases may interpolate only "
                        + "\\(.applicationName) and \\(\\.$parameter)",
                    at: at))
        }
        let names = phrase.parameters
        if names.count > 1 {
            diagnostics.append(
                AppShortcutsRule.tooManyParameters.diagnostic(
                    "phrase uses \(names.count) parameters (\(names.map { "\\.$\($0)" }.joined(separator: ", "))); "
                        + "a phrase may contain the app name and at most one parameter — split it into several phrases",
                    at: at))
        }
        for name in names {
            guard let parameters, let intent else { continue }
            guard let type = parameters[name] else {
                let known = parameters.keys.sorted().map { "\\.$\($0)" }.joined(separator: ", ")
                diagnostics.append(
                    AppShortcutsRule.unknownParameter.diagnostic(
                        "'\(intent)' has no @Parameter '\(name)'"
                            + (known.isEmpty ? "; declare it on the intent" : "; it declares \(known)"),
                        at: at))
                continue
            }
            diagnostics += parameterTypeCheck(name: name, type: type, intent: intent, index: index, at: at)
        }
        return diagnostics
    }

    /// Types that are certainly not `AppEnum`/`AppEntity` (system value types).
    static let systemValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Date", "URL", "Decimal", "IntentFile", "IntentPerson",
        "Measurement", "CLPlacemark", "DateComponents", "Duration", "AttributedString", "Data", "Int64", "UUID",
        "PersonNameComponents", "Color", "?",
    ]

    private func parameterTypeCheck(
        name: String, type: TypeReference, intent: String, index: TypeIndex, at: SourceLocation
    ) -> [Diagnostic] {
        let base = index.resolve(type.baseName)
        let fix = "use an AppEnum or an AppEntity with a query, or drop \\(\\.$\(name)) from the phrase"
        if type.isArray {
            return [
                AppShortcutsRule.parameterNotEnumOrEntity.diagnostic(
                    "parameter '\(name)' of '\(intent)' is an array (\(type)); phrases take one non-array value — \(fix)",
                    at: at)
            ]
        }
        if index.isEnumOrEntity(base) { return [] }
        if Self.systemValueTypes.contains(base) || index.knows(base) {
            return [
                AppShortcutsRule.parameterNotEnumOrEntity.diagnostic(
                    "parameter '\(name)' of '\(intent)' is \(type), which does not conform to AppEnum or AppEntity; "
                        + "Siri cannot list its values — \(fix)",
                    at: at)
            ]
        }
        return [
            AppShortcutsRule.parameterNotEnumOrEntity.diagnostic(
                "parameter '\(name)' of '\(intent)' is \(type), declared outside the given files; make sure it "
                    + "conforms to AppEnum or AppEntity (pass its file to check)",
                at: at, severity: .warning)
        ]
    }

    private func duplicateChecks(_ providers: [AppShortcutsProviderDeclaration]) -> [Diagnostic] {
        var first: [String: Phrase] = [:]
        var diagnostics: [Diagnostic] = []
        let all =
            providers.flatMap { $0.shortcuts.flatMap(\.phrases) }.map { ($0, false) }
            + providers.flatMap(\.negativePhrases).map { ($0, true) }
        for (phrase, negative) in all where !phrase.template.allSatisfy(\.isWhitespace) {
            let key = phrase.duplicateKey
            if let earlier = first[key] {
                diagnostics.append(
                    AppShortcutsRule.duplicatePhrase.diagnostic(
                        (negative ? "negative phrase" : "phrase") + " \"\(phrase.template)\" duplicates the phrase at "
                            + "\(earlier.source); Siri cannot tell which App Shortcut to run — reword or remove one",
                        at: phrase.source))
            } else {
                first[key] = phrase
            }
        }
        return diagnostics
    }
}
