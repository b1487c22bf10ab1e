/// Builds Swift source line by line with consistent four-space indentation, so generators say
/// what they write and never count spaces.
///
/// ```swift
/// var code = SwiftCode()
/// code.line("struct Greeting {")
/// code.indented { $0.line("let text = \(SwiftLiteral.string(text))") }
/// code.line("}")
/// print(code.text)
/// ```
public struct SwiftCode: Sendable, Hashable, CustomStringConvertible {
    /// The source written so far; every line ends with a newline.
    public private(set) var text: String = ""
    /// Current nesting depth.
    public private(set) var depth: Int = 0
    /// One level of indentation.
    public var indentUnit: String

    public init(indentUnit: String = "    ") { self.indentUnit = indentUnit }

    /// Appends one line at the current depth (an empty string writes a blank line, without
    /// trailing spaces). A string with newlines is written as several lines, each indented.
    public mutating func line(_ content: String = "") {
        if !content.isEmpty, !content.utf8.contains(0x0A) {
            // One line (the common case): no splitting, which would walk every character.
            for _ in 0..<depth { text += indentUnit }
            text += content
            text += "\n"
            return
        }
        for piece in content.split(separator: "\n", omittingEmptySubsequences: false) {
            if piece.isEmpty {
                text += "\n"
            } else {
                text += String(repeating: indentUnit, count: depth) + piece + "\n"
            }
        }
    }

    /// Appends a `// ` comment line. Line breaks and other control, format and separator
    /// characters in `text` are written as escapes (`\n`), so text from a file can never end the
    /// comment and start a line of code.
    public mutating func comment(_ text: String) {
        var safe = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                safe += SwiftLiteral.string(String(scalar)).dropFirst().dropLast()
            default:
                safe.unicodeScalars.append(scalar)
            }
        }
        line("// " + safe)
    }

    /// Writes `body` one level deeper.
    public mutating func indented(_ body: (inout SwiftCode) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `opening`, then `body` one level deeper, then `closing` (`"}"` by default).
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftCode) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    public var description: String { text }
}
