import AppShortcutsLint
import Diagnostics
import Foundation

/// Builds lint inputs in memory and finds expected positions independently of the linter.
enum Fixture {
    /// Lints `files` (path → text).
    static func lint(_ files: [(String, String)]) -> [Diagnostic] {
        AppShortcutsLinter().lint(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// Lints one Swift file with the standard intents beside it.
    static func lint(provider: String, extra: [(String, String)] = []) -> [Diagnostic] {
        lint([("Intents.swift", intents), ("Provider.swift", provider)] + extra)
    }

    static func target(_ files: [(String, String)]) -> AppShortcutsTarget {
        AppShortcutsTarget(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// The diagnostics of one rule.
    static func only(_ rule: AppShortcutsRule, _ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.rule == rule.id }
    }

    /// 1-based line and UTF-8 column of the `occurrence`-th (1-based) appearance of `needle` in `text`.
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var searchRange = text.startIndex..<text.endIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searchRange)
            guard let range = found else { return (0, 0) }
            searchRange = range.upperBound..<text.endIndex
        }
        let prefix = text[..<found!.lowerBound]
        let line = prefix.filter { $0 == "\n" }.count + 1
        let lineStart = prefix.lastIndex(of: "\n").map { prefix.index(after: $0) } ?? prefix.startIndex
        return (line, text[lineStart..<found!.lowerBound].utf8.count + 1)
    }

    static func location(of needle: String, in text: String, file: String, occurrence: Int = 1) -> SourceLocation {
        let (line, column) = position(of: needle, in: text, occurrence: occurrence)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Intents used by most rule tests: an entity, an enum (through a typealias and an
    /// extension), a String parameter and an array parameter.
    static let intents = #"""
        import AppIntents

        struct TrailEntity: AppEntity {
            var id: String
        }
        enum Difficulty: String {
            case easy, hard
        }
        extension Difficulty: AppEnum {}
        typealias Level = Difficulty

        struct OpenTrailIntent: AppIntent {
            static let title: LocalizedStringResource = "Open Trail"
            @Parameter(title: "Trail") var trail: TrailEntity
            @Parameter(title: "Level") var level: Level?
            @Parameter(title: "Note") var note: String
            @Parameter(title: "Trails") var trails: [TrailEntity]
            var notAParameter: Int = 0
            func perform() async throws -> some IntentResult { .result() }
        }

        struct StartHikeIntent: AppIntent {
            static let title: LocalizedStringResource = "Start Hike"
            func perform() async throws -> some IntentResult { .result() }
        }
        """#

    /// A provider with `body` as its `appShortcuts` builder.
    static func provider(_ body: String, members: String = "") -> String {
        """
        import AppIntents

        struct TrailShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
        \(body)
            }
        \(members)
        }

        """
    }

    /// One well-formed AppShortcut call.
    static func shortcut(_ phrases: [String], intent: String = "StartHikeIntent()", title: String = "Start") -> String {
        let list = phrases.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
                    AppShortcut(
                        intent: \(intent), phrases: [\(list)],
                        shortTitle: "\(title)", systemImageName: "figure.hiking")
            """
    }
}
