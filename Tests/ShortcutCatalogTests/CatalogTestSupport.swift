import Foundation
import ShortcutCatalog
import TestSupport

/// Shared fixtures for the catalog tests: the bundled resources, loaded once per process
/// (immutable values), and the location of the shared corpus.
enum Fixtures {
    static let catalog: ActionCatalog? = try? ActionCatalog.bundled()
    static let palette: IconPalette? = try? IconPalette.bundled()
    static let glyphs: GlyphTable? = try? GlyphTable.bundled()

    /// `../shared/corpus` beside the package root (TestSupport's ``Corpus``), or nil when absent.
    static var corpus: URL? { Corpus.isAvailable ? Corpus.root : nil }

    /// A fresh empty directory under the temporary folder.
    static func emptyDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shortcutkit-catalog-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
