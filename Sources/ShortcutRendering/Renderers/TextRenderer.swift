/// The flow as an indented outline, one line per action, with `│` guides for block bodies:
///
/// ```
/// Weather Report
/// 20 actions
///
///  6  Repeat with Each item in «Days»
///  7  │ If «Repeat Item → high» is greater than 25
///  8  │ │ Add to Variable «Summary» · "Hot"
///  9  │ Otherwise
/// ```
///
/// Indices are 0-based, as in `shortcut inspect` and problem reports. With `colors`, ANSI
/// styles mark names (bold), variables (cyan), values (yellow), comments (green) and guides
/// (dim); use ``shouldUseColors(environment:isTerminal:)`` to honour `NO_COLOR`.
public struct TextRenderer: ShortcutRenderer {
    public var colors: Bool
    /// Show each action's index at the start of its line.
    public var numbered: Bool

    public init(colors: Bool = false, numbered: Bool = true) {
        self.colors = colors
        self.numbered = numbered
    }

    public var fileExtension: String { "txt" }

    /// Colours only on a terminal, and never when `NO_COLOR` is set to anything non-empty
    /// (no-color.org) or `TERM` is `dumb`.
    public static func shouldUseColors(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    public func render(_ shortcut: RenderableShortcut) -> String {
        var out = ""
        out.reserveCapacity(64 + shortcut.summaries.count * 72)
        style(&out, "1", shortcut.displayName)
        out += "\n"
        style(&out, "2", shortcut.detailLine)
        out += "\n"
        if let verdict = shortcut.annotations.verdict {
            style(&out, "33", verdict)
            out += "\n"
        }
        let depths = shortcut.analysis.controlFlow.depths
        guard !shortcut.summaries.isEmpty else { return out }
        out += "\n"
        let width = String(shortcut.summaries.count - 1).count
        for (index, summary) in shortcut.summaries.enumerated() {
            if numbered {
                let number = String(index)
                out += String(repeating: " ", count: width - number.count)
                style(&out, "2", number)
                out += "  "
            }
            let depth = depths.indices.contains(index) ? depths[index] : 0
            if depth > 0 {
                var guides = ""
                guides.reserveCapacity(depth * 4)
                for _ in 0..<depth { guides += "│ " }
                style(&out, "2", guides)
            }
            line(&out, summary)
            if let mark = shortcut.annotations.marks[index] { style(&out, "31", "  ⚠ " + mark) }
            out += "\n"
        }
        return out
    }

    private func line(_ out: inout String, _ summary: ActionSummary) {
        if summary.identifier == "is.workflow.actions.comment" {
            style(&out, "32", summary.text)
            return
        }
        style(&out, "1", summary.name)
        let detail = summary.segments
        if let first = detail.first, case .text(let text) = first, text.hasPrefix(":") || text.hasPrefix(",") {
            // Attached punctuation: no space.
        } else if !detail.isEmpty {
            out += " "
        }
        for segment in detail {
            switch segment {
            case .text(let text): out += text
            case .value(let value): style(&out, "33", value)
            case .variable(let name): style(&out, "36", "«" + name + "»")
            }
        }
        if let app = summary.shownAppName {
            out += "  "
            style(&out, "2", "— " + app)
        }
    }

    private func style(_ out: inout String, _ code: String, _ text: String) {
        guard colors, !text.isEmpty else {
            out += text
            return
        }
        out += "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
}
