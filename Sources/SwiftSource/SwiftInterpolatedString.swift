/// A Swift string literal with interpolations (`"Get \(\.$detail) of \(\.$outline)"`), built
/// from text and code segments so the text is escaped exactly like ``SwiftLiteral/string(_:)``
/// and only the code segments are written verbatim.
///
/// ```swift
/// let literal = SwiftInterpolatedString([.text("Hello "), .code("name")]).literal
/// // "Hello \(name)"
/// ```
public struct SwiftInterpolatedString: Sendable, Hashable {
    /// One piece of the literal.
    public enum Segment: Sendable, Hashable {
        /// Text that must read back exactly as given.
        case text(String)
        /// A Swift expression placed inside `\( … )`.
        case code(String)
    }

    /// The pieces, in order.
    public var segments: [Segment]

    /// A literal made of `segments`.
    public init(_ segments: [Segment]) { self.segments = segments }

    /// The Swift source of the literal, quotes included.
    public var literal: String {
        var out = "\""
        for segment in segments {
            switch segment {
            case .text(let text):
                // Reuse the one escaper; it wraps its result in quotes, which are dropped here.
                out += SwiftLiteral.string(text).dropFirst().dropLast()
            case .code(let code):
                out += "\\(" + code + ")"
            }
        }
        return out + "\""
    }

    /// True when some segment is code, i.e. the literal is not a plain string literal.
    public var hasInterpolations: Bool {
        segments.contains { if case .code = $0 { true } else { false } }
    }

    /// Splits `text` at `${name}` placeholders (the format of intent definitions and App Shortcuts
    /// string files): text stays text, and each placeholder becomes the code `expression(name)`
    /// returns, or stays literal text when it returns nil.
    public static func replacingPlaceholders(
        in text: String, with expression: (String) -> String?
    ) -> SwiftInterpolatedString {
        var segments: [Segment] = []
        var pending = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            pending += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<end])
            if let code = expression(name) {
                if !pending.isEmpty { segments.append(.text(pending)) }
                pending = ""
                segments.append(.code(code))
            } else {
                pending += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        pending += rest
        if !pending.isEmpty || segments.isEmpty { segments.append(.text(pending)) }
        return SwiftInterpolatedString(segments)
    }
}
