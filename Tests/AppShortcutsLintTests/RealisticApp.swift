import AppShortcutsLint

/// A realistic app target: intents and entities in their own files, a provider with 10 App
/// Shortcuts (parameterized phrases, `if` in the builder, a helper function, negative phrases,
/// a tile colour) and a string catalog translating every phrase into German and French.
enum RealisticApp {
    static let entities = #"""
        import AppIntents

        protocol HikingEntity: AppEntity {}

        struct TrailEntity: HikingEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
            static let defaultQuery = TrailQuery()
            var id: UUID
            var name: String
        }

        enum TrailDifficulty: String, AppEnum {
            case easy, moderate, hard
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
            static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [:]
        }

        typealias Difficulty = TrailDifficulty

        final class RegionEntity: IndexedEntity {
            var id: String = ""
        }
        """#

    static let intents = #"""
        import AppIntents

        struct OpenTrailIntent: AppIntent {
            static let title: LocalizedStringResource = "Open Trail"
            @Parameter(title: "Trail") var trail: TrailEntity
            func perform() async throws -> some IntentResult { .result() }
        }

        struct FindTrailsIntent: AppIntent {
            static let title: LocalizedStringResource = "Find Trails"
            @Parameter(title: "Difficulty") var difficulty: Difficulty?
            @Parameter(title: "Region") var region: RegionEntity?
            func perform() async throws -> some IntentResult { .result() }
        }

        struct StartHikeIntent: AppIntent { static let title: LocalizedStringResource = "Start Hike" }
        struct StopHikeIntent: AppIntent { static let title: LocalizedStringResource = "Stop Hike" }
        struct PauseHikeIntent: AppIntent { static let title: LocalizedStringResource = "Pause Hike" }
        struct ShowStatsIntent: AppIntent { static let title: LocalizedStringResource = "Show Stats" }
        struct LogWeatherIntent: AppIntent { static let title: LocalizedStringResource = "Log Weather" }
        struct ShareTrailIntent: AppIntent {
            static let title: LocalizedStringResource = "Share Trail"
            @Parameter(title: "Trail") var trail: TrailEntity
        }
        struct ShowMapIntent: AppIntent { static let title: LocalizedStringResource = "Show Map" }
        struct EmergencyIntent: AppIntent { static let title: LocalizedStringResource = "Emergency" }
        """#

    /// The phrases of the provider, as templates, in order.
    static let templates: [String] = [
        "Open ${trail} in ${applicationName}", "Show ${trail} with ${applicationName}",
        "Find ${difficulty} trails in ${applicationName}", "Find trails near ${region} in ${applicationName}",
        "Start a hike with ${applicationName}", "Stop my ${applicationName} hike", "Pause my ${applicationName} hike",
        "Show my ${applicationName} stats", "Log the weather in ${applicationName}",
        "Share ${trail} from ${applicationName}",
        "Show the ${applicationName} map", "Call for help with ${applicationName}",
    ]

    static let negativeTemplates = ["Start a run with ${applicationName}"]

    static let provider = #"""
        import AppIntents

        @available(iOS 17.0, *)
        struct HikingShortcuts: AppShortcutsProvider {
            @AppShortcutsBuilder
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: OpenTrailIntent(),
                    phrases: ["Open \(\.$trail) in \(.applicationName)", "Show \(\.$trail) with \(.applicationName)"],
                    shortTitle: "Open Trail", systemImageName: "map")
                AppShortcut(
                    intent: FindTrailsIntent(),
                    phrases: [
                        "Find \(\.$difficulty) trails in \(.applicationName)",
                        "Find trails near \(\.$region) in \(.applicationName)",
                    ],
                    shortTitle: "Find Trails", systemImageName: "magnifyingglass")
                AppShortcut(
                    intent: StartHikeIntent(), phrases: ["Start a hike with \(.applicationName)"],
                    shortTitle: "Start Hike", systemImageName: "figure.hiking")
                AppShortcut(
                    intent: StopHikeIntent(), phrases: ["Stop my \(.applicationName) hike"],
                    shortTitle: "Stop Hike", systemImageName: "stop.circle")
                AppShortcut(
                    intent: PauseHikeIntent(), phrases: ["Pause my \(.applicationName) hike"],
                    shortTitle: "Pause Hike", systemImageName: "pause.circle")
                AppShortcut(
                    intent: ShowStatsIntent(), phrases: ["Show my \(.applicationName) stats"],
                    shortTitle: "Stats", systemImageName: "chart.bar")
                if #available(iOS 18.0, *) {
                    AppShortcut(
                        intent: LogWeatherIntent(), phrases: ["Log the weather in \(.applicationName)"],
                        shortTitle: "Weather", systemImageName: "cloud.sun")
                }
                AppShortcut(
                    intent: ShareTrailIntent(), phrases: ["Share \(\.$trail) from \(.applicationName)"],
                    shortTitle: "Share Trail", systemImageName: "square.and.arrow.up")
                mapShortcut
                emergencyShortcut()
            }

            static var negativePhrases = NegativeAppShortcutPhrases {
                NegativeAppShortcutPhrase("Start a run with \(.applicationName)")
            }

            static let shortcutTileColor: ShortcutTileColor = .grass
        }

        extension HikingShortcuts {
            static var mapShortcut: AppShortcut {
                AppShortcut(
                    intent: ShowMapIntent(), phrases: ["Show the \(.applicationName) map"],
                    shortTitle: "Map", systemImageName: "map.fill")
            }

            static func emergencyShortcut() -> AppShortcut {
                AppShortcut(
                    intent: EmergencyIntent(), phrases: ["Call for help with \(.applicationName)"],
                    shortTitle: "Help", systemImageName: "sos")
            }
        }
        """#

    /// German and French for every phrase; the German entry uses a `stringSet` and the French
    /// one a plural variation, as catalogs do.
    static var catalog: String {
        var entries: [String] = []
        for template in templates + negativeTemplates {
            let german = "[de] " + template
            let french = "[fr] " + template
            entries.append(
                """
                    "\(template)" : {
                      "localizations" : {
                        "de" : { "stringSet" : { "state" : "translated", "values" : [ "\(german)", "\(german) bitte" ] } },
                        "fr" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(french)" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(french)s" } }
                        } } }
                      }
                    }
                """)
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(entries.joined(separator: ",\n"))
              },
              "version" : "1.0"
            }
            """
    }

    static var files: [(String, String)] {
        [
            ("App/Entities.swift", entities), ("App/Intents.swift", intents), ("App/HikingShortcuts.swift", provider),
            ("App/Resources/AppShortcuts.xcstrings", catalog),
        ]
    }
}
