/// Values the renderers put into style sheets and element ids, checked or derived so that nothing
/// from a file can break out of them.
enum HTMLStyleValues {
    /// A CSS colour from the catalog, accepted only as `#rgb`/`#rrggbb`/`#rrggbbaa`.
    static func cssColor(_ value: String, fallback: String = "#8e8e93") -> String {
        let hex = value.utf8.dropFirst()
        guard value.hasPrefix("#"), [3, 4, 6, 8].contains(hex.count),
            hex.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) || (65...70).contains($0) })
        else { return fallback }
        return value
    }

    /// A short stable hash (FNV-1a, 32 bits, hex) for element ids that must not collide when
    /// several tiles share a page.
    static func stableID(_ parts: [String]) -> String {
        var hash: UInt32 = 2_166_136_261
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt32(byte)
                hash = hash &* 16_777_619
            }
            hash ^= 0xFF
            hash = hash &* 16_777_619
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
