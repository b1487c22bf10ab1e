import ShortcutCatalog
import ShortcutModel

/// What the gallery shows and searches of one version, computed once at import: the name,
/// action count, the apps (third-party bundle ids), the catalog categories and the actions.
public struct ShortcutSummary: Sendable, Codable, Equatable {
    /// The display name (one line, at most 120 characters).
    public var name: String
    public var actionCount: Int
    /// Bundle ids of third-party apps whose actions the shortcut uses, sorted.
    public var apps: [String]
    /// Catalog category names (`scripting`, `web`, …) of the actions, sorted.
    public var categories: [String]
    /// Distinct action identifiers, in first-use order.
    public var actionIdentifiers: [String]
    /// Distinct catalog display names of the actions, in first-use order.
    public var actionNames: [String]
    /// How the original file is stored: `binary`, `xml` or `signed`.
    public var encoding: String
    /// "12 actions · Signed (iCloud)", as the renderers write it.
    public var detailLine: String

    public init(
        name: String, actionCount: Int, apps: [String], categories: [String], actionIdentifiers: [String],
        actionNames: [String], encoding: String, detailLine: String
    ) {
        self.name = name
        self.actionCount = actionCount
        self.apps = apps
        self.categories = categories
        self.actionIdentifiers = actionIdentifiers
        self.actionNames = actionNames
        self.encoding = encoding
        self.detailLine = detailLine
    }

    /// The search terms of this summary by kind; lower-cased, as the storages match them.
    public var terms: [(kind: String, term: String)] {
        var out: [(String, String)] = []
        var seen = Set<String>()
        func add(_ kind: String, _ term: String) {
            let lower = term.lowercased()
            if !lower.isEmpty, seen.insert(kind + "\u{0}" + lower).inserted { out.append((kind, lower)) }
        }
        for identifier in actionIdentifiers { add("action", identifier) }
        for name in actionNames { add("action", name) }
        for app in apps { add("app", app) }
        for category in categories { add("category", category) }
        return out
    }
}
