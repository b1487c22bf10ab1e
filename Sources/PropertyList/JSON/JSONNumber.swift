/// A JSON number as its RFC 8259 literal text (`-12`, `0.5`, `1e+21`), exact whatever its size.
///
/// Two numbers are equal when their texts are: `1.0` and `1` differ, as they do to a reader that
/// tells integers from reals.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// The literal, valid per RFC 8259.
    public let text: String

    /// The number `text` spells, or nil when it is not an RFC 8259 number (`+1`, `01`, `.5`, `1.`, `nan`).
    public init?(_ text: String) {
        guard Self.isValid(Array(text.utf8)) else { return nil }
        self.text = text
    }

    /// A text the parser has already checked.
    init(checked text: String) {
        self.text = text
    }

    public init(_ integer: Int64) {
        text = String(integer)
    }

    /// The shortest text that reads back as `real` (always with `.` or an exponent); nil for NaN and infinities.
    public init?(_ real: Double) {
        guard let text = PropertyListRealText.json(real) else { return nil }
        self.text = text
    }

    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    public init(floatLiteral value: Double) {
        text = PropertyListRealText.json(value) ?? "0.0"
    }

    /// Whether the literal has neither fraction nor exponent.
    public var isInteger: Bool { !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") } }

    /// The nearest `Double` (±infinity beyond its range).
    public var double: Double { Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity) }

    /// The value as an `Int64` when the literal is an integer in its range.
    public var int64: Int64? { isInteger ? Int64(text) : nil }

    public var description: String { text }

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- 48 < 10 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
