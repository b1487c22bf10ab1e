import Diagnostics
import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel

/// Builds a `Shortcut` from a ``ShortcutProgram``: every value encoded the way the app stores
/// it for the parameter's kind (from the catalog), every action given its UUID and every block
/// its grouping identifier, then `shortcut check` run on the result.
///
/// ```swift
/// let built = try ProgramBuilder(catalog: try .bundled()).build(program)
/// print(built.checkSummary.verdict)
/// ```
public struct ProgramBuilder: Sendable {
    /// The catalog that gives each parameter its kind and enumeration values.
    public let catalog: ActionCatalog

    public init(catalog: ActionCatalog) {
        self.catalog = catalog
    }

    /// Builds `program`.
    ///
    /// - Throws: ``ProgramError`` naming the step (`actions[2].then[0]`): an unknown action, an
    ///   enumeration value the catalog does not list, a placeholder naming nothing defined
    ///   earlier, a block without its body, steps nested too deep.
    public func build(_ program: ShortcutProgram) throws(ProgramError) -> ProgramBuild {
        let session = BuildSession(catalog: catalog, seed: program.name ?? "program")
        let shortcut = try session.shortcut(for: program)
        let check = ShortcutChecker(catalog: catalog).check(shortcut)
        return ProgramBuild(shortcut: shortcut, warnings: session.warnings, check: check)
    }
}
