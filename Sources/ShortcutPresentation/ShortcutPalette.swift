import ShortcutCatalog

/// The 15 icon colours under the names SwiftShortcuts' `ShortcutGradient` uses (`.purple` is
/// the palette's "Violet", `.gray` its "Dark Gray", `.greenGray` "Taupe", `.brown` "Gray").
public enum ShortcutPalette: String, Sendable, Hashable, CaseIterable {
    case red, darkOrange, orange, yellow, green, teal, lightBlue, blue, darkBlue, purple, lightPurple, pink
    case gray, greenGray, brown

    /// The palette entry: the catalog colour whose SwiftShortcuts label, in lower camel case, is
    /// this case's name ("Green-Gray" → `greenGray`). The codes live in the catalog's palette only.
    public func color(in palette: IconPalette) -> PaletteColor? {
        palette.colors.first { Self.caseName(ofLabel: $0.label) == rawValue }
    }

    /// The unsigned code the app stores for this colour (`WFWorkflowIconStartColor`), from `palette`.
    public func code(in palette: IconPalette) -> UInt32? { color(in: palette)?.code }

    /// "Light blue" → `lightBlue`, "Green-Gray" → `greenGray`.
    static func caseName(ofLabel label: String) -> String {
        let words = label.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(\.capitalized).joined()
    }

    /// The gradient for this colour; the palette's default grey if the palette lacks the code.
    public func gradient(in palette: IconPalette) -> TileGradient {
        TileGradient((color(in: palette) ?? palette.defaultColor).gradient)
    }
}
