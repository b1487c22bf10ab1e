/// The first place where what a run gave differs from what a test expects:
/// `output[2]: expected "b", got "c"`.
///
/// Values compare as `shortcut run --json` prints them: numbers numerically (to the 15
/// significant digits the app and `--json` write, so `0.3` matches `0.1 + 0.2`), text exactly
/// (case, spaces and Unicode scalars), booleans and `null` as themselves, lists item by item in
/// order and with the same count, objects member by member by name (member order does not
/// count). A value of another kind is different (`10` is not `"10"`).
public struct TestDifference: Sendable, Equatable, CustomStringConvertible {
    /// Where: `output`, `shown[1]`, `output.total`, `output["two words"]`.
    public var path: String
    /// What the test expects there; nil when the run gave something the test has no place for
    /// (an extra list item or object member).
    public var expected: TestValue?
    /// What the run gave there; nil when it lacks the item or member.
    public var actual: TestValue?

    /// What a missing side is called: `item` in a list, `member` in an object.
    public var missing: String

    public init(path: String, expected: TestValue?, actual: TestValue?, missing: String = "value") {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.missing = missing
    }

    /// Longest shown value, in characters, before it is cut with `…`.
    public static let maximumShownLength = 200

    public var description: String {
        "\(path): expected \(Self.show(expected, missing: "no \(missing)")), got \(Self.show(actual, missing: "no \(missing)"))"
    }

    static func show(_ value: TestValue?, missing: String) -> String {
        guard let value else { return missing }
        let text = value.jsonText()
        return text.count > maximumShownLength ? String(text.prefix(maximumShownLength)) + "…" : text
    }

    /// The first difference between `expected` and `actual` under `path`, depth first, in the
    /// expected value's order; nil when they are equal.
    public static func first(expected: TestValue, actual: TestValue, at path: String) -> TestDifference? {
        switch (expected, actual) {
        case (.null, .null): return nil
        case (.boolean(let a), .boolean(let b)):
            return a == b ? nil : .init(path: path, expected: expected, actual: actual)
        case (.number(let a), .number(let b)):
            // Numerically, at the precision `--json` prints (15 significant digits).
            return a == b || expected.jsonText() == actual.jsonText()
                ? nil : .init(path: path, expected: expected, actual: actual)
        case (.text(let a), .text(let b)):
            // Exactly: String's == treats canonically equivalent scalars as equal; a test does not.
            return a.unicodeScalars.elementsEqual(b.unicodeScalars)
                ? nil : .init(path: path, expected: expected, actual: actual)
        case (.list(let a), .list(let b)):
            for index in 0..<max(a.count, b.count) {
                let here = "\(path)[\(index)]"
                guard index < a.count else {
                    return .init(path: here, expected: nil, actual: b[index], missing: "item")
                }
                guard index < b.count else {
                    return .init(path: here, expected: a[index], actual: nil, missing: "item")
                }
                if let difference = first(expected: a[index], actual: b[index], at: here) { return difference }
            }
            return nil
        case (.object(let a), .object(let b)):
            for (key, value) in a {
                let here = member(key, of: path)
                guard let other = b[key] else {
                    return .init(path: here, expected: value, actual: nil, missing: "member")
                }
                if let difference = first(expected: value, actual: other, at: here) { return difference }
            }
            if let extra = b.first(where: { a[$0.key] == nil }) {
                return .init(path: member(extra.key, of: path), expected: nil, actual: extra.value, missing: "member")
            }
            return nil
        default: return .init(path: path, expected: expected, actual: actual)
        }
    }

    /// `path.key` for a key that reads as an identifier, else `path["key"]` (JSON-quoted).
    static func member(_ key: String, of path: String) -> String {
        let isIdentifier =
            key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && key.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return isIdentifier ? "\(path).\(key)" : "\(path)[\(TestValue.text(key).jsonText())]"
    }
}
