import Diagnostics

/// One phrase of an App Shortcut as written in Swift: text and interpolated tokens.
public struct Phrase: Sendable, Hashable, Codable {
    /// A piece of the phrase.
    public enum Segment: Sendable, Hashable, Codable {
        /// Literal text, exactly as between the quotes (escapes kept).
        case text(String)
        /// `\(.applicationName)`.
        case applicationName
        /// `\(\.$name)`: the intent's `@Parameter` property `name`.
        case parameter(String)
        /// Any other interpolation (`\(title)`): not statically extractable.
        case other(String)
    }

    /// The pieces in order.
    public var segments: [Segment]
    /// Where the string literal starts.
    public var source: SourceLocation

    public init(segments: [Segment], source: SourceLocation) {
        self.segments = segments
        self.source = source
    }

    /// The phrase as the build's metadata and the string files spell it:
    /// `Open ${applicationName} at ${destination}`.
    public var template: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            case .other(let expression): "\\(\(expression))"
            }
        }.joined()
    }

    /// The literal text only (what a user typed between the tokens).
    public var literalText: String {
        segments.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
    }

    /// How many `\(.applicationName)` tokens the phrase has.
    public var applicationNameCount: Int {
        segments.filter { $0 == .applicationName }.count
    }

    /// The distinct parameter names, in order of first use.
    public var parameters: [String] {
        var seen: [String] = []
        for case .parameter(let name) in segments where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The `${…}` string-file tokens typed literally into the Swift text (`${applicationName}`).
    public var stringFileTokens: [String] {
        StringFileTokens.all(in: literalText)
    }

    /// A key for finding duplicates: lowercased, whitespace collapsed, tokens spelled as templates.
    var duplicateKey: String {
        template.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Finds `${name}` tokens in text (string-file syntax).
enum StringFileTokens {
    /// Every `${…}` token's name, in order (`applicationName`, `destination`).
    static func all(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}") else { break }
            names.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }
}
