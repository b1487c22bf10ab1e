import Diagnostics
import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// Will this file import and run, and on which OS: the check that comes before signing and
/// sharing a shortcut.
///
/// It reads the typed model with the control flow and variable index of `ShortcutSemantics`
/// and the parameter types and platform facts of the catalog, and returns one `Diagnostic` per
/// finding — rule id (``CheckRule``), severity, action index, parameter key path and a message
/// that says how to fix it. Nothing is fatal: a damaged file gets diagnostics, never a crash.
///
/// ```swift
/// let checker = try ShortcutChecker.bundled()
/// let diagnostics = checker.check(shortcut, target: CheckTarget(osVersion: 27, platform: .iOS))
/// ```
public struct ShortcutChecker: Sendable {
    /// The catalog the serialization and availability rules read.
    public let catalog: ActionCatalog

    /// Counted up whenever a rule would find something different in the same file with the same
    /// catalog, so verdicts stored beside files (the gallery's versions) are known to be out of
    /// date and checked again.
    public static let rulesRevision = 2

    /// A checker on `catalog` (tests build small ones with `ActionCatalog(definitions:)`).
    public init(catalog: ActionCatalog) {
        self.catalog = catalog
    }

    /// A checker on the bundled catalog, loaded once per process and shared (it is immutable).
    ///
    /// - Throws: the catalog's `CatalogError` when its resource is missing or damaged.
    public static func bundled() throws -> ShortcutChecker { try loadedBundled.get() }

    private static let loadedBundled = Result { ShortcutChecker(catalog: try ActionCatalog.bundled()) }

    /// The bundled checker, or — when the catalog cannot be loaded (a relocated dynamic library) —
    /// one on an empty catalog, which still runs every rule that needs no parameter types. Only for
    /// the authoring DSL, which must check without a way to report a missing resource: the one
    /// exception to the missing-catalog policy of `ActionCatalog.bundled()`; everything else uses
    /// ``bundled()`` and reports its error.
    public static var bundledOrEmpty: ShortcutChecker {
        (try? bundled()) ?? ShortcutChecker(catalog: ActionCatalog(definitions: []))
    }

    /// Every diagnostic for `shortcut`, in action order (file-level findings first).
    ///
    /// - Parameters:
    ///   - shortcut: the shortcut to check.
    ///   - target: the OS and platform it is meant for; `nil` (or an unspecified target) checks
    ///     only what holds everywhere.
    ///   - families: the rule families to run (``CheckFamilies/all`` by default).
    ///   - analysis: the semantics of `shortcut`, when the caller has it already.
    public func check(
        _ shortcut: Shortcut, target: CheckTarget? = nil, families: CheckFamilies = .all,
        analysis: ShortcutAnalysis? = nil
    ) -> [Diagnostic] {
        let analysis = analysis ?? ShortcutAnalysis(shortcut)
        var found = CheckFindings()
        if families.contains(.structure) {
            StructureRules.check(shortcut, analysis, into: &found)
            OtherwiseIfRules.checkStructure(analysis.controlFlow, into: &found)
        }
        if families.contains(.references) { ReferenceRules.check(shortcut, analysis, into: &found) }
        if families.contains(.serialization) { SerializationRules(catalog: catalog).check(shortcut, into: &found) }
        let target = target ?? CheckTarget()
        if families.contains(.availability) {
            AvailabilityRules(catalog: catalog, target: target).check(shortcut, into: &found)
            OtherwiseIfRules.checkAvailability(analysis.controlFlow, target: target, into: &found)
        }
        if families.contains(.metadata) {
            MetadataRules(catalog: catalog, target: target).check(shortcut, into: &found)
        }
        return found.sorted
    }
}

/// The diagnostics found so far; rules append, the checker sorts once at the end.
struct CheckFindings {
    private var items: [Diagnostic] = []

    mutating func add(
        _ rule: CheckRule, _ severity: Severity? = nil, action: Int? = nil, keyPath: String? = nil,
        _ message: String
    ) {
        items.append(
            Diagnostic(
                severity ?? rule.severity, rule: rule.rawValue, actionIndex: action, keyPath: keyPath,
                message: message))
    }

    /// By action index (file-level findings first); the order of finding within an action.
    var sorted: [Diagnostic] {
        items.enumerated().sorted { left, right in
            let l = left.element.actionIndex ?? -1
            let r = right.element.actionIndex ?? -1
            return l != r ? l < r : left.offset < right.offset
        }.map(\.element)
    }
}
