import ShortcutCatalog
import ShortcutModel

/// What the runtime can run, for every action the catalog knows: the table in
/// `Docs/Running.md` is generated from this (and a test checks it is current).
public struct RuntimeCoverage: Sendable {
    /// One action: its identifier, its name in the app, and how the runtime handles it.
    public struct Row: Sendable, Hashable {
        public var identifier: String
        public var name: String
        public var support: RuntimeRegistry.Support
    }

    /// Built-in actions (`is.workflow.actions.*`, `com.apple.*`) of the catalog and the registry, by identifier.
    public var builtIn: [Row]
    /// Other apps' actions in the catalog (all need a stub).
    public var otherApps: Int

    public init(registry: RuntimeRegistry = .standard, catalog: ActionCatalog) {
        var identifiers = Set(registry.listed.map(\.identifier))
        var others = 0
        for definition in catalog.definitions {
            if ActionIdentifier.isBuiltIn(definition.identifier) {
                identifiers.insert(definition.identifier)
            } else if registry.support(for: definition.identifier) == .needsStub {
                others += 1
            }
        }
        builtIn = identifiers.sorted().map {
            Row(identifier: $0, name: registry.name(for: $0), support: registry.support(for: $0))
        }
        otherApps = others
    }

    /// How many built-in actions have each kind of support.
    public func count(_ support: RuntimeRegistry.Support) -> Int { builtIn.filter { $0.support == support }.count }

    /// The Markdown section: counts, then one row per built-in action.
    public var markdown: String {
        var lines = [
            "| support | built-in actions |", "|---|---|",
            "| native | \(count(.native)) |",
            "| needs a stub (device, other apps, Apple services) | \(count(.needsStub)) |",
            "| not supported yet | \(count(.notSupported)) |",
            "",
            "Other apps' actions in the catalog (\(otherApps)) all need a stub.",
            "",
            "| action | identifier | support |", "|---|---|---|",
        ]
        for row in builtIn {
            lines.append(
                "| \(row.name.replacingOccurrences(of: "|", with: "\\|")) | `\(row.identifier)` | \(row.support.rawValue) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
