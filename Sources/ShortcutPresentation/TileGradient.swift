import ShortcutCatalog

/// The two-stop, top-to-bottom gradient of a tile, in light and dark appearance.
public struct TileGradient: Sendable, Hashable {
    /// Top stop in light appearance.
    public var lightTop: RGBColor
    /// Bottom stop in light appearance.
    public var lightBottom: RGBColor
    /// Top stop in dark appearance.
    public var darkTop: RGBColor
    /// Bottom stop in dark appearance.
    public var darkBottom: RGBColor

    /// Four explicit stops.
    public init(lightTop: RGBColor, lightBottom: RGBColor, darkTop: RGBColor, darkBottom: RGBColor) {
        self.lightTop = lightTop
        self.lightBottom = lightBottom
        self.darkTop = darkTop
        self.darkBottom = darkBottom
    }

    /// The palette colour's stops; a malformed stop (never in the bundled table) becomes mid grey.
    public init(_ gradient: PaletteColor.Gradient) {
        let grey = RGBColor(red: 0.5, green: 0.5, blue: 0.5)
        self.init(
            lightTop: RGBColor(hex: gradient.lightTop) ?? grey,
            lightBottom: RGBColor(hex: gradient.lightBottom) ?? grey,
            darkTop: RGBColor(hex: gradient.darkTop) ?? grey, darkBottom: RGBColor(hex: gradient.darkBottom) ?? grey)
    }

    /// Top and bottom stop for one appearance.
    public func stops(dark: Bool) -> (top: RGBColor, bottom: RGBColor) {
        dark ? (darkTop, darkBottom) : (lightTop, lightBottom)
    }
}
