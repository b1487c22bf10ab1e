import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// Turns any shortcut into a ``ShortcutProgram`` that ``ProgramBuilder`` builds back into a
/// value-equal shortcut (up to a consistent renaming of UUIDs and grouping identifiers).
///
/// Ordinary values come out friendly — `"{{bill}}"`, plain numbers, enumeration words, blocks
/// as `if`/`repeat`/`for each`/`menu` — and each one is checked by encoding it again: a value
/// whose friendly form would not build the stored one exactly is written under `raw`, and a
/// block the friendly form cannot express is written as its actions, one after another.
///
/// ```swift
/// let program = ProgramDecompiler(catalog: try .bundled()).program(for: document.shortcut)
/// try program.jsonData().write(to: url)
/// ```
public struct ProgramDecompiler: Sendable {
    /// The catalog that gives each parameter its kind (the same the builder uses).
    public let catalog: ActionCatalog

    public init(catalog: ActionCatalog) {
        self.catalog = catalog
    }

    /// The program for `shortcut`.
    public func program(for shortcut: Shortcut) -> ShortcutProgram {
        var session = DecompileSession(catalog: catalog, shortcut: shortcut)
        return session.program()
    }
}
