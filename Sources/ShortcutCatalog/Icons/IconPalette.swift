/// The 15 Shortcuts icon colours and every integer form they are stored in.
///
/// Files store `WFWorkflowIconStartColor` either as the unsigned RRGGBBAA code or as the same
/// bits read as a signed 32-bit integer; Aeastr/SwiftShortcuts additionally lists the absolute
/// values of the signed forms. All three resolve to the same ``PaletteColor``.
public struct IconPalette: Sendable, Equatable {
    /// The palette in the app's order (red … brown).
    public let colors: [PaletteColor]
    /// Absolute-value alternates listed by Aeastr/SwiftShortcuts, by stored value.
    public let alternates: [Int: Alternate]
    /// Shown for codes outside the palette: the app draws such icons grey. It is the palette's
    /// grey tile (code 255, SwiftShortcuts "Gray") named "Default Gray", with code 0.
    public let defaultColor: PaletteColor
    private let byCode: [UInt32: Int]

    public init(colors: [PaletteColor], alternates: [Int: Alternate]) {
        self.colors = colors
        self.alternates = alternates
        var byCode: [UInt32: Int] = [:]
        for (index, color) in colors.enumerated() where byCode[color.code] == nil {
            byCode[color.code] = index
        }
        self.byCode = byCode
        let grey =
            byCode[255].map { colors[$0].gradient }
            ?? PaletteColor.Gradient(
                lightTop: "#96a0a9", lightBottom: "#848d97", darkTop: "#78818a", darkBottom: "#6a7179")
        self.defaultColor = PaletteColor(
            code: 0, signedCode: nil, rrggbbaa: "00000000", name: "Default Gray", sourceNames: [:],
            label: "Default gray", gradient: grey)
    }

    /// Loads the palette bundled with the module (`Resources/colors.json`).
    public static func bundled() throws -> IconPalette {
        let file = try CatalogResource.decode(File.self, named: "colors.json")
        let colors = file.palette.map { row in
            PaletteColor(
                code: row.code, signedCode: row.signed, rrggbbaa: row.rrggbbaa, name: row.name,
                sourceNames: row.names, label: row.label,
                gradient: PaletteColor.Gradient(
                    lightTop: row.gradient.count > 0 ? row.gradient[0] : "#000000",
                    lightBottom: row.gradient.count > 1 ? row.gradient[1] : "#000000",
                    darkTop: row.gradient.count > 2 ? row.gradient[2] : "#000000",
                    darkBottom: row.gradient.count > 3 ? row.gradient[3] : "#000000"))
        }
        var alternates: [Int: Alternate] = [:]
        for row in file.alternates { alternates[row.code] = Alternate(code: row.palette, suspicious: row.suspicious) }
        return IconPalette(colors: colors, alternates: alternates)
    }

    /// Resolves a stored colour integer.
    ///
    /// Order: SwiftShortcuts absolute-value alternates (positive values below 2³¹ that are
    /// never palette codes themselves), then the normalised code
    /// `UInt32(truncatingIfNeeded: stored)` for values in `Int32.min...UInt32.max`. Anything
    /// else is ``IconColor/Match/unknown`` with ``defaultColor``; the stored value is kept.
    public func color(forStoredValue stored: Int) -> IconColor {
        let inRange = stored >= Int(Int32.min) && stored <= Int(UInt32.max)
        let code = inRange ? UInt32(truncatingIfNeeded: stored) : nil
        if let code, let index = byCode[code] {
            return IconColor(
                storedValue: stored, code: code, color: colors[index], match: stored < 0 ? .signedForm : .palette)
        }
        if let alternate = alternates[stored], let index = byCode[alternate.code] {
            return IconColor(
                storedValue: stored, code: code, color: colors[index],
                match: alternate.suspicious ? .suspiciousAlternate : .absoluteValue)
        }
        return IconColor(storedValue: stored, code: code, color: defaultColor, match: .unknown)
    }

    /// The palette entry with this unsigned code, if any.
    public func color(code: UInt32) -> PaletteColor? {
        byCode[code].map { colors[$0] }
    }

    /// A non-palette integer that a public library maps to a palette colour.
    public struct Alternate: Sendable, Equatable, Hashable {
        /// The palette code it stands for.
        public let code: UInt32
        /// `true` for the entries recorded as suspicious (a likely typo, a wrong target).
        public let suspicious: Bool

        public init(code: UInt32, suspicious: Bool) {
            self.code = code
            self.suspicious = suspicious
        }
    }

    /// Shape of `Resources/colors.json`.
    private struct File: Decodable {
        struct Color: Decodable {
            let code: UInt32
            let signed: Int32?
            let rrggbbaa: String
            let name: String
            let names: [String: String]
            let label: String
            let gradient: [String]
        }
        struct Alternate: Decodable {
            let code: Int
            let palette: UInt32
            let suspicious: Bool
        }
        let palette: [Color]
        let alternates: [Alternate]
    }
}
