import Foundation
import ShortcutCatalog
import TextEscaping

/// The shortcut's tile alone, as a self-contained SVG for embedding: the palette gradient
/// (light and dark, switched by `prefers-color-scheme`), the glyph (open-licensed artwork or a
/// neutral placeholder; the file's custom image when it has one) and the name.
public struct SVGTileRenderer: ShortcutRenderer {
    public var artwork: IconArtwork
    public var width: Int
    public var height: Int

    public init(artwork: IconArtwork, width: Int = 300, height: Int = 180) {
        self.artwork = artwork
        self.width = min(max(width, 60), 4096)
        self.height = min(max(height, 60), 4096)
    }

    public var fileExtension: String { "svg" }

    /// Longest name drawn on the tile; longer names end with "…" (the full name is the title).
    static let nameLimit = 22

    public func render(_ shortcut: RenderableShortcut) -> String {
        tile(name: shortcut.displayName, style: shortcut.tile, standalone: true) + "\n"
    }

    /// The `<svg>` element; `standalone` adds the XML namespace attributes a file needs.
    func tile(name: String, style: TileStyle, standalone: Bool, cssClass: String? = nil) -> String {
        let gradient = style.color.gradient
        let id = "sk-t" + HTMLStyleValues.stableID([name, String(style.color.code), String(style.glyph.id)])
        let w = Double(width)
        let h = Double(height)
        let unit = min(w, h)
        let radius = Self.number(unit * 0.2)
        let pad = unit * 0.13
        let glyphSize = unit * 0.26
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        if standalone { out += " version=\"1.1\"" }
        if let cssClass { out += " class=\"\(cssClass)\"" }
        out += " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
        out += " aria-labelledby=\"\(id)-title\"><title id=\"\(id)-title\">"
        MarkupEscaping.append(name, to: &out)
        out += "</title><style>"
        out += ".\(id)-a{stop-color:\(HTMLStyleValues.cssColor(gradient.lightTop))}"
        out += ".\(id)-b{stop-color:\(HTMLStyleValues.cssColor(gradient.lightBottom))}"
        out += "@media (prefers-color-scheme: dark){"
        out += ".\(id)-a{stop-color:\(HTMLStyleValues.cssColor(gradient.darkTop))}"
        out += ".\(id)-b{stop-color:\(HTMLStyleValues.cssColor(gradient.darkBottom))}}"
        out += "</style><defs><linearGradient id=\"\(id)-g\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
        out += "<stop offset=\"0\" class=\"\(id)-a\"/><stop offset=\"1\" class=\"\(id)-b\"/></linearGradient>"
        out += "<clipPath id=\"\(id)-c\"><rect x=\"\(Self.number(pad))\" y=\"\(Self.number(pad))\""
        out +=
            " width=\"\(Self.number(glyphSize))\" height=\"\(Self.number(glyphSize))\" rx=\"\(Self.number(glyphSize * 0.22))\"/></clipPath></defs>"
        out += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" fill=\"url(#\(id)-g)\"/>"
        if let image = style.image {
            out += "<image x=\"\(Self.number(pad))\" y=\"\(Self.number(pad))\" width=\"\(Self.number(glyphSize))\""
            out +=
                " height=\"\(Self.number(glyphSize))\" clip-path=\"url(#\(id)-c)\" preserveAspectRatio=\"xMidYMid slice\""
            out += " href=\"data:\(image.mimeType);base64,\(image.data.base64EncodedString())\"/>"
        } else {
            let parts = IconSprite.split(artwork.svg(forSymbol: glyphSymbol(style.glyph)))
            out += "<svg x=\"\(Self.number(pad))\" y=\"\(Self.number(pad))\" width=\"\(Self.number(glyphSize))\""
            out += " height=\"\(Self.number(glyphSize))\" viewBox=\"\(parts.viewBox)\" color=\"#ffffff\">"
            out += parts.group + parts.body + "</g></svg>"
        }
        let fontSize = unit * 0.12
        out +=
            "<text x=\"\(Self.number(pad))\" y=\"\(Self.number(h - pad))\" fill=\"#ffffff\" font-size=\"\(Self.number(fontSize))\""
        out +=
            " font-weight=\"600\" font-family=\"-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\">"
        MarkupEscaping.append(DisplayText.truncated(name, limit: Self.nameLimit), to: &out)
        out += "</text></svg>"
        return out
    }

    /// The glyph's symbol, or the default glyph's when there is no artwork for it (a known
    /// glyph looks better than the neutral placeholder).
    func glyphSymbol(_ glyph: Glyph) -> String {
        guard artwork.directory != nil, artwork.iconName(forSymbol: glyph.symbolName) == nil,
            artwork.iconName(forSymbol: GlyphTable.fallbackSymbolName) != nil
        else { return glyph.symbolName }
        return GlyphTable.fallbackSymbolName
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
