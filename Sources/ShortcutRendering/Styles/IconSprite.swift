import ShortcutCatalog

/// Icon artwork for a page: each distinct symbol is written once as a `<symbol>` and every
/// action refers to it with `<use>`, so a 3 000-action page does not repeat path data.
///
/// The artwork comes from ``IconArtwork`` (open-licensed SVGs, sanitised there, or a neutral
/// placeholder) — never Apple's SF Symbols.
struct IconSprite {
    let artwork: IconArtwork
    private(set) var ids: [String: String] = [:]
    private(set) var symbols: [String] = []

    init(artwork: IconArtwork) {
        self.artwork = artwork
    }

    /// The element id for `symbol`, adding it to the sprite on first use.
    mutating func id(for symbol: String) -> String {
        if let id = ids[symbol] { return id }
        let id = "sk-i\(symbols.count)"
        ids[symbol] = id
        let parts = Self.split(artwork.svg(forSymbol: symbol))
        var element = "<symbol id=\"\(id)\" viewBox=\"\(parts.viewBox)\">"
        element += parts.group + parts.body + "</g></symbol>"
        symbols.append(element)
        return id
    }

    /// The hidden `<svg>` holding every symbol used so far.
    var definitions: String {
        "<svg class=\"sk-sprite\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\"><defs>"
            + symbols.joined() + "</defs></svg>"
    }

    /// Splits the `<svg …>body</svg>` that ``IconArtwork`` returns into its view box, a `<g>`
    /// carrying the root's paint attributes, and the body.
    static func split(_ svg: String) -> (viewBox: String, group: String, body: String) {
        guard let openEnd = svg.firstIndex(of: ">"), let close = svg.range(of: "</svg>", options: .backwards),
            openEnd < close.lowerBound
        else { return ("0 0 16 16", "<g>", "") }
        let root = svg[..<openEnd]
        let viewBox = attribute("viewBox", in: root) ?? "0 0 16 16"
        var group = "<g"
        for name in ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"] {
            if let value = attribute(name, in: root) { group += " \(name)=\"\(value)\"" }
        }
        group += ">"
        return (viewBox, group, String(svg[svg.index(after: openEnd)..<close.lowerBound]))
    }

    /// An attribute of the root tag (values from ``IconArtwork`` are already escaped).
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " " + name + "=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
