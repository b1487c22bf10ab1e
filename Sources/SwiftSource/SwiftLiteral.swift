/// Swift literal text for values, so every generator in the toolkit (`fetch --swift`,
/// `decompile`, `intents migrate`, scaffolding) escapes the same way.
public enum SwiftLiteral {
    /// A Swift string literal that evaluates to exactly `text`: quotes, backslashes (so `\(`
    /// and `\u{…}` in a name stay text), control, format and separator characters are escaped;
    /// everything else, emoji included, is kept as is.
    public static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        var previousEscaped = true  // a mark right after the opening quote is escaped too
        for scalar in text.unicodeScalars {
            var escaped = true
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
                    .unassigned:
                    out += unicodeEscape(scalar)
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    if previousEscaped {
                        // Would otherwise combine with the quote or an escape in the source text.
                        out += unicodeEscape(scalar)
                    } else {
                        out.unicodeScalars.append(scalar)
                        escaped = false
                    }
                default:
                    out.unicodeScalars.append(scalar)
                    escaped = false
                }
            }
            previousEscaped = escaped
        }
        out += "\""
        return out
    }

    /// `nil`, or the string literal for `text`.
    public static func optionalString(_ text: String?) -> String { text.map(string) ?? "nil" }

    /// A `Double` literal that reads back as exactly `value` (`.nan`, `.infinity` and negative
    /// zero spelled as expressions Swift accepts).
    public static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        if value == 0 && value.sign == .minus { return "-0.0" }
        let text = "\(value)"  // shortest representation that round-trips
        return text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
