import Foundation
import ShortcutKit
import ShortcutPresentation
import TestSupport
import Testing

@Suite struct ShortcutTileModelTests {
    let resources = PresentationFixtures.resources

    @Test func everyPaletteColourHasItsNameCodeAndBothGradients() throws {
        #expect(ShortcutPalette.allCases.count == 15)
        #expect(Set(ShortcutPalette.allCases.compactMap { $0.code(in: resources.palette) }).count == 15)
        // Two codes known from real files: the app's default blue, and SwiftShortcuts' "Gray" (the palette's Dark Gray).
        #expect(ShortcutPalette.blue.code(in: resources.palette) == 463_140_863)
        #expect(ShortcutPalette.gray.code(in: resources.palette) == 255)
        for palette in ShortcutPalette.allCases {
            let color = try #require(palette.color(in: resources.palette), "\(palette)")
            // Our case names are SwiftShortcuts' labels in lower camel case ("Green-Gray" → greenGray).
            let words = color.label.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            let camel = words[0].lowercased() + words.dropFirst().map(\.capitalized).joined()
            #expect(camel == palette.rawValue)
            let tile = ShortcutTileModel(
                data: ShortcutData(id: "x", name: "N", iconColor: color.code), resources: resources)
            #expect(tile.color == color)
            #expect(tile.gradient.lightTop.hex == color.gradient.lightTop)
            #expect(tile.gradient.lightBottom.hex == color.gradient.lightBottom)
            #expect(tile.gradient.darkTop.hex == color.gradient.darkTop)
            #expect(tile.gradient.darkBottom.hex == color.gradient.darkBottom)
            #expect(tile.gradient.stops(dark: true).top == tile.gradient.darkTop)
            #expect(tile.gradient.stops(dark: false).bottom == tile.gradient.lightBottom)
            #expect(palette.gradient(in: resources.palette) == tile.gradient)
        }
    }

    @Test func signedAndUnknownColourCodesResolve() {
        // The signed form of red, as many files store it.
        let signed = ShortcutData(id: "x", name: "N", iconColor: UInt32(bitPattern: Int32(-12_365_313)))
        #expect(ShortcutTileModel(data: signed, resources: resources).color.name == "Red")
        let unknown = ShortcutTileModel(data: ShortcutData(id: "x", name: "N", iconColor: 12345), resources: resources)
        #expect(unknown.color == resources.palette.defaultColor)
        let none = ShortcutTileModel(data: ShortcutData(id: "x", name: "N"), resources: resources)
        #expect(none.color == resources.palette.defaultColor)
    }

    @Test func glyphsBecomeSFSymbolsAndUnknownGlyphsFallBackToTheImage() {
        let keyboard = ShortcutTileModel(
            data: ShortcutData(id: "x", name: "Type", iconGlyph: 59446, iconURL: "https://e/icon.png"),
            resources: resources)
        #expect(keyboard.systemImage == "keyboard.fill")
        #expect(keyboard.imageURL == nil)
        let unknown = ShortcutTileModel(
            data: ShortcutData(id: "x", name: "Img", iconGlyph: 1, iconURL: "https://e/icon.png"), resources: resources)
        #expect(unknown.systemImage == nil)
        #expect(unknown.imageURL == "https://e/icon.png")
        let bare = ShortcutTileModel(data: ShortcutData(id: "x", name: "Bare", iconGlyph: 1), resources: resources)
        #expect(bare.systemImage == GlyphTable.fallbackSymbolName)
        for (id, symbol) in resources.glyphs.symbols.prefix(50) {
            let tile = ShortcutTileModel(
                data: ShortcutData(id: "x", name: "n", iconGlyph: Int64(id)), resources: resources)
            #expect(tile.systemImage == symbol)
        }
    }

    @Test func namesAreOneLineWithAFallbackAndAVoiceOverLabel() {
        let tile = ShortcutTileModel(data: ShortcutData(id: "x", name: "Morning\nRoutine"), resources: resources)
        #expect(tile.name == "Morning Routine")
        #expect(tile.accessibilityLabel == "Morning Routine, shortcut")
        #expect(ShortcutTileModel(data: ShortcutData(id: "x", name: "  "), resources: resources).name == "Shortcut")
    }

    @Test func aFileTileUsesItsStoredIconAndName() throws {
        let presented = PresentedShortcut(
            document: try PresentationFixtures.document(PresentationFixtures.nested), fileName: "Nested.shortcut",
            resources: resources)
        #expect(presented.tile.name == "Nested")
        #expect(presented.tile.systemImage == "keyboard.fill")
        #expect(presented.tile.color.name == "Red")
        #expect(presented.data.id == "Nested.shortcut")
    }

    @Test func hexColoursParseAndRejectGarbage() {
        #expect(RGBColor(hex: "#ff8000") == RGBColor(red: 1, green: 128.0 / 255, blue: 0))
        #expect(RGBColor(hex: "#ff800") == nil)
        #expect(RGBColor(hex: "#gg0000") == nil)
        #expect(RGBColor(hex: "#ffé000") == nil)
        #expect(RGBColor(red: 2, green: -1, blue: 0.5).hex == "#ff0080")
    }
}
