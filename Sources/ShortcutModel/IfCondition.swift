import OrderedCollections

/// The condition an If carries (shortcut-format.md §6.3–6.5): on its opener, and from OS 27 on
/// each **Otherwise If** — a middle of the If (`WFControlFlowMode` 1) that stores the same keys
/// as the opener. A plain Otherwise stores none of them.
///
/// The condition is a typed view of the action's parameters: the keys stay where the file put
/// them, in their order, so reading and writing a shortcut keeps every byte. One condition is a
/// ``PredicateTemplate`` (the type that already holds each condition of the multi-condition
/// form), the multi-condition form a ``PredicateTable``.
public enum IfCondition: Sendable, Hashable {
    /// One condition: `WFInput`, `WFCondition` and the operands stored beside them, in file order.
    case single(PredicateTemplate)
    /// The iOS 18 multi-condition form (`WFConditions`): several conditions joined by all / any.
    case table(PredicateTable)

    /// The identifier of If, Otherwise (If) and End If.
    public static let actionIdentifier = "is.workflow.actions.conditional"

    /// The operand keys a condition may store beside `WFCondition` (§6.3).
    public static let operandKeys = [
        "WFConditionalActionString", "WFNumberValue", "WFAnotherNumber", "WFDate", "WFAnotherDate", "WFDuration",
        "WFAnotherDuration", "WFMeasurement", "WFAnotherMeasurement", "WFEnumeration",
    ]

    /// Every parameter key that belongs to a condition: `WFInput`, `WFCondition`, the operands
    /// and `WFConditions`.
    public static let keys: Set<String> = Set(["WFInput", "WFCondition", "WFConditions"] + operandKeys)

    /// The condition stored in an If action's parameters, or nil when none of its keys is there.
    ///
    /// `WFConditions` holding a table, without a top-level `WFCondition` or `WFInput`, is the
    /// multi-condition form; anything else is one condition of the keys present (a malformed
    /// `WFConditions` stays among its fields, where ``PredicateTemplate/comparison`` finds no code).
    public init?(parameters: OrderedDictionary<String, ParameterValue>) {
        if parameters["WFCondition"] == nil, parameters["WFInput"] == nil,
            case .predicateTable(let table)? = parameters["WFConditions"]
        {
            self = .table(table)
            return
        }
        let fields = parameters.filter { Self.keys.contains($0.key) }
        guard !fields.isEmpty else { return nil }
        self = .single(PredicateTemplate(fields: fields))
    }

    /// The conditions it holds: one, or the table's templates (none when the table has none).
    public var conditions: [PredicateTemplate] {
        switch self {
        case .single(let template): [template]
        case .table(let table): table.templates ?? []
        }
    }

    /// The parameters that store this condition, in order (what a writer puts on the action).
    public var parameters: OrderedDictionary<String, ParameterValue> {
        switch self {
        case .single(let template): template.fields
        case .table(let table): ["WFConditions": .predicateTable(table)]
        }
    }
}

extension Action {
    /// The If condition this action carries: an If opener's, or an Otherwise If's; nil for a
    /// plain Otherwise, an End If, an opener that stores no condition key (the iOS 12 default,
    /// Contains on the previous output) and every other action.
    public var ifCondition: IfCondition? {
        guard identifier == IfCondition.actionIdentifier, controlFlowMode != .end else { return nil }
        return IfCondition(parameters: parameters)
    }

    /// True for an Otherwise If (OS 27): a middle of an If that carries condition keys.
    public var isOtherwiseIf: Bool {
        identifier == IfCondition.actionIdentifier && controlFlowMode == .middle
            && parameters.keys.contains { IfCondition.keys.contains($0) }
    }
}
