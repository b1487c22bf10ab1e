import ShortcutCatalog
import ShortcutModel

/// The shortcut's icon as drawn: palette colour, gradient and glyph symbol.
public struct TileStyle: Sendable, Hashable {
    public var color: PaletteColor
    public var glyph: Glyph
    /// A custom icon image stored in the file (shown instead of the glyph).
    public var image: TileImage?

    public init(color: PaletteColor, glyph: Glyph, image: TileImage? = nil) {
        self.color = color
        self.glyph = glyph
        self.image = image
    }

    /// Resolves the stored colour code and glyph number; unknown ones fall back (grey, default glyph).
    public init(icon: ShortcutIcon?, palette: IconPalette, glyphs: GlyphTable) {
        let stored = icon?.startColor.map { Int(clamping: $0) }
        self.init(
            color: stored.map { palette.color(forStoredValue: $0).color } ?? palette.defaultColor,
            glyph: glyphs.glyph(for: icon?.glyphNumber.map { Int(clamping: $0) } ?? 0),
            image: icon?.imageData.flatMap(TileImage.init(data:)))
    }
}
