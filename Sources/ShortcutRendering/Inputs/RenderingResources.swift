import Foundation
import ShortcutCatalog

/// The catalog data every renderer needs; load once and reuse (loading parses JSON).
public struct RenderingResources: Sendable {
    public var catalog: ActionCatalog
    public var palette: IconPalette
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
}
