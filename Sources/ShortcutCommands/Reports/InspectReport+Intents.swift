import CommandSupport
import IntentActions
import IntentDefinitions
import ShortcutCatalog
import ShortcutModel

extension InspectReport {
    /// One third-party action matched to a SiriKit intent (`inspect --intents`).
    struct IntentActionLine: Codable, Equatable {
        struct Parameter: Codable, Equatable {
            var key: String
            /// The parameter's display name; the key for keys the definition does not have.
            var title: String
            var known: Bool
        }
        var index: Int
        var bundleIdentifier: String
        var intent: String
        var className: String
        var title: String
        var parameters: [Parameter]
    }

    /// Adds the matches and their problems (problems stay in action order).
    mutating func addIntentActions(_ report: IntentActionReport) {
        intentActions = report.matches.map { match in
            IntentActionLine(
                index: match.actionIndex, bundleIdentifier: match.bundleIdentifier, intent: match.intent.name,
                className: match.intent.className, title: match.title,
                parameters: match.parameters.map { .init(key: $0.key, title: $0.title, known: $0.parameter != nil) })
        }
        problems = (problems + report.diagnostics).enumerated().sorted {
            ($0.element.actionIndex ?? -1, $0.offset) < ($1.element.actionIndex ?? -1, $1.offset)
        }.map(\.element)
    }
}

/// Reads `--intents` definitions, matches the shortcut's actions to them and puts the
/// matched intents' names and parameter titles in front of the catalog; nil without definitions.
func matchIntents(
    _ shortcut: Shortcut, definitions paths: [String], bundleIdentifiers: [String] = [], catalog: inout ActionCatalog
) throws(CommandFailure) -> IntentActionReport? {
    guard !paths.isEmpty else { return nil }
    var definitions: [IntentDefinition] = []
    for path in paths { definitions.append(try readIntentDefinition(path)) }
    let report = IntentActionMatcher(definitions: definitions, bundleIdentifiers: Set(bundleIdentifiers)).report(
        for: shortcut)
    catalog = ActionCatalog(definitions: report.actionDefinitions + catalog.definitions)
    return report
}
