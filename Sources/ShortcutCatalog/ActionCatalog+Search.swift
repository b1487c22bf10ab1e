import Foundation

extension ActionCatalog {
    /// The definitions matching a query, best matches first.
    ///
    /// Every whitespace-separated word of `query` must occur (case-insensitive substring) in the
    /// action's name, an alternate name, its identifier, its app (the App Intent's app name or
    /// bundle identifier) or one of its parameter keys. An empty query matches everything.
    /// Results are ranked: exact identifier or name, then names starting with the query, names
    /// containing it, apps, identifiers, then the rest (alternate names, parameter keys); ties keep
    /// catalog order.
    ///
    /// - Parameters:
    ///   - query: words to look for.
    ///   - platform: keep only actions whose ToolKit v78 lists include all of these platforms.
    ///   - since: keep only actions that first appear in that version or later, as far as the
    ///     ToolKit lists tell: above 18 (the v63 era) that is ``ActionAvailability/new``; at 18 or
    ///     below, ``ActionAvailability/new`` and ``ActionAvailability/established`` (the lists
    ///     cannot date actions older than v63).
    public func search(_ query: String, platform: ActionPlatforms? = nil, since: Int? = nil) -> [ActionDefinition] {
        let phrase = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let words = phrase.split(whereSeparator: \.isWhitespace).map(String.init)
        let all = definitions
        let searchFields = searchFields
        var ranked: [(rank: Int, index: Int)] = []
        for (index, definition) in all.enumerated() {
            if let platform, !definition.platforms.isSuperset(of: platform) || definition.platforms.isEmpty {
                continue
            }
            if let since, !Self.isAvailable(definition.availability, since: since) { continue }
            if words.isEmpty {
                ranked.append((0, index))
                continue
            }
            let (name, identifier, app, fields) = (
                searchFields[index].name, searchFields[index].identifier, searchFields[index].app,
                searchFields[index].all
            )
            guard words.allSatisfy({ word in fields.contains { $0.contains(word) } }) else { continue }
            let rank: Int
            if name == phrase || identifier == phrase {
                rank = 0
            } else if name.hasPrefix(phrase) {
                rank = 1
            } else if name.contains(phrase) {
                rank = 2
            } else if let app, app.0.contains(phrase) {
                rank = 3
            } else if identifier.contains(phrase) {
                rank = 4
            } else {
                rank = 5
            }
            ranked.append((rank, index))
        }
        ranked.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
        return ranked.map { all[$0.index] }
    }

    private static func isAvailable(_ availability: ActionAvailability, since: Int) -> Bool {
        switch availability {
        case .new: true
        case .established: since <= 18
        case .removed, .legacy: false
        }
    }
}

/// The lower-cased text of one definition that a search matches: name, identifier, app (name and
/// bundle identifier), and all of them with the alternate names and parameter keys.
struct ActionSearchFields: Sendable {
    let name: String
    let identifier: String
    let app: (String, String)?
    let all: [String]

    init(_ definition: ActionDefinition) {
        name = definition.name.lowercased()
        identifier = definition.identifier.lowercased()
        app = definition.appIntent.map { ($0.name.lowercased(), $0.bundleIdentifier.lowercased()) }
        all =
            [name, identifier] + definition.alternateNames.map { $0.lowercased() } + [app?.0, app?.1].compactMap { $0 }
            + definition.parameters.map { $0.key.lowercased() }
    }
}
