/// HTML/XML escaping for text and attribute values: the one escaper of the toolkit's pages, SVG
/// tiles, icon artwork and Markdown. Everything from a shortcut file (names, identifiers, texts)
/// goes through here before it reaches a page or an SVG. It lives in the catalog, the lowest module
/// that writes markup (``IconArtwork``).
package enum HTMLEscaping {
    /// Appends `text` with `& < > " '` written as entities (safe in text and in quoted
    /// attributes). Runs without special characters are copied in one piece.
    package static func append(_ text: String, to out: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            if let entity = entity(for: utf8[index]) {
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

    /// The entity for one of `& < > " '`, or nil for any other byte.
    package static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }
}
