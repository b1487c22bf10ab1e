import Foundation
import Testing

@testable import ShortcutCatalog

@Suite("Icon colours, glyphs and artwork")
struct IconTests {
    @Test("palette loads all 15 colours with gradients")
    func palette() throws {
        let palette = try IconPalette.bundled()
        #expect(palette.colors.count == 15)
        #expect(Set(palette.colors.map(\.code)).count == 15)
        for color in palette.colors {
            #expect(color.rrggbbaa == String(format: "%08X", color.code))
            #expect(color.signedCode.map { UInt32(bitPattern: $0) == color.code } ?? (color.code < 0x8000_0000))
            for stop in [
                color.gradient.lightTop, color.gradient.lightBottom, color.gradient.darkTop, color.gradient.darkBottom,
            ] {
                #expect(stop.count == 7 && stop.hasPrefix("#"), "\(color.name) \(stop)")
            }
            #expect(color.sourceNames.count == 3)
        }
        #expect(palette.color(code: 4_282_601_983)?.name == "Red")
        #expect(palette.color(code: 255)?.sourceNames["electrikmilk/cherri"] == "darkgray")
    }

    @Test("signed, unsigned and absolute-value forms map to the same entry")
    func normalisation() throws {
        let palette = try #require(Fixtures.palette)
        for color in palette.colors {
            let unsigned = palette.color(forStoredValue: Int(color.code))
            #expect(unsigned.color == color)
            #expect(unsigned.match == .palette)
            if let signed = color.signedCode {
                let fromSigned = palette.color(forStoredValue: Int(signed))
                #expect(fromSigned.color == color)
                #expect(fromSigned.match == .signedForm)
                #expect(fromSigned.code == color.code)
                #expect(fromSigned.storedValue == Int(signed))
                let absolute = palette.color(forStoredValue: -Int(signed))
                #expect(absolute.color == color, "\(color.name)")
                #expect(absolute.isKnown)
            }
        }
        #expect(palette.color(forStoredValue: -12_365_313).color.name == "Red")
        #expect(palette.color(forStoredValue: 12_365_313).match == .absoluteValue)
    }

    @Test("the two suspicious SwiftShortcuts codes")
    func suspicious() throws {
        let palette = try #require(Fixtures.palette)
        // 61591313 is 615917313 (lightPurple's absolute value) with a digit missing.
        let typo = palette.color(forStoredValue: 61_591_313)
        #expect(typo.color.code == 3_679_049_983)
        #expect(typo.match == .suspiciousAlternate)
        // 1263359489 is greenGray's absolute value, not grey's as the library says.
        let grey = palette.color(forStoredValue: 1_263_359_489)
        #expect(grey.color.code == 3_031_607_807)
        #expect(grey.match == .suspiciousAlternate)
        #expect(palette.alternates.count == 10)
    }

    @Test(
        "unknown codes get the default grey and keep their value",
        arguments: [
            1_239_959_039, 4_274_364_319, 0, 1, -1, Int(Int32.min), 4_294_967_296 + 255, Int.max, Int.min,
        ])
    func unknownColor(stored: Int) throws {
        let palette = try #require(Fixtures.palette)
        let color = palette.color(forStoredValue: stored)
        #expect(color.match == .unknown)
        #expect(!color.isKnown)
        #expect(color.color == palette.defaultColor)
        #expect(color.storedValue == stored)
        let fits = stored >= Int(Int32.min) && stored <= Int(UInt32.max)
        #expect((color.code != nil) == fits)
        #expect(palette.defaultColor.gradient == palette.color(code: 255)?.gradient)
    }

    @Test("glyph table: 836 ids, fallback for unknown ids")
    func glyphs() throws {
        let table = try GlyphTable.bundled()
        #expect(table.symbols.count == 836)
        #expect(table.distinctSymbolCount == 668)
        #expect(table.symbols.keys.min() == 59392)
        #expect(table.symbols.keys.max() == 62501)
        #expect(table.glyph(for: 59446) == Glyph(id: 59446, symbolName: "keyboard.fill", isKnown: true))
        #expect(table.glyph(for: 61440).symbolName == "app.2.stack.3d.fill")
        #expect(table.glyph(for: 61512).symbolName == "timer")
        for id in [0, 59454, 59691, -5, Int.max] {
            let glyph = table.glyph(for: id)
            #expect(!glyph.isKnown)
            #expect(glyph.symbolName == GlyphTable.fallbackSymbolName)
        }
    }

