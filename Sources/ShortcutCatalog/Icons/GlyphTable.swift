/// A shortcut icon glyph resolved to an SF Symbol name.
public struct Glyph: Sendable, Equatable, Hashable {
    /// The stored glyph id (`WFWorkflowIconGlyphNumber`, iCloud `icon_glyph`): a Private Use
    /// Area code point of the app's glyph font, 59392 (U+E800) … 62501 (U+F425).
    public let id: Int
    /// SF Symbol name; ``GlyphTable/fallbackSymbolName`` when the id is not in the table.
    public let symbolName: String
    /// `false` when the id is not in the table (including 0).
    public let isKnown: Bool

    public init(id: Int, symbolName: String, isKnown: Bool) {
        self.id = id
        self.symbolName = symbolName
        self.isKnown = isKnown
    }
}

/// Glyph id → SF Symbol name for the 836 known Shortcuts glyphs.
public struct GlyphTable: Sendable, Equatable {
    /// Symbol shown for unknown glyph ids: that of glyph 61440, the most common glyph in real
    /// files (the stack of app tiles the app uses by default).
    public static let fallbackSymbolName = "app.2.stack.3d.fill"

    /// Every mapping, glyph id → SF Symbol name.
    public let symbols: [Int: String]

    public init(symbols: [Int: String]) {
        self.symbols = symbols
    }

    /// Loads the table bundled with the module (`Resources/glyphs.json`: `[[id, name], …]`).
    public static func bundled() throws -> GlyphTable {
        let rows = try CatalogResource.decode([Row].self, named: "glyphs.json")
        var symbols: [Int: String] = [:]
        for row in rows { symbols[row.id] = row.symbol }
        return GlyphTable(symbols: symbols)
    }

    /// The glyph for a stored id; unknown ids get ``fallbackSymbolName``.
    public func glyph(for id: Int) -> Glyph {
        if let symbol = symbols[id] { return Glyph(id: id, symbolName: symbol, isKnown: true) }
        return Glyph(id: id, symbolName: GlyphTable.fallbackSymbolName, isKnown: false)
    }

    /// The number of distinct SF Symbols the table uses.
    public var distinctSymbolCount: Int { Set(symbols.values).count }

    /// One `[id, "symbol.name"]` pair.
    private struct Row: Decodable {
        let id: Int
        let symbol: String

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            id = try container.decode(Int.self)
            symbol = try container.decode(String.self)
        }
    }
}
