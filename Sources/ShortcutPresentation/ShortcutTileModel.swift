import Foundation
import ShortcutCatalog
import ShortcutRendering

/// Everything a tile shows: the name, the icon (SF Symbol, or the file's own image), the
/// gradient for both appearances, and what VoiceOver reads.
public struct ShortcutTileModel: Sendable, Hashable {
    /// One line, never empty.
    public var name: String
    /// SF Symbol for the glyph; nil when the glyph is unknown and an image is shown instead.
    public var systemImage: String?
    /// A custom icon stored in the file (JPEG or PNG bytes).
    public var imageData: Data?
    /// Where to load a custom icon from (iCloud `icon_url`), used when the glyph is unknown.
    public var imageURL: String?
    /// The palette colour (the default grey for unknown codes).
    public var color: PaletteColor
    /// The colour's gradient stops.
    public var gradient: TileGradient
    /// "Morning Routine, shortcut": the name, then what it is.
    public var accessibilityLabel: String

    /// A tile from its parts; the gradient and label follow from them.
    public init(
        name: String, systemImage: String?, imageData: Data? = nil, imageURL: String? = nil, color: PaletteColor
    ) {
        self.name = name
        self.systemImage = systemImage
        self.imageData = imageData
        self.imageURL = imageURL
        self.color = color
        self.gradient = TileGradient(color.gradient)
        self.accessibilityLabel = name + ", shortcut"
    }

    /// The tile for iCloud metadata. Icon order as in the app and SwiftShortcuts: a known glyph,
    /// else the downloaded icon image, else the default glyph.
    public init(data: ShortcutData, resources: RenderingResources) {
        let glyph = resources.glyphs.glyph(for: data.iconGlyph.map { Int(clamping: $0) } ?? 0)
        let color =
            data.iconColor.map { resources.palette.color(forStoredValue: Int($0)).color }
            ?? resources.palette.defaultColor
        let imageURL = glyph.isKnown ? nil : data.iconURL
        self.init(
            name: Self.clean(data.name), systemImage: imageURL == nil ? glyph.symbolName : nil,
            imageURL: imageURL, color: color)
    }

    /// The tile for a decoded file: its stored image wins over the glyph, as in the app.
    public init(renderable: RenderableShortcut) {
        let image = renderable.tile.image?.data
        self.init(
            name: renderable.displayName, systemImage: image == nil ? renderable.tile.glyph.symbolName : nil,
            imageData: image, color: renderable.tile.color)
    }

    /// One line, at most 120 characters; "Shortcut" when empty.
    static func clean(_ name: String) -> String {
        let line = DisplayText.singleLine(name, limit: 120)
        return line.isEmpty ? "Shortcut" : line
    }
}