    @Test("artwork falls back to our placeholder when the icon folder is empty or disabled")
    func artworkFallback() throws {
        let empty = try Fixtures.emptyDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let artwork = try IconArtwork.discover(environment: [IconArtwork.environmentVariable: empty.path])
        #expect(artwork.directory == empty.path)
        #expect(artwork.iconName(forSymbol: "bell") == nil)
        let svg = artwork.svg(forSymbol: "bell")
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>"))
        #expect(svg.contains("sk-icon-placeholder"))
        #expect(svg.contains("data-symbol=\"bell\""))
        let disabled = try IconArtwork.discover(environment: [IconArtwork.environmentVariable: ""])
        #expect(disabled.directory == nil)
        #expect(disabled.svg(forSymbol: "bell").contains("sk-icon-placeholder"))
        // Symbol names are escaped into the attribute.
        #expect(disabled.svg(forSymbol: "a\"><script>").contains("a&quot;&gt;&lt;script&gt;"))
    }

    @Test("mapping covers the catalog's symbols and common glyphs")
    func mappingCoverage() throws {
        let mapping = try IconArtwork.bundledMapping()
        let catalog = try #require(Fixtures.catalog)
        for symbol in catalog.definitions.compactMap(\.iconName) {
            #expect(mapping[symbol] != nil, "\(symbol)")
        }
        for category in ActionCategory.allCases {
            #expect(mapping[category.symbolName] != nil, "\(category)")
        }
        #expect(mapping[GlyphTable.fallbackSymbolName] != nil)
        #expect(mapping.count >= 150)
    }

    @Test("artwork reads, vets and wraps icons from a folder")
    func artworkFromFolder() throws {
        let folder = try Fixtures.emptyDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Test icons drawn here (not the real set): a good one and hostile ones.
        let good =
            "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" fill=\"currentColor\" class=\"bi\" viewBox=\"0 0 16 16\">\n  <path d=\"M1 1h14v14H1z\"/>\n</svg>\n"
        try good.write(to: folder.appendingPathComponent("bell.svg"), atomically: true, encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("file-earmark.svg"), atomically: true, encoding: .utf8)
        let hostile = [
            "script": "<svg viewBox=\"0 0 16 16\"><script>alert(1)</script></svg>",
            "handler": "<svg viewBox=\"0 0 16 16\"><path onload=\"x()\" d=\"M0 0\"/></svg>",
            "link": "<svg viewBox=\"0 0 16 16\"><use href=\"http://x/y.svg#a\"/></svg>",
            "style": "<svg viewBox=\"0 0 16 16\"><style>*{}</style></svg>",
            "viewbox": "<svg viewBox=\"0 0 16 16&quot;\"><path d=\"M0 0\"/></svg>",
            "truncated": "<svg viewBox=\"0 0 16 16\"><path d=\"M0 0\"/>",
        ]
        for (name, text) in hostile {
            try text.write(to: folder.appendingPathComponent(name + ".svg"), atomically: true, encoding: .utf8)
        }
        try Data(repeating: 0x20, count: IconArtwork.maximumFileSize + 1)
            .write(to: folder.appendingPathComponent("huge.svg"))
        let artwork = IconArtwork(
            mapping: ["bell": "bell", "doc": "file-earmark", "evil": "../bell"], directory: folder.path)
        let bell = artwork.svg(forSymbol: "bell")
        #expect(bell.contains("<path d=\"M1 1h14v14H1z\"/>"))
        #expect(bell.contains("viewBox=\"0 0 16 16\""))
        #expect(bell.contains("data-icon=\"bi-bell\""))
        #expect(!bell.contains("<?xml"))
        #expect(artwork.iconName(forSymbol: "doc") == "file-earmark")
        #expect(artwork.iconName(forSymbol: "bell.fill") == "bell")  // `.fill` dropped
        #expect(artwork.iconName(forSymbol: "evil") == nil)  // path-like names are refused
        for name in Array(hostile.keys) + ["huge"] {
            #expect(artwork.svg(forSymbol: name).contains("sk-icon-placeholder"), "\(name)")
        }
    }

    @Test("installed Bootstrap Icons, when present, serve every mapped icon")
    func installedIconSet() throws {
        let artwork = try IconArtwork.discover()
        guard let directory = artwork.directory else {
            print("note: no Bootstrap Icons folder found (apt-get install bootstrap-icons); skipping")
            return
        }
        var missing: [String] = []
        for (symbol, icon) in artwork.mapping.sorted(by: { $0.key < $1.key })
        where artwork.iconName(forSymbol: symbol) != icon {
            missing.append("\(symbol) → \(icon)")
        }
        #expect(missing.isEmpty, "not served from \(directory): \(missing)")
        #expect(!artwork.svg(forSymbol: "bell").contains("sk-icon-placeholder"))
    }
}
