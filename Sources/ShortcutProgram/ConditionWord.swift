/// The conditions of If in the app's own words, with the `WFCondition` code each stores and the
/// operand it takes.
public enum ConditionWord: String, Sendable, CaseIterable {
    case `is` = "is"
    case isNot = "is not"
    case contains = "contains"
    case doesNotContain = "does not contain"
    case beginsWith = "begins with"
    case endsWith = "ends with"
    case isGreaterThan = "is greater than"
    case isGreaterThanOrEqualTo = "is greater than or equal to"
    case isLessThan = "is less than"
    case isLessThanOrEqualTo = "is less than or equal to"
    case hasAnyValue = "has any value"
    case doesNotHaveAnyValue = "does not have any value"
    case isBetween = "is between"

    /// The stored `WFCondition`.
    public var code: Int {
        switch self {
        case .is: 4
        case .isNot: 5
        case .contains: 99
        case .doesNotContain: 999
        case .beginsWith: 8
        case .endsWith: 9
        case .isGreaterThan: 2
        case .isGreaterThanOrEqualTo: 3
        case .isLessThan: 0
        case .isLessThanOrEqualTo: 1
        case .hasAnyValue: 100
        case .doesNotHaveAnyValue: 101
        case .isBetween: 1003
        }
    }

    /// The word for a stored code, or nil for codes without one here (dates, …).
    public init?(code: Int) {
        guard let word = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = word
    }

    /// What `value` holds: nothing, one operand, or `[low, high]`.
    enum Operand { case none, one, range }

    var operand: Operand {
        switch self {
        case .hasAnyValue, .doesNotHaveAnyValue: .none
        case .isBetween: .range
        default: .one
        }
    }

    /// Whether the operand is compared as a number (`WFNumberValue`) whatever its JSON type.
    var comparesNumbers: Bool {
        switch self {
        case .isGreaterThan, .isGreaterThanOrEqualTo, .isLessThan, .isLessThanOrEqualTo, .isBetween: true
        default: false
        }
    }
}
