/// One colour of the Shortcuts icon palette.
public struct PaletteColor: Sendable, Equatable, Hashable {
    /// Unsigned 32-bit code as the app writes it (`4282601983`).
    public let code: UInt32
    /// The same bits as a signed 32-bit integer (`-12365313`), or `nil` below 2³¹.
    public let signedCode: Int32?
    /// Hex reading of the code, `FF4351FF`: an identifier, not the rendered colour.
    public let rrggbbaa: String
    /// Our canonical name (sebj/iOS-Shortcuts-Reference's): "Red", "Dark Gray", "Taupe".
    public let name: String
    /// The colour's name in each public source (`owner/name` → name); they disagree on greys.
    public let sourceNames: [String: String]
    /// Aeastr/SwiftShortcuts' human label ("Green-Gray").
    public let label: String
    /// Tile gradient stops, `#rrggbb`.
    public let gradient: Gradient

    /// Light- and dark-mode gradient of an icon tile, top to bottom.
    public struct Gradient: Sendable, Equatable, Hashable {
        public let lightTop: String
        public let lightBottom: String
        public let darkTop: String
        public let darkBottom: String

        public init(lightTop: String, lightBottom: String, darkTop: String, darkBottom: String) {
            self.lightTop = lightTop
            self.lightBottom = lightBottom
            self.darkTop = darkTop
            self.darkBottom = darkBottom
        }
    }

    public init(
        code: UInt32, signedCode: Int32?, rrggbbaa: String, name: String, sourceNames: [String: String],
        label: String, gradient: Gradient
    ) {
        self.code = code
        self.signedCode = signedCode
        self.rrggbbaa = rrggbbaa
        self.name = name
        self.sourceNames = sourceNames
        self.label = label
        self.gradient = gradient
    }

}

/// A stored icon colour (`WFWorkflowIconStartColor`, iCloud `icon_color`) resolved against the
/// palette. The stored value is kept so that writers can round-trip it unchanged.
public struct IconColor: Sendable, Equatable, Hashable {
    /// How the stored value was matched.
    public enum Match: String, Sendable, Equatable, Hashable {
        /// The unsigned palette code.
        case palette
        /// The signed 32-bit form of a palette code (negative; many real files).
        case signedForm
        /// The absolute value of a signed form, as Aeastr/SwiftShortcuts lists it; never in files.
        case absoluteValue
        /// A SwiftShortcuts code recorded as suspicious (see `Docs/Catalog.md`).
        case suspiciousAlternate
        /// Not a palette colour: shown with ``IconPalette/defaultColor``.
        case unknown
    }

    /// The integer as stored in the file or API.
    public let storedValue: Int
    /// `UInt32(truncatingIfNeeded:)` of the stored value, or `nil` if it does not fit in 32 bits
    /// (signed or unsigned).
    public let code: UInt32?
    /// The palette entry, or ``IconPalette/defaultColor`` for unknown codes.
    public let color: PaletteColor
    public let match: Match

    public init(storedValue: Int, code: UInt32?, color: PaletteColor, match: Match) {
        self.storedValue = storedValue
        self.code = code
        self.color = color
        self.match = match
    }

    /// `false` when the stored value is not a palette colour.
    public var isKnown: Bool { match != .unknown }
}
