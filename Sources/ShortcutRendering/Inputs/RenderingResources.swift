import Foundation
import ShortcutCatalog

/// The catalog data every renderer and every presentation decision needs: action catalog, icon
/// palette, glyph table and icon artwork. Load once and reuse (loading parses JSON).
///
/// The one resources type: the SwiftUI views' models (ShortcutPresentation) take it too, loaded
/// with ``bundledTables()`` because platform views draw SF Symbols and need no artwork.
public struct RenderingResources: Sendable {
    /// Action names, categories and symbols.
    public var catalog: ActionCatalog
    /// The 15 icon colours and their gradients.
    public var palette: IconPalette
    /// Glyph id → SF Symbol name.
    public var glyphs: GlyphTable
    /// Open-licensed icon artwork; its absence gives neutral placeholders.
    public var artwork: IconArtwork

    public init(catalog: ActionCatalog, palette: IconPalette, glyphs: GlyphTable, artwork: IconArtwork) {
        self.catalog = catalog
        self.palette = palette
        self.glyphs = glyphs
        self.artwork = artwork
    }

    /// The bundled catalog, palette and glyph table, and artwork found on this machine.
    public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> RenderingResources
    {
        RenderingResources(
            catalog: try ActionCatalog.bundled(), palette: try IconPalette.bundled(), glyphs: try GlyphTable.bundled(),
            artwork: try IconArtwork.discover(environment: environment))
    }

    /// The bundled catalog, palette and glyph table without artwork (tiles get neutral
    /// placeholders): for platform views, which draw SF Symbols.
    ///
    /// - Throws: the catalog's error when a bundled table is missing or damaged (a packaging
    ///   error; see `ActionCatalog.bundled()`).
    public static func bundledTables() throws -> RenderingResources {
        RenderingResources(
            catalog: try ActionCatalog.bundled(), palette: try IconPalette.bundled(), glyphs: try GlyphTable.bundled(),
            artwork: IconArtwork(mapping: [:], directory: nil))
    }
}
