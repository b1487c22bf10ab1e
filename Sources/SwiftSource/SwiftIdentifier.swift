/// Swift identifiers: checking them, escaping keywords, and deriving readable ones from the names
/// people give things (variables in a shortcut, intents, enum cases).
public enum SwiftIdentifier {
    /// Reserved words that need backticks to be used as names.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "_", "await", "async", "consume", "copy", "discard", "each", "some", "any", "package",
    ]

    /// True when `text` is a plain ASCII identifier that is not a keyword, so it can be written as is.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
        return isHead(first) && text.unicodeScalars.allSatisfy(isBody)
    }

    /// `text` as written in source: backticked when it is a keyword.
    public static func escaped(_ text: String) -> String {
        keywords.contains(text) ? "`\(text)`" : text
    }

    /// How a derived identifier starts.
    public enum Case: Sendable {
        /// `weatherReport` — variables, functions, properties, enum cases.
        case lowerCamel
        /// `WeatherReport` — types.
        case upperCamel
    }

    /// A valid identifier made from a name people wrote: words are split at anything that is not
    /// an ASCII letter or digit and joined in camel case; a leading digit gets a `_` prefix;
    /// an empty result becomes `fallback`. Keywords are backticked, so the result can always be
    /// written into source as is.
    public static func make(from text: String, case style: Case = .lowerCamel, fallback: String = "value") -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isBody(scalar) && scalar != "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1)
            let rest = word.dropFirst()
            if index == 0 && style == .lowerCamel {
                // Keep acronyms readable: "URL list" → "urlList", "iPhone" stays "iPhone".
                let isAllUpper = word.unicodeScalars.allSatisfy { !($0 >= "a" && $0 <= "z") }
                result += isAllUpper ? word.lowercased() : first.lowercased() + rest
            } else {
                result += first.uppercased() + rest
            }
        }
        if result.isEmpty { result = fallback }
        if let head = result.unicodeScalars.first, !isHead(head) { result = "_" + result }
        return escaped(result)
    }

    private static func isHead(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    private static func isBody(_ c: Unicode.Scalar) -> Bool {
        isHead(c) || (c >= "0" && c <= "9")
    }
}
