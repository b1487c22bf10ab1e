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

    /// `../shared/data/toolkit` (the ToolKit lists the catalog is built from), beside the corpus.
    static let toolkit: URL? = corpus.map {
        $0.deletingLastPathComponent().appendingPathComponent("data/toolkit")
    }.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }

    /// A JSON file of the ToolKit data, read with Foundation (test-only; an independent reader).
    static func toolkitJSON(_ path: String) throws -> [String: Any] {
        guard let toolkit else { throw FixtureMissing(path: "../shared/data/toolkit/" + path) }
        let data = try Data(contentsOf: toolkit.appendingPathComponent(path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureMissing(path: path + " (not a JSON object)")
        }
        return object
    }

    struct FixtureMissing: Error, CustomStringConvertible {
        var path: String
        var description: String { "missing fixture \(path)" }
    }

    /// A fresh empty directory under the temporary folder.
    static func emptyDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shortcutkit-catalog-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
