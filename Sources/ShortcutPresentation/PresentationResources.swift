import ShortcutCatalog
import ShortcutRendering

/// The tables every presentation decision reads: action catalog, icon palette and glyph table.
///
/// Loading parses the bundled JSON, so load once and pass the value around.
public struct PresentationResources: Sendable {
    /// Action names, categories and symbols.
    public var catalog: ActionCatalog
    /// The 15 icon colours and their gradients.
    public var palette: IconPalette
    /// Glyph id → SF Symbol name.
    public var glyphs: GlyphTable

    /// Tables you loaded yourself (tests, other catalogs).
    public init(catalog: ActionCatalog, palette: IconPalette, glyphs: GlyphTable) {
        self.catalog = catalog
        self.palette = palette
        self.glyphs = glyphs
    }

    /// The tables bundled with ShortcutCatalog.
    public static func bundled() throws -> PresentationResources {
        PresentationResources(
            catalog: try ActionCatalog.bundled(), palette: try IconPalette.bundled(), glyphs: try GlyphTable.bundled())
    }

    /// The same tables as rendering resources; no artwork, because platform views draw SF Symbols.
    public var rendering: RenderingResources {
        RenderingResources(
            catalog: catalog, palette: palette, glyphs: glyphs, artwork: IconArtwork(mapping: [:], directory: nil))
    }
}
