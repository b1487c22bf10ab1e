import Diagnostics

/// The checks of third-party actions against intent definitions; each finding's
/// `Diagnostic.rule` is the rule's `id` (`intents.action.<name>`).
public enum IntentActionRule: String, DiagnosticRule, Hashable {
    /// An action of the app whose intent is not in the definition (removed or renamed).
    case unknownIntent = "intents.action.unknown-intent"
    /// A parameter key the intent does not have (Shortcuts keeps keys of older definitions).
    case unknownParameter = "intents.action.unknown-parameter"
    /// A value whose encoding does not fit the parameter's type.
    case wrongValueType = "intents.action.wrong-value-type"
    /// An enum parameter holding a value name its enum does not have.
    case unknownEnumValue = "intents.action.unknown-enum-value"
    /// A coercion to a custom type whose namespace differs from the definition's.
    case coercionNamespace = "intents.action.coercion-namespace"
    /// A coercion in the definition's namespace to a type the definition does not have.
    case unknownCoercionType = "intents.action.unknown-coercion-type"

    /// The id this rule had before ids took the form `intents.action.<name>`: `intent-action-<name>`
    /// (`Docs/RuleIds.md`).
    public var formerID: String? { "intent-action-" + rawValue.dropFirst("intents.action.".count) }
}

extension Diagnostic {
    /// The third-party action check that found this, when it is one (current or former id).
    public var intentActionRule: IntentActionRule? { rule.flatMap(IntentActionRule.init(id:)) }
}
