/// A small tag scanner for the renderer's own output: checks that elements nest and close
/// properly and records, for each `.action` element, its `data-*` attributes and how many
/// `ol.sk-body` elements enclose it (its DOM nesting depth).
struct HTMLStructure {
    struct ActionElement: Equatable {
        var index: Int?
        var depth: Int?
        var identifier: String?
        var bodyAncestors: Int
    }

    var actions: [ActionElement] = []
    var errors: [String] = []

    static let voidElements: Set<String> = [
        "meta", "br", "img", "link", "input", "hr", "use", "stop", "path", "rect", "circle", "image",
    ]

    init(_ html: String) {
        var stack: [(name: String, isBody: Bool)] = []
        var bodies = 0
        let scalars = Array(html.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "<" else {
                i += 1
                continue
            }
            var j = i + 1
            while j < scalars.count, scalars[j] != ">" { j += 1 }
            guard j < scalars.count else {
                errors.append("unterminated tag at \(i)")
                break
            }
            var tag = ""
            tag.unicodeScalars.append(contentsOf: scalars[(i + 1)..<j])
            i = j + 1
            if tag.hasPrefix("!") { continue }
            let selfClosing = tag.hasSuffix("/")
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst()).lowercased()
                guard let top = stack.popLast() else {
                    errors.append("stray </\(name)>")
                    continue
                }
                if top.name != name { errors.append("</\(name)> closes <\(top.name)>") }
                if top.isBody { bodies -= 1 }
                continue
            }
            let name = String(tag.prefix { $0 != " " && $0 != "/" }).lowercased()
            if name == "style" || name == "title" {
                stack.append((name, false))
                // Raw text: skip to the closing tag, which then pops the element.
                var k = i
                let close = Array("</\(name)>".unicodeScalars)
                while k + close.count <= scalars.count, Array(scalars[k..<(k + close.count)]) != close { k += 1 }
                i = k
                continue
            }
            let classes = Self.attribute("class", in: tag)?.split(separator: " ").map(String.init) ?? []
            if name == "div", classes.contains("action") {
                actions.append(
                    ActionElement(
                        index: Self.attribute("data-index", in: tag).flatMap { Int($0) },
                        depth: Self.attribute("data-depth", in: tag).flatMap { Int($0) },
                        identifier: Self.attribute("data-identifier", in: tag), bodyAncestors: bodies))
            }
            if selfClosing || Self.voidElements.contains(name) { continue }
            let isBody = name == "ol" && classes.contains("sk-body")
            if isBody { bodies += 1 }
            stack.append((name, isBody))
        }
        if !stack.isEmpty { errors.append("unclosed: " + stack.map(\.name).joined(separator: " ")) }
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " " + name + "=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
