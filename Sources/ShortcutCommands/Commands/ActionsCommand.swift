import ArgumentParser
import CommandSupport
import Foundation
import ShortcutCatalog

/// `shortcut actions [QUERY] [--platform ios|macos] [--since 26] [--json]`
///
/// Searches the bundled action catalog, the same one the renderer and the gallery use. Exit
/// status: 0 when something matched, 1 when nothing did, 70 when the catalog cannot be loaded.
struct ActionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions",
        abstract: "Search the action catalog: names, identifiers, platforms and availability.",
        discussion: """
            Every word of QUERY must occur in the action's name, identifier, app or one of its \
            parameter keys (case-insensitive). One line per action: name, identifier, platforms \
            (from the ToolKit v78 lists of iOS 27 and macOS 27), availability (established, new in \
            26/27, removed, legacy) and kind. --json prints everything the catalog knows, with \
            parameters, value types, enumeration cases, entity types and defaults. Exit status: \
            0 when something matched, 1 when nothing did. See Docs/Catalog.md.
            """)

    enum Platform: String, ExpressibleByArgument, CaseIterable {
        case ios, macos

        var platforms: ActionPlatforms { self == .ios ? .iOS : .macOS }
    }

    @Argument(help: "Words to look for; omit to list every action.")
    var query: [String] = []

    @Option(help: "Only actions today's app offers on this platform: ios or macos.")
    var platform: Platform?

    @Option(help: "Only actions first listed in this version or later (26: new in 26/27).")
    var since: Int?

    @Flag(help: "Print a JSON array with everything the catalog knows about each action.")
    var json = false

    func run() async throws {
        let catalog: ActionCatalog
        do {
            catalog = try BundledCatalog.load()
        } catch {
            throw error.report()
        }
        let found = catalog.search(query.joined(separator: " "), platform: platform?.platforms, since: since)
        try await reportingFailures {
            if json {
                try FileIO.write(try CommandJSON.encoded(found.map { ActionListing($0, catalog: catalog) }), to: nil)
            } else {
                try FileIO.write(Data(Self.text(found, catalog: catalog).utf8), to: nil)
            }
        }
        if found.isEmpty {
            StandardError.write("no action matches\n")
            throw ExitCode.status(ExitStatus.findings)
        }
    }

    /// One line per action, in aligned columns: name (with its app), identifier, platforms, availability, kind.
    static func text(_ definitions: [ActionDefinition], catalog: ActionCatalog) -> String {
        let rows = definitions.map { definition -> [String] in
            let shown = catalog.title(for: definition.identifier)
            return [
                shown, definition.identifier, definition.platforms.isEmpty ? "-" : definition.platforms.description,
                definition.availability.rawValue, definition.kind.rawValue,
            ]
        }
        let widths = (0..<4).map { column in min(56, rows.map { $0[column].count }.max() ?? 0) }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column < 4 ? cell.padding(toLength: max(widths[column], cell.count), withPad: " ", startingAt: 0) : cell
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}

/// One action as `shortcut actions --json` prints it (schema in Docs/Catalog.md).
struct ActionListing: Encodable {
    struct Parameter: Encodable {
        var key: String
        var label: String
        var kind: String
        var enumerationCases: [String]?
        var entityType: String?
        var defaultValue: String?
        var source: String
    }

    struct App: Encodable {
        var bundleIdentifier: String
        var appIntentIdentifier: String
        var name: String
        var teamIdentifier: String?
    }

    var identifier: String
    var name: String
    var nameIsDerived: Bool
    var kind: String
    var platforms: [String]
    var availability: String
    var category: String
    var appIntent: App?
    var parameters: [Parameter]
    var sources: [String]

    init(_ definition: ActionDefinition, catalog: ActionCatalog) {
        identifier = definition.identifier
        name = catalog.displayName(for: definition.identifier).name
        nameIsDerived = definition.nameIsDerived
        kind = definition.kind.rawValue
        platforms = definition.platforms.names
        availability = definition.availability.rawValue
        category = definition.category.rawValue
        appIntent = definition.appIntent.map {
            App(
                bundleIdentifier: $0.bundleIdentifier, appIntentIdentifier: $0.appIntentIdentifier, name: $0.name,
                teamIdentifier: $0.teamIdentifier)
        }
        parameters = definition.parameters.map {
            Parameter(
                key: $0.key, label: $0.label, kind: $0.kind.rawValue,
                enumerationCases: $0.enumerationCases.isEmpty ? nil : $0.enumerationCases, entityType: $0.entityType,
                defaultValue: $0.defaultValue, source: $0.source)
        }
        sources = definition.sources
    }
}
