import Diagnostics

/// Which check of ``IntentDefinitionValidator`` found a problem: stable ids
/// (`intents.<family>.<name>`), used as the `Diagnostic.rule` of each finding and in
/// `shortcut intents --json`.
public enum IntentDefinitionRule: String, DiagnosticRule, Hashable {
    /// Two intents with the same `INIntentName` (the generated classes would clash).
    case duplicateIntentName = "intents.intent.duplicate-name"
    /// Two parameters of one intent with the same name.
    case duplicateParameterName = "intents.parameter.duplicate-name"
    /// Two parameters of one intent with the same tag.
    case duplicateParameterTag = "intents.parameter.duplicate-tag"
    /// A parameter-combination key names a parameter the intent does not have.
    case unknownCombinationParameter = "intents.combination.unknown-parameter"
    /// A `${name}` placeholder in a combination title or subtitle that is not a parameter.
    case unknownPlaceholder = "intents.combination.unknown-placeholder"
    /// A relationship whose parent parameter does not exist.
    case missingRelationshipParent = "intents.relationship.missing-parent"
    /// An enum-typed parameter whose enum is not in `INEnums`.
    case undefinedEnum = "intents.parameter.undefined-enum"
    /// An object-typed parameter whose type is not in `INTypes`.
    case undefinedType = "intents.parameter.undefined-type"
    /// Two values of one enum with the same index.
    case duplicateEnumValueIndex = "intents.enum.duplicate-value-index"
    /// Two values of one enum with the same name.
    case duplicateEnumValueName = "intents.enum.duplicate-value-name"
    /// `INIntentInput` names a parameter the intent does not have.
    case missingInputParameter = "intents.intent.missing-input-parameter"
    /// `INIntentKeyParameter` names a parameter the intent does not have.
    case missingKeyParameter = "intents.intent.missing-key-parameter"
    /// `INIntentResponseOutput` names a response parameter that does not exist.
    case missingOutputParameter = "intents.response.missing-output-parameter"
    /// No `INIntentDefinitionNamespace`.
    case missingNamespace = "intents.file.missing-namespace"
    /// A relationship's predicate value that the parent parameter cannot have: an enum value
    /// name its enum lacks, a non-boolean for `BooleanHasExactValue`, or an enum predicate
    /// on a parent that is not enum-typed.
    case relationshipValueNotInEnum = "intents.relationship.value-not-in-enum"
    /// A combination title or subtitle naming (`${name}`) a parameter that is not in the
    /// combination, so the summary would show a value that is never supplied.
    case placeholderNotInCombination = "intents.combination.placeholder-not-in-combination"

    /// The id this rule had before ids took the form `intents.<family>.<name>`: the case name
    /// (`duplicateIntentName`; `Docs/RuleIds.md`).
    public var formerID: String? {
        switch self {
        case .duplicateIntentName: "duplicateIntentName"
        case .duplicateParameterName: "duplicateParameterName"
        case .duplicateParameterTag: "duplicateParameterTag"
        case .unknownCombinationParameter: "unknownCombinationParameter"
        case .unknownPlaceholder: "unknownPlaceholder"
        case .missingRelationshipParent: "missingRelationshipParent"
        case .undefinedEnum: "undefinedEnum"
        case .undefinedType: "undefinedType"
        case .duplicateEnumValueIndex: "duplicateEnumValueIndex"
        case .duplicateEnumValueName: "duplicateEnumValueName"
        case .missingInputParameter: "missingInputParameter"
        case .missingKeyParameter: "missingKeyParameter"
        case .missingOutputParameter: "missingOutputParameter"
        case .missingNamespace: "missingNamespace"
        case .relationshipValueNotInEnum: "relationshipValueNotInEnum"
        case .placeholderNotInCombination: "placeholderNotInCombination"
        }
    }
}

extension Diagnostic {
    /// A finding of `rule` with `severity` at `keyPath`, explained by `message`.
    public init(_ severity: Severity, _ rule: IntentDefinitionRule, at keyPath: String, _ message: String) {
        self.init(severity, rule: rule.rawValue, keyPath: keyPath, message: message)
    }

    /// The intent-definition check that found this, when it is one (its current or former id).
    public var intentDefinitionRule: IntentDefinitionRule? { rule.flatMap(IntentDefinitionRule.init(id:)) }
}
