/// Why an `AppShortcuts.strings` or `AppShortcuts.xcstrings` file could not be read, and where.
public struct LocalizationFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// Bytes that are not valid UTF-8 or UTF-16 text.
        case invalidEncoding(String)
        /// A quoted string with no closing quote.
        case unterminatedString
        /// A `/*` comment with no `*/`.
        case unterminatedComment
        /// A backslash escape the format does not define (`\q`), or a bad `\U` code.
        case invalidEscape(String)
        /// A character where the grammar expects something else.
        case unexpected(found: String, expected: String)
        /// The JSON of a string catalog does not parse.
        case malformedJSON(String)
        /// The JSON parses but is not a string catalog (`strings` missing, a value of the wrong type).
        case notACatalog(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (UTF-8 bytes of the decoded text).
    public var column: Int

    public init(_ reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        let what: String
        switch reason {
        case .invalidEncoding(let detail): what = "invalid text encoding (\(detail))"
        case .unterminatedString: what = "unterminated string"
        case .unterminatedComment: what = "unterminated comment"
        case .invalidEscape(let escape): what = "invalid escape '\\\(escape)'"
        case .unexpected(let found, let expected): what = "expected \(expected), found \(found)"
        case .malformedJSON(let detail): what = "malformed JSON (\(detail))"
        case .notACatalog(let detail): what = "not a string catalog: \(detail)"
        }
        return "\(what) at \(line):\(column)"
    }
}
