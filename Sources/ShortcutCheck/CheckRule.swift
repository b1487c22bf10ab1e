import Diagnostics

/// One rule of ``ShortcutChecker``: a stable id (the `rule` of its diagnostics), the family it
/// belongs to and the severity its findings get.
///
/// Every rule, with a minimal example and its fix, is in `Docs/Check.md`.
public enum CheckRule: String, DiagnosticRule, Hashable, Codable {
    // structure
    /// A block (If, Choose from Menu, Repeat) opened and never closed: the editor cannot lay it out.
    case unclosedBlock = "check.structure.unclosed-block"
    /// An End If / End Menu / End Repeat with no open block (the app imports it and drops it).
    case strayEnd = "check.structure.stray-end"
    /// An Otherwise or menu case with no open block.
    case strayMiddle = "check.structure.stray-middle"
    /// Two blocks sharing one `GroupingIdentifier`.
    case reusedGroupingIdentifier = "check.structure.reused-grouping-identifier"
    /// Two actions (not parts of one block) with one `UUID`.
    case duplicateUUID = "check.structure.duplicate-uuid"
    /// An Otherwise If (OS 27) whose condition lacks `WFInput`, a `WFCondition` code, or the
    /// operand its code compares with (a warning for the operand).
    case otherwiseIfCondition = "check.structure.otherwise-if-condition"
    /// An Otherwise If, or a second Otherwise, after an If's plain Otherwise: it is never reached.
    case otherwiseNotLast = "check.structure.otherwise-not-last"

    // references
    /// An attachment that uses the output of its own action: it crashes the editor.
    case ownOutput = "check.reference.own-output"
    /// An attachment whose `OutputUUID` names no action in the file.
    case missingOutput = "check.reference.missing-output"
    /// An attachment whose `OutputUUID` names an action that comes later.
    case laterOutput = "check.reference.later-output"
    /// A named variable read but never set.
    case unsetVariable = "check.reference.unset-variable"

    // serialization
    /// `AppIntentDescriptor` that is not a dictionary.
    case appIntentDescriptor = "check.serialization.app-intent-descriptor"
    /// `WFContentItemFilter` that is not a filter dictionary (written as text, a list, a number).
    case contentFilter = "check.serialization.content-filter"
    /// A boolean parameter holding a list, or a dictionary that is not a serialized variable.
    case booleanShape = "check.serialization.boolean"
    /// A number parameter holding text that is not a number.
    case numberShape = "check.serialization.number"
    /// A `WFTextTokenString` whose `Value` has no `string`.
    case tokenString = "check.serialization.text-token"
    /// A text token's attachment range outside its string.
    case attachmentRange = "check.serialization.attachment-range"

    // availability
    /// With a target: an action the target OS or platform does not have.
    case unavailableAction = "check.availability.unavailable"
    /// An `is.workflow.actions.*` / `com.apple.*` identifier that no catalog version knows.
    case unknownAction = "check.availability.unknown"
    /// A third-party app's action: it runs only where that app is installed.
    case thirdPartyAction = "check.availability.third-party"
    /// An old identifier the app replaces on import (`ActionMigration`): the replacement is judged.
    case migratedAction = "check.availability.migrated"
    /// With a target before OS 27: an Otherwise If, which those releases do not have.
    case otherwiseIfAvailability = "check.availability.otherwise-if"

    // metadata
    /// `WFWorkflowMinimumClientVersion` lower than the newest action needs.
    case minimumClientVersion = "check.metadata.minimum-client-version"
    /// `WFWorkflowTypes` offering the shortcut where its actions cannot run.
    case workflowType = "check.metadata.workflow-type"
    /// An import question pointing at a missing action or parameter.
    case importQuestion = "check.metadata.import-question"

    /// `nil`: every check id already had the form `<area>.<family>.<name>`.
    public var formerID: String? { nil }

    /// The family the rule belongs to.
    public var family: CheckFamilies {
        switch self {
        case .unclosedBlock, .strayEnd, .strayMiddle, .reusedGroupingIdentifier, .duplicateUUID,
            .otherwiseIfCondition, .otherwiseNotLast:
            .structure
        case .ownOutput, .missingOutput, .laterOutput, .unsetVariable: .references
        case .appIntentDescriptor, .contentFilter, .booleanShape, .numberShape, .tokenString, .attachmentRange:
            .serialization
        case .unavailableAction, .unknownAction, .thirdPartyAction, .migratedAction, .otherwiseIfAvailability:
            .availability
        case .minimumClientVersion, .workflowType, .importQuestion: .metadata
        }
    }

    /// The severity of the rule's findings. (``unavailableAction`` is an error for a target the
    /// action certainly lacks, a warning where the facts cannot tell, see `Docs/Check.md`.)
    public var severity: Severity {
        switch self {
        case .unclosedBlock, .ownOutput, .unavailableAction, .otherwiseIfCondition, .otherwiseNotLast: .error
        case .appIntentDescriptor, .contentFilter, .booleanShape, .numberShape, .tokenString, .attachmentRange:
            .error
        case .strayEnd, .strayMiddle, .reusedGroupingIdentifier, .duplicateUUID: .warning
        case .missingOutput, .laterOutput, .unsetVariable: .warning
        case .unknownAction, .minimumClientVersion, .workflowType, .importQuestion: .warning
        case .thirdPartyAction, .migratedAction, .otherwiseIfAvailability: .note
        }
    }
}

/// Families of ``CheckRule``, to choose which rules a check runs.
public struct CheckFamilies: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Blocks opened and closed, grouping identifiers, UUIDs.
    public static let structure = CheckFamilies(rawValue: 1 << 0)
    /// Action outputs and named variables.
    public static let references = CheckFamilies(rawValue: 1 << 1)
    /// Value shapes against the catalog's parameter types.
    public static let serialization = CheckFamilies(rawValue: 1 << 2)
    /// Actions against the catalog versions and the target OS and platform.
    public static let availability = CheckFamilies(rawValue: 1 << 3)
    /// Minimum client version, workflow types, import questions.
    public static let metadata = CheckFamilies(rawValue: 1 << 4)

    /// Every family.
    public static let all: CheckFamilies = [.structure, .references, .serialization, .availability, .metadata]
    /// What the authoring DSL runs before it hands out a shortcut: the rules whose errors make the
    /// app crash or refuse the file, independent of the device that imports it.
    public static let authoring: CheckFamilies = [.structure, .references, .serialization]
}
