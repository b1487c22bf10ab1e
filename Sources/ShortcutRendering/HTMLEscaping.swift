/// HTML/XML escaping for text and attribute values. Everything from a shortcut file (names,
/// identifiers, texts) goes through here before it reaches a page or an SVG.
enum HTMLEscaping {
    /// Appends `text` with `& < > " '` written as entities (safe in text and in quoted
    /// attributes). Runs without special characters are copied in one piece.
    static func append(_ text: String, to out: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let entity: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: entity = nil
            }
            if let entity {
                if runStart != index { out += text[runStart..<index] }
                out += entity
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if runStart == utf8.startIndex {
            out += text
        } else if runStart != utf8.endIndex {
            out += text[runStart..<utf8.endIndex]
        }
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }

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
