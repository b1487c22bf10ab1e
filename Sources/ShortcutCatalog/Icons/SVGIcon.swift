/// An icon file vetted for inlining into HTML: only drawing elements, no scripts, event
/// handlers, external references or styles. The icon folder can come from an environment
/// variable, so its files are untrusted input.
struct SVGIcon: Sendable, Equatable {
    /// The root's `viewBox` (digits, spaces, dots, minus signs only).
    let viewBox: String
    /// Everything between the root's start and end tags.
    let body: String

    static let allowedElements: Set<String> = [
        "path", "circle", "rect", "ellipse", "line", "polyline", "polygon", "g", "defs", "clippath", "title",
    ]

    init?(text: String) {
        guard let open = text.range(of: "<svg"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
            let close = text.range(of: "</svg>", options: .backwards), openEnd < close.lowerBound
        else { return nil }
        let rootAttributes = text[open.upperBound..<openEnd]
        guard let viewBox = SVGIcon.attribute("viewBox", in: rootAttributes),
            !viewBox.isEmpty, viewBox.count <= 64,
            viewBox.allSatisfy({ $0.isNumber || $0 == " " || $0 == "." || $0 == "-" })
        else { return nil }
        let body = String(text[text.index(after: openEnd)..<close.lowerBound])
        guard SVGIcon.isSafe(body) else { return nil }
        self.viewBox = viewBox
        self.body = body.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The value of `name="…"` in a tag's attribute text.
    static func attribute(_ name: String, in attributes: Substring) -> String? {
        guard let start = attributes.range(of: " " + name + "=\"") else { return nil }
        let rest = attributes[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Every tag is an allowed element; no declarations, comments, handlers or links.
    static func isSafe(_ body: String) -> Bool {
        let lower = body.lowercased()
        for banned in ["javascript:", "href", "<!", "<?", "style", "&"] where lower.contains(banned) {
            return false
        }
        // `url(` only as a local reference (`clip-path="url(#a)"`).
        var searchStart = lower.startIndex
        while let found = lower.range(of: "url(", range: searchStart..<lower.endIndex) {
            guard lower[found.upperBound...].hasPrefix("#") else { return false }
            searchStart = found.upperBound
        }
        let scalars = Array(lower.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "<" {
                var nameStart = index + 1
                if nameStart < scalars.count, scalars[nameStart] == "/" { nameStart += 1 }
                var nameEnd = nameStart
                while nameEnd < scalars.count, scalars[nameEnd].properties.isAlphabetic || scalars[nameEnd] == ":" {
                    nameEnd += 1
                }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[nameStart..<nameEnd])
                guard allowedElements.contains(name) else { return false }
                index = nameEnd
            } else if scalars[index] == "o", index + 1 < scalars.count, scalars[index + 1] == "n",
                index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" || scalars[index - 1] == "\n"
            {
                // An attribute starting with "on" (onload=, onclick=) is an event handler.
                var end = index + 2
                while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
                while end < scalars.count, scalars[end] == " " { end += 1 }
                if end < scalars.count, scalars[end] == "=" { return false }
                index += 1
            } else {
                index += 1
            }
        }
        return true
    }
}
