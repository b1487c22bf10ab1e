import Foundation
import OrderedCollections
import ShortcutRuntime

/// A value as `shortcut run --json` prints it: what a test file expects and what a run gave,
/// compared on that shape (dates as ISO 8601 text, URLs as text, files as
/// `{"name", "type", "base64"}`, nothing as `null`).
///
/// Test files are JSON, so a test's values (its input, answers, stubs and expectations) are
/// kept in this shape until a run needs them; ``runtimeValue`` turns one into a
/// `RuntimeValue` through the runtime's own reading of stub and answer JSON
/// (`RuntimeValue.init(stubJSON:)`, so `{"$date": …}`, `{"$url": …}` and `{"$file": …}` work as
/// they do for `shortcut run`).
public enum TestValue: Sendable, Hashable {
    case null
    case boolean(Bool)
    case number(Double)
    case text(String)
    case list([TestValue])
    /// A JSON object in the order its members were written.
    case object(OrderedDictionary<String, TestValue>)

    /// Parses JSON text with the runtime's parser (member order kept, nesting bounded by
    /// `RuntimeJSON.maximumDepth`).
    public static func parse(_ text: String) throws(RuntimeJSON.ParseError) -> TestValue {
        TestValue(json: try RuntimeJSON.parse(text))
    }

    /// What a run gave, as `shortcut run --json` prints it (`RunResult.jsonObject`).
    public init(result: RunResult) {
        self.init(printing: result.jsonObject)
    }

    /// Any run-time value as its `--json` text reads back: the one bridge from the runtime's
    /// values to this shape.
    public init(printing value: RuntimeValue) {
        let text = RuntimeJSON.text(for: value)
        // The runtime prints JSON its own parser reads, except past its nesting bound.
        self = (try? TestValue.parse(text)) ?? .text(text)
    }

    /// A parsed JSON value (nothing, text, number, boolean, list or dictionary); any other kind
    /// is taken through its printed JSON.
    init(json value: RuntimeValue) {
        switch value {
        case .nothing: self = .null
        case .boolean(let flag): self = .boolean(flag)
        case .number(let number): self = .number(number)
        case .text(let text): self = .text(text)
        case .list(let items): self = .list(items.map(TestValue.init(json:)))
        case .dictionary(let members): self = .object(members.mapValues(TestValue.init(json:)))
        default: self = .init(printing: value)
        }
    }

    /// The JSON value as the runtime parses it (objects keep their member order).
    public var jsonValue: RuntimeValue {
        switch self {
        case .null: .nothing
        case .boolean(let flag): .boolean(flag)
        case .number(let number): .number(number)
        case .text(let text): .text(text)
        case .list(let items): .list(items.map(\.jsonValue))
        case .object(let members): .dictionary(members.mapValues(\.jsonValue))
        }
    }

    /// The value a run is given: the JSON value read as stub and answer files are read
    /// (`RuntimeValue.init(stubJSON:)`).
    public var runtimeValue: RuntimeValue { RuntimeValue(stubJSON: jsonValue) }

    /// JSON text (the runtime's writer: numbers as the app writes them, members in order).
    public func jsonText(pretty: Bool = false) -> String {
        RuntimeJSON.text(for: jsonValue, pretty: pretty)
    }

    /// The JSON kind, for messages: `text`, `a number`, …
    public var kindName: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .text: "text"
        case .list: "a list"
        case .object: "an object"
        }
    }

    /// The members of an object, else nil.
    public var objectMembers: OrderedDictionary<String, TestValue>? {
        if case .object(let members) = self { members } else { nil }
    }
}

extension TestValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: TestValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TestValue)...) {
        self = .object(OrderedDictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
