/// Something wrong in an intent definition that still reads: found by ``IntentDefinitionValidator``.
public struct IntentDefinitionProblem: Sendable, Equatable, CustomStringConvertible {
    /// Errors break code generation or Shortcuts; warnings are legal but risky.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// Which check found the problem; stable names, used in `shortcut intents --json`.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
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

    /// Whether the problem is an error or a warning.
    public var severity: Severity
    /// The check that found it.
    public var rule: Rule
    /// Where, as a key path (`INIntents[2].INIntentParameters[0].INIntentParameterTag`).
    public var keyPath: String
    /// What is wrong, for people.
    public var message: String

    /// A problem of `rule` with `severity` at `keyPath`, explained by `message`.
    public init(_ severity: Severity, _ rule: Rule, at keyPath: String, _ message: String) {
        self.severity = severity
        self.rule = rule
        self.keyPath = keyPath
        self.message = message
    }

    /// `error: <key path>: <message>`.
    public var description: String { "\(severity.rawValue): \(keyPath): \(message)" }
}
