import ShortcutCatalog
import TextEscaping

/// The flow as nested Markdown lists, for READMEs and issues: action names in bold,
/// variables as code spans (`«Repeat Item»`), block bodies one level deeper.
///
/// Everything from the file is escaped, so a name like `<script>` or `**x**` shows as typed
/// and cannot add HTML or links to the page.
public struct MarkdownRenderer: ShortcutRenderer {
    public init() {}

    public var fileExtension: String { "md" }

    public func render(_ shortcut: RenderableShortcut) -> String {
        var out = ""
        out.reserveCapacity(128 + shortcut.summaries.count * 80)
        out += "# " + Self.escape(shortcut.displayName) + "\n\n"
        out += Self.escape(shortcut.detailLine) + "\n"
        let links = ShortcutLinks(metadata: shortcut.metadata, name: shortcut.displayName)
        if let iCloud = links.iCloud {
            out += "\n[Open the iCloud link](" + Self.escapeURL(iCloud) + ")\n"
        }
        guard !shortcut.summaries.isEmpty else { return out }
        out += "\n"
        let depths = shortcut.analysis.controlFlow.depths
        for (index, summary) in shortcut.summaries.enumerated() {
            let depth = depths.indices.contains(index) ? depths[index] : 0
            out += String(repeating: "  ", count: depth) + "- "
            out += "**" + Self.escape(summary.name) + "**"
            if !summary.segments.isEmpty {
                if case .text(let text)? = summary.segments.first, text.hasPrefix(":") || text.hasPrefix(",") {
                } else {
                    out += " "
                }
            }
            for segment in summary.segments {
                switch segment {
                case .text(let text): out += Self.escape(text)
                case .value(let value): out += Self.escape(value)
                case .variable(let name): out += Self.codeSpan("«" + name + "»")
                }
            }
            if let app = summary.shownAppName {
                out += " *(" + Self.escape(app) + ")*"
            }
            out += "\n"
        }
        return out
    }

    /// Backslash-escapes the Markdown punctuation that matters inside a line (emphasis, code,
    /// links, tables, headings) and writes `<`, `>`, `&` as entities.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~":
                out.append("\\")
                out.append(character)
            case "<", ">", "&": MarkupEscaping.append(String(character), to: &out)
            default: out.append(character)
            }
        }
        return out
    }

    /// A code span whose fence is longer than any backtick run inside, so nothing escapes it.
    public static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// A URL inside `( )`: parentheses, spaces and angle brackets percent-encoded.
    static func escapeURL(_ url: String) -> String {
        var out = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case "(": out += "%28"
            case ")": out += "%29"
            case " ": out += "%20"
            case "<": out += "%3C"
            case ">": out += "%3E"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
