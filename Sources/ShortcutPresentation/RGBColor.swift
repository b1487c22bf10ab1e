/// An sRGB colour with components in 0…1, parsed from the palette's `#rrggbb` strings so that
/// views never parse hex themselves.
public struct RGBColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double

    /// Components in 0…1 (clamped when written as hex).
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` or `rrggbb`; anything else gives nil.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.utf8.allSatisfy({ $0 < 0x80 }), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16)
            return value < 16 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
