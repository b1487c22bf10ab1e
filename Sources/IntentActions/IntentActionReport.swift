import Diagnostics

/// What ``IntentActionMatcher`` found in one shortcut.
public struct IntentActionReport: Sendable, Equatable {
    /// The matched actions, in action order.
    public var matches: [IntentActionMatch]
    /// The problems, in action order (rule ids in ``IntentActionRule``).
    public var diagnostics: [Diagnostic]

    /// The match of the action at `index`, if it was matched.
    public func match(at index: Int) -> IntentActionMatch? { matches.first { $0.actionIndex == index } }
}

/// The stable rule ids of third-party action checks.
public enum IntentActionRule {
    /// An action of the app whose intent is not in the definition (removed or renamed).
    public static let unknownIntent = "intent-action-unknown-intent"
    /// A parameter key the intent does not have (Shortcuts keeps keys of older definitions).
    public static let unknownParameter = "intent-action-unknown-parameter"
    /// A value whose encoding does not fit the parameter's type.
    public static let wrongValueType = "intent-action-wrong-value-type"
    /// An enum parameter holding a value name its enum does not have.
    public static let unknownEnumValue = "intent-action-unknown-enum-value"
    /// A coercion to a custom type whose namespace differs from the definition's.
    public static let coercionNamespace = "intent-action-coercion-namespace"
    /// A coercion in the definition's namespace to a type the definition does not have.
    public static let unknownCoercionType = "intent-action-unknown-coercion-type"
}
