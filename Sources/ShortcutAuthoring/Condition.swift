import ShortcutModel

/// A condition of If (`WFCondition` integer codes, iOS 13+) with the operand keys it needs.
public enum Condition: Sendable, Hashable {
    /// 4: is / equals. A number literal compares numbers (`WFNumberValue`), text compares text.
    case `is`(Value)
    /// 5: is not.
    case isNot(Value)
    /// 99: contains.
    case contains(Value)
    /// 999: does not contain.
    case doesNotContain(Value)
    /// 8: begins with.
    case beginsWith(Value)
    /// 9: ends with.
    case endsWith(Value)
    /// 0: is less than.
    case isLessThan(Value)
    /// 1: is less than or equal to.
    case isLessThanOrEqual(Value)
    /// 2: is greater than.
    case isGreaterThan(Value)
    /// 3: is greater than or equal to.
    case isGreaterThanOrEqual(Value)
    /// 1003: is between two numbers.
    case isBetween(Value, Value)
    /// 100: has any value.
    case hasAnyValue
    /// 101: does not have any value.
    case hasNoValue
    /// Any other code, with its operands by key (`WFDate`, `WFDuration`, `WFEnumeration`, …).
    case code(Int, operands: [String: Value])

    /// The stored `WFCondition`.
    public var code: Int {
        switch self {
        case .is: 4
        case .isNot: 5
        case .contains: 99
        case .doesNotContain: 999
        case .beginsWith: 8
        case .endsWith: 9
        case .isLessThan: 0
        case .isLessThanOrEqual: 1
        case .isGreaterThan: 2
        case .isGreaterThanOrEqual: 3
        case .isBetween: 1003
        case .hasAnyValue: 100
        case .hasNoValue: 101
        case .code(let code, _): code
        }
    }

    /// The operand parameters, keys sorted.
    var operands: [(String, Value)] {
        switch self {
        case .is(let value), .isNot(let value):
            return [(Self.isNumber(value) ? "WFNumberValue" : "WFConditionalActionString", value)]
        case .contains(let value), .doesNotContain(let value), .beginsWith(let value), .endsWith(let value):
            return [("WFConditionalActionString", value)]
        case .isLessThan(let value), .isLessThanOrEqual(let value), .isGreaterThan(let value),
            .isGreaterThanOrEqual(let value):
            return [("WFNumberValue", value)]
        case .isBetween(let low, let high): return [("WFNumberValue", low), ("WFAnotherNumber", high)]
        case .hasAnyValue, .hasNoValue: return []
        case .code(_, let operands): return operands.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
    }

    private static func isNumber(_ value: Value) -> Bool {
        switch value.parameterValue {
        case .integer, .real: true
        default: false
        }
    }
}
