/// HTML and XML escaping: the one escaper of the toolkit's pages, SVG tiles, icon artwork,
/// Markdown, JUnit reports, XML property lists and the runtime's Escape HTML.
///
/// Everything from a shortcut file (names, identifiers, texts) goes through here before it
/// reaches markup. Two sets of characters, by where the text goes:
///
/// * ``Context/markup`` (the default): `& < > " '` as `&amp; &lt; &gt; &quot; &#39;`, safe in
///   element text and in attribute values quoted with either `"` or `'`. Pages, SVG, JUnit XML.
/// * ``Context/text``: `& < >` only, for element text where quotes may stay as they are; the XML
///   property list writer uses it, so its files read like Apple's.
///
/// Every other character, non-ASCII letters and emoji included, is copied unchanged: the output
/// is UTF-8 text, not ASCII.
public enum MarkupEscaping {
    /// Which characters are written as entities.
    public enum Context: Sendable, Hashable {
        /// `& < > " '`: element text and quoted attribute values.
        case markup
        /// `& < >`: element text only (XML property lists).
        case text
    }

    /// The entity for one UTF-8 byte, or nil when the byte is copied as it is.
    @inlinable
    public static func entity(for byte: UInt8, in context: Context = .markup) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\"") where context == .markup: "&quot;"
        case UInt8(ascii: "'") where context == .markup: "&#39;"
        default: nil
        }
    }

    /// Appends `text` to `out` with the characters of `context` written as entities. Runs
    /// without such characters are copied in one piece.
    public static func append(_ text: String, to out: inout String, in context: Context = .markup) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            if let entity = entity(for: utf8[index], in: context) {
                if runStart != index { out += text[runStart..<index] }
                entity.withUTF8Buffer { out += String(decoding: $0, as: UTF8.self) }
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

    /// `text` with the characters of `context` written as entities.
    public static func escape(_ text: String, in context: Context = .markup) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out, in: context)
        return out
    }
}
