import ShortcutCatalog

/// The 15 icon colours under the names SwiftShortcuts' `ShortcutGradient` uses (`.purple` is
/// the palette's "Violet", `.gray` its "Dark Gray", `.greenGray` "Taupe", `.brown` "Gray").
public enum ShortcutPalette: String, Sendable, Hashable, CaseIterable {
    case red, darkOrange, orange, yellow, green, teal, lightBlue, blue, darkBlue, purple, lightPurple, pink
    case gray, greenGray, brown

    /// The unsigned code the app stores for this colour (`WFWorkflowIconStartColor`).
    public var code: UInt32 {
        switch self {
        case .red: 4_282_601_983
        case .darkOrange: 4_251_333_119
        case .orange: 4_271_458_815
        case .yellow: 4_274_264_319
        case .green: 4_292_093_695
        case .teal: 431_817_727
        case .lightBlue: 1_440_408_063
        case .blue: 463_140_863
        case .darkBlue: 946_986_751
        case .purple: 2_071_128_575
        case .lightPurple: 3_679_049_983
        case .pink: 3_980_825_855
        case .gray: 255
        case .greenGray: 3_031_607_807
        case .brown: 2_846_468_607
        }
    }

    /// The palette entry, from `palette` (nil only for a palette that lacks the code).
    public func color(in palette: IconPalette) -> PaletteColor? { palette.color(code: code) }

    /// The gradient for this colour; the palette's default grey if the palette lacks the code.
    public func gradient(in palette: IconPalette) -> TileGradient {
        TileGradient((color(in: palette) ?? palette.defaultColor).gradient)
    }
}
