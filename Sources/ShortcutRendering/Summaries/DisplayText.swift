/// Makes strings from shortcut files safe to show on one line.
///
/// Names and texts in files are hostile input for a terminal or a page: they may hold escape
/// sequences, bidirectional overrides that reorder what is shown ("Trojan Source"), line breaks
/// that would break an outline, or U+FFFC placeholders of variables whose reference was lost.
/// Every string a summary carries has been through ``singleLine(_:limit:)``.
public enum DisplayText {
    /// What a U+FFFC without a variable reference is shown as.
    public static let lostVariable = "□"

    /// One line: whitespace runs (including line breaks) become one space, control and
    /// bidirectional-formatting characters are dropped, U+FFFC becomes ``lostVariable``, and the
    /// result is cut to `limit` characters with "…".
    public static func singleLine(_ text: String, limit: Int = 80) -> String {
        if isClean(text, limit: limit) { return text }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        var count = 0
        var cut = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if isDropped(scalar) { continue }
            if pendingSpace {
                out.append(" ")
                count += 1
                pendingSpace = false
            }
            if scalar.value == 0xFFFC {
                out.append(contentsOf: lostVariable.unicodeScalars)
            } else {
                out.append(scalar)
            }
            count += 1
            if count > limit * 16 + 16 {  // bounded work on huge strings; trimmed to `limit` characters below
                cut = true
                break
            }
        }
        let result = truncated(String(out), limit: limit)
        return cut && !result.hasSuffix("…") ? result + "…" : result
    }

    /// Like ``singleLine(_:limit:)`` but a space at either end survives (as one space), so the
    /// text pieces between variables of a token string keep their spacing: "Hello, «Name»".
    public static func fragment(_ text: String, limit: Int = 80) -> String {
        let line = singleLine(text, limit: limit)
        guard !line.isEmpty else { return text.unicodeScalars.contains(where: isSpace) ? " " : "" }
        let leading = text.unicodeScalars.first.map(isSpace) ?? false
        let trailing = text.unicodeScalars.last.map(isSpace) ?? false
        return (leading ? " " : "") + line + (trailing && !line.hasSuffix("…") ? " " : "")
    }

    /// Several lines (for comments): each line cleaned like ``singleLine(_:limit:)`` but line
    /// breaks kept; at most `maximumLines` lines.
    public static func multiLine(_ text: String, lineLimit: Int = 200, maximumLines: Int = 40) -> String {
        var lines: [String] = []
        for line in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        {
            if lines.count == maximumLines {
                lines.append("…")
                break
            }
            lines.append(singleLine(String(line), limit: lineLimit))
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Cuts to `limit` characters, ending with "…" when something was cut.
    static func truncated(_ text: String, limit: Int) -> String {
        guard limit > 0 else { return "" }
        var index = text.startIndex
        var count = 0
        while index < text.endIndex {
            if count == limit { return String(text[..<text.index(before: index)]) + "…" }
            index = text.index(after: index)
            count += 1
        }
        return text
    }

    private static func isClean(_ text: String, limit: Int) -> Bool {
        var scalars = 0
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            scalars += 1
            if scalars > limit { return false }
            if scalar.value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            if scalar.value < 0x20 || scalar.value == 0xFFFC || isSpace(scalar) || isDropped(scalar) { return false }
        }
        return !previousWasSpace || scalars == 0
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (terminal escapes)
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true  // bidi marks and overrides
        case 0xFEFF, 0xFFF9...0xFFFB: true  // BOM, interlinear annotation controls
        default: false
        }
    }
}
