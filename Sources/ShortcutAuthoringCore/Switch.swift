import ShortcutModel

/// The value of a switch parameter (`ShowWhenRun`, `OnValue`, `Enabled`, an App Intent's
/// `Bool`): a boolean, or what files store instead of one — a variable (`Ask Each Time`, a
/// magic or named variable) or the integers 0 and 1 of older files.
///
/// A boolean literal is a switch, so `showWhenRun: false` reads as before; `Switch(flag)` for a
/// `Bool` that is not a literal.
///
/// ```swift
/// s.add(.setWiFi(wiFi: .variable(.askEachTime)))
/// ```
public struct Switch: Sendable, Hashable, ExpressibleByBooleanLiteral {
    /// The parameter value this writes.
    public var parameterValue: ParameterValue

    /// The boolean `flag`.
    public init(_ flag: Bool) { parameterValue = .boolean(flag) }

    /// `true` or `false` written as a literal.
    public init(booleanLiteral value: Bool) { self.init(value) }

    /// A variable in place of the boolean (`WFTextTokenAttachment`).
    public static func variable(_ variable: Variable) -> Switch {
        Switch(parameterValue: .variable(variable.attachment))
    }

    /// An integer in place of the boolean (older files store 0 and 1).
    public static func integer(_ number: Int) -> Switch {
        Switch(parameterValue: .integer(PropertyListInteger(number)))
    }

    private init(parameterValue: ParameterValue) { self.parameterValue = parameterValue }
}
