import Diagnostics

/// Which check of ``IntentDefinitionValidator`` found a problem: stable names, used as the
/// `Diagnostic.rule` of each finding and in `shortcut intents --json`.
public enum IntentDefinitionRule: String, Sendable, Hashable, CaseIterable {
    /// Two intents with the same `INIntentName` (the generated classes would clash).
    case duplicateIntentName
    /// Two parameters of one intent with the same name.
    case duplicateParameterName
    /// Two parameters of one intent with the same tag.
    case duplicateParameterTag
    /// A parameter-combination key names a parameter the intent does not have.
    case unknownCombinationParameter
    /// A `${name}` placeholder in a combination title or subtitle that is not a parameter.
    case unknownPlaceholder
    /// A relationship whose parent parameter does not exist.
    case missingRelationshipParent
    /// An enum-typed parameter whose enum is not in `INEnums`.
    case undefinedEnum
    /// An object-typed parameter whose type is not in `INTypes`.
    case undefinedType
    /// Two values of one enum with the same index.
    case duplicateEnumValueIndex
    /// Two values of one enum with the same name.
    case duplicateEnumValueName
    /// `INIntentInput` names a parameter the intent does not have.
    case missingInputParameter
    /// `INIntentKeyParameter` names a parameter the intent does not have.
    case missingKeyParameter
    /// `INIntentResponseOutput` names a response parameter that does not exist.
    case missingOutputParameter
    /// No `INIntentDefinitionNamespace`.
    case missingNamespace
    /// A relationship's predicate value that the parent parameter cannot have: an enum value
    /// name its enum lacks, a non-boolean for `BooleanHasExactValue`, or an enum predicate
    /// on a parent that is not enum-typed.
    case relationshipValueNotInEnum
    /// A combination title or subtitle naming (`${name}`) a parameter that is not in the
    /// combination, so the summary would show a value that is never supplied.
    case placeholderNotInCombination
}

extension Diagnostic {
    /// A finding of `rule` with `severity` at `keyPath`, explained by `message`.
    public init(_ severity: Severity, _ rule: IntentDefinitionRule, at keyPath: String, _ message: String) {
        self.init(severity, rule: rule.rawValue, keyPath: keyPath, message: message)
    }

    /// The intent-definition check that found this, when it is one.
    public var intentDefinitionRule: IntentDefinitionRule? { rule.flatMap(IntentDefinitionRule.init(rawValue:)) }
}
