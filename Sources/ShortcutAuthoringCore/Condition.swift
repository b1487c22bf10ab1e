import ShortcutModel

/// A condition of If: the integer `WFCondition` code (iOS 13+) and the operand parameters it
/// stores beside it.
///
/// The named forms cover every code the corpus uses with the operand the editor shows for it:
///
/// ```swift
/// s.if(temperature, .isGreaterThan(25)) { … }
/// s.if(name, .contains("Smith")) { … }
/// s.if(result, .hasAnyValue) { … }
/// s.if(start, Condition(code: 1002, date: "\(Variable.currentDate)", duration: .raw(…))) { … }
/// ```
///
/// The editor keeps the operands of a previously chosen condition when the condition changes
/// (a "contains" that still stores a `WFNumberValue`); ``with(text:number:anotherNumber:date:anotherDate:duration:anotherDuration:measurement:)``
/// adds them, so such files are written exactly.
public struct Condition: Sendable, Hashable {
    /// The stored `WFCondition`.
    public var code: Int
    /// Operand parameters by key, in the order they are written.
    public var operands: [Operand]

    /// One operand parameter of an If: its key and value.
    public struct Operand: Sendable, Hashable {
        public var key: String
        public var value: Value

        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Any code with its operands by kind (each stored under its own key).
    ///
    /// - Parameters:
    ///   - code: the stored `WFCondition`.
    ///   - text: `WFConditionalActionString` (text comparisons).
    ///   - number: `WFNumberValue` (number comparisons).
    ///   - anotherNumber: `WFAnotherNumber` (the upper bound of "is between").
    ///   - date: `WFDate` (date comparisons).
    ///   - anotherDate: `WFAnotherDate`.
    ///   - duration: `WFDuration` (a quantity: "is in the last 7 days").
    ///   - anotherDuration: `WFAnotherDuration`.
    ///   - measurement: `WFMeasurement` (a quantity compared with a measurement).
    public init(
        code: Int, text: Value? = nil, number: Value? = nil, anotherNumber: Value? = nil, date: Value? = nil,
        anotherDate: Value? = nil, duration: Value? = nil, anotherDuration: Value? = nil, measurement: Value? = nil
    ) {
        self.code = code
        self.operands = []
        self = with(
            text: text, number: number, anotherNumber: anotherNumber, date: date, anotherDate: anotherDate,
            duration: duration, anotherDuration: anotherDuration, measurement: measurement)
    }

    /// This condition with more operands stored beside it (later keys replace earlier ones).
    public func with(
        text: Value? = nil, number: Value? = nil, anotherNumber: Value? = nil, date: Value? = nil,
        anotherDate: Value? = nil, duration: Value? = nil, anotherDuration: Value? = nil, measurement: Value? = nil
    ) -> Condition {
        var copy = self
        let given: [(String, Value?)] = [
            ("WFConditionalActionString", text), ("WFNumberValue", number), ("WFAnotherNumber", anotherNumber),
            ("WFDate", date), ("WFAnotherDate", anotherDate), ("WFDuration", duration),
            ("WFAnotherDuration", anotherDuration), ("WFMeasurement", measurement),
        ]
        for case (let key, let value?) in given {
            copy.operands.removeAll { $0.key == key }
            copy.operands.append(Operand(key: key, value: value))
        }
        return copy
    }

    /// The operand keys in the order ``init(code:text:number:anotherNumber:date:anotherDate:duration:anotherDuration:measurement:)``
    /// takes them.
    public static let operandKeys = [
        "WFConditionalActionString", "WFNumberValue", "WFAnotherNumber", "WFDate", "WFAnotherDate", "WFDuration",
        "WFAnotherDuration", "WFMeasurement",
    ]

    /// 4: is / equals. A number literal compares numbers (`WFNumberValue`), anything else text.
    public static func `is`(_ value: Value) -> Condition {
        isNumber(value) ? Condition(code: 4, number: value) : Condition(code: 4, text: value)
    }
    /// 5: is not. A number literal compares numbers, anything else text.
    public static func isNot(_ value: Value) -> Condition {
        isNumber(value) ? Condition(code: 5, number: value) : Condition(code: 5, text: value)
    }
    /// 4 on the number operand (`WFNumberValue`) whatever the value: `.equals(number: "\(limit)")`.
    public static func equals(number: Value) -> Condition { Condition(code: 4, number: number) }
    /// 5 on the number operand whatever the value.
    public static func doesNotEqual(number: Value) -> Condition { Condition(code: 5, number: number) }
    /// 99: contains.
    public static func contains(_ text: Value) -> Condition { Condition(code: 99, text: text) }
    /// 999: does not contain.
    public static func doesNotContain(_ text: Value) -> Condition { Condition(code: 999, text: text) }
    /// 8: begins with.
    public static func beginsWith(_ text: Value) -> Condition { Condition(code: 8, text: text) }
    /// 9: ends with.
    public static func endsWith(_ text: Value) -> Condition { Condition(code: 9, text: text) }
    /// 0: is less than.
    public static func isLessThan(_ number: Value) -> Condition { Condition(code: 0, number: number) }
    /// 1: is less than or equal to.
    public static func isLessThanOrEqual(_ number: Value) -> Condition { Condition(code: 1, number: number) }
    /// 2: is greater than.
    public static func isGreaterThan(_ number: Value) -> Condition { Condition(code: 2, number: number) }
    /// 3: is greater than or equal to.
    public static func isGreaterThanOrEqual(_ number: Value) -> Condition { Condition(code: 3, number: number) }
    /// 1003: is between two numbers.
    public static func isBetween(_ low: Value, _ high: Value) -> Condition {
        Condition(code: 1003, number: low, anotherNumber: high)
    }
    /// 100: has any value.
    public static var hasAnyValue: Condition { Condition(code: 100) }
    /// 101: does not have any value.
    public static var hasNoValue: Condition { Condition(code: 101) }
    /// Any other code, with its operands by key (`WFEnumeration`, …).
    public static func code(_ code: Int, operands: KeyValuePairs<String, Value>) -> Condition {
        var condition = Condition(code: code)
        condition.operands = operands.map { Operand(key: $0.key, value: $0.value) }
        return condition
    }

    private static func isNumber(_ value: Value) -> Bool {
        switch value.parameterValue {
        case .integer, .real: true
        default: false
        }
    }
}
