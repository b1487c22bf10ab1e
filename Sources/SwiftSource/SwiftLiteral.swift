/// Swift literal text for values, so every generator in the toolkit (`fetch --swift`,
/// `decompile`, `intents migrate`, scaffolding) escapes the same way.
public enum SwiftLiteral {
    /// A Swift string literal that evaluates to exactly `text`: quotes, backslashes (so `\(`
    /// and `\u{…}` in a name stay text), control, format and separator characters are escaped;
    /// everything else, emoji included, is kept as is.
    public static func string(_ text: String) -> String { string(text, alsoEscaping: []) }

    /// ``string(_:)`` with more characters written as `\u{…}` (a diff makes U+FFFC visible).
    public static func string(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
        // Built as UTF-8 bytes: decompiled sources run to megabytes, and printable ASCII (most
        // of it) needs no Unicode property lookup.
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        appendContents(of: text, alsoEscaping: extra, to: &out)
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// The inside of ``string(_:alsoEscaping:)``'s literal, without the quotes: for text built from
    /// pieces, such as a token string's runs between its variables. Every value stays on one line.
    public static func contents(_ text: String, alsoEscaping extra: Set<Unicode.Scalar> = []) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        appendContents(of: text, alsoEscaping: extra, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendContents(of text: String, alsoEscaping extra: Set<Unicode.Scalar>, to out: inout [UInt8])
    {
        var previousEscaped = true  // a mark right after the opening quote is escaped too
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F && value != 0x22 && value != 0x5C {
                out.append(UInt8(value))
                previousEscaped = false
                continue
            }
            var escaped = true
            switch scalar {
            case "\\": out += Array("\\\\".utf8)
            case "\"": out += Array("\\\"".utf8)
            case "\n": out += Array("\\n".utf8)
            case "\r": out += Array("\\r".utf8)
            case "\t": out += Array("\\t".utf8)
            case "\0": out += Array("\\0".utf8)
            default:
                if !extra.isEmpty && extra.contains(scalar) {
                    out += Array(unicodeEscape(scalar).utf8)
                    break
                }
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
                    .unassigned:
                    out += Array(unicodeEscape(scalar).utf8)
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    if previousEscaped {
                        // Would otherwise combine with the quote or an escape in the source text.
                        out += Array(unicodeEscape(scalar).utf8)
                    } else {
                        UTF8.encode(scalar) { out.append($0) }
                        escaped = false
                    }
                default:
                    UTF8.encode(scalar) { out.append($0) }
                    escaped = false
                }
            }
            previousEscaped = escaped
        }
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
