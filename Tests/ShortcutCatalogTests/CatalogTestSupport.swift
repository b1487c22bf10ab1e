import Foundation
import ShortcutCatalog

/// Shared fixtures for the catalog tests: the bundled resources, loaded once per process
/// (immutable values), and the location of the shared corpus.
enum Fixtures {
    static let catalog: ActionCatalog? = try? ActionCatalog.bundled()
    static let palette: IconPalette? = try? IconPalette.bundled()
    static let glyphs: GlyphTable? = try? GlyphTable.bundled()

    /// `../shared/corpus` beside the package root: walk up from this file (symlinks resolved
    /// first, so a development package whose folders link into the repository works too) to a
    /// folder holding `Package.swift` whose sibling `shared/corpus` exists.
    static let corpus: URL? = {
        let file = URL(fileURLWithPath: #filePath)
        for start in [file.resolvingSymlinksInPath(), file] {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                    let corpus = directory.deletingLastPathComponent().appendingPathComponent("shared/corpus")
                    if FileManager.default.fileExists(atPath: corpus.path) { return corpus }
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// A fresh empty directory under the temporary folder.
    static func emptyDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shortcutkit-catalog-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
