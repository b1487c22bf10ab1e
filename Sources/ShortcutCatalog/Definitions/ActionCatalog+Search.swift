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
        let wordBytes = words.map { Array($0.utf8) }
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
            let fields = searchFields[index]
            guard wordBytes.allSatisfy(fields.contains) else { continue }
            let (name, identifier, app) = (fields.name, fields.identifier, fields.app)
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
    /// Every field's UTF-8, each followed by a NUL (which no query word holds, so no match spans
    /// two fields): one byte search per word instead of a `String.contains` per field, which
    /// kept a search of the 4,402 actions near 20 ms.
    private let joined: [UInt8]

    init(_ definition: ActionDefinition) {
        name = definition.name.lowercased()
        identifier = definition.identifier.lowercased()
        app = definition.appIntent.map { ($0.name.lowercased(), $0.bundleIdentifier.lowercased()) }
        let all =
            [name, identifier] + definition.alternateNames.map { $0.lowercased() } + [app?.0, app?.1].compactMap { $0 }
            + definition.parameters.map { $0.key.lowercased() }
        var joined: [UInt8] = []
        for field in all {
            joined += field.utf8
            joined.append(0)
        }
        self.joined = joined
    }

    /// Whether one field contains `word` (the UTF-8 of a lower-cased, non-empty word). UTF-8 is
    /// self-synchronising, so a byte match is a match of whole characters' code points.
    func contains(_ word: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= joined.count else { return word.isEmpty }
        return joined.withUnsafeBufferPointer { haystack in
            word.withUnsafeBufferPointer { needle in
                var start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    if haystack[start] == first {
                        var offset = 1
                        while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
