import ShortcutModel

/// A parameter value in the DSL: text (with `\(variable)` interpolation), a number, a boolean,
/// a variable, or any raw `ParameterValue`.
///
/// String literals build `WFTextTokenString` text, as the app writes text fields; use
/// ``plain(_:)`` for the plain `<string>` form some parameters and older files use.
///
/// ```swift
/// let greeting: Value = "Hello \(Variable.shortcutInput)"
/// ```
public struct Value: Sendable, Hashable {
    /// The parameter value this writes.
    public var parameterValue: ParameterValue

    /// Wraps a raw parameter value (any serialization type).
    public init(_ parameterValue: ParameterValue) { self.parameterValue = parameterValue }

    /// A single variable (`WFTextTokenAttachment`).
    public init(_ variable: Variable) { self.parameterValue = .variable(variable.attachment) }

    /// Text from parts (`WFTextTokenString`).
    public init(text parts: [TokenString.Part]) { self.parameterValue = .text(TokenString(parts: parts)) }

    /// A plain `<string>` (not a token string).
    public static func plain(_ text: String) -> Value { Value(.string(text)) }

    /// A raw value decoded from its property list (the decompiler's fallback for any shape).
    public static func raw(_ propertyList: PropertyListValue) -> Value {
        Value(ParameterValue(propertyList: propertyList))
    }

    /// A token string written exactly: `string` with U+FFFC placeholders and its placements.
    public static func tokens(
        _ string: String, _ placements: [TokenString.Placement], layout: TokenString.Layout = .standard
    )
        -> Value
    {
        Value(.text(TokenString(string: string, attachments: placements, layout: layout)))
    }

    /// A plain list (`<array>`) of values.
    public static func list(_ values: [Value]) -> Value { Value(.array(values.map(\.parameterValue))) }
}

extension Value: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.parameterValue = .text(TokenString(parts: value.isEmpty ? [] : [.text(value)]))
    }

    public init(stringInterpolation: TextInterpolation) {
        self.parameterValue = .text(TokenString(parts: stringInterpolation.parts))
    }
}

extension Value: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public init(integerLiteral value: Int) { self.parameterValue = .integer(PropertyListInteger(value)) }
    public init(floatLiteral value: Double) { self.parameterValue = .real(value) }
    public init(booleanLiteral value: Bool) { self.parameterValue = .boolean(value) }
}

/// Builds text tokens from `"… \(variable) …"`: each variable becomes one U+FFFC at the right
/// UTF-16 offset (`TokenString.init(parts:)` does the counting).
public struct TextInterpolation: StringInterpolationProtocol, Sendable {
    /// The literal text and variables, in order.
    public private(set) var parts: [TokenString.Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        parts.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        if case .text(let previous)? = parts.last {
            parts[parts.count - 1] = .text(previous + literal)
        } else {
            parts.append(.text(literal))
        }
    }

    /// An inline variable.
    public mutating func appendInterpolation(_ variable: Variable) {
        parts.append(.variable(variable.attachment))
    }
}
