import Foundation

/// How a decompilation was written, counted while the source is generated.
///
/// The two headline figures (see `Docs/Authoring.md`):
///
/// * ``typedParameterShare``: of the parameter values the file stores, the share written
///   through a labelled typed argument — an argument of a generated action function, of
///   `s.if`/`s.menu`/`s.repeat`/`s.repeatEach` or a `Condition`, `MenuCase` or
///   `.outputName(_:)` — whose expression contains no `.raw(` form. A parameter value is one
///   key of an action's `WFWorkflowActionParameters`, except `UUID`, `GroupingIdentifier` and
///   `WFControlFlowMode`, which the builder writes itself (the `uuid:`, `group:` and `output:`
///   arguments). Values added with `.parameter(key, value)`, inside a generic
///   `Action("identifier", [...])` call, or whose expression holds `.raw(` do not count.
/// * ``enumerationCaseShare``: of the plain strings stored in parameters the generated
///   function types as an enumeration, the share written as one of its cases (the rest go
///   through `.parameter(key, .plain(…))`, and still round-trip).
public struct DecompileStatistics: Sendable, Hashable {
    /// Actions written through a typed function or a block closure.
    public var typedActions = 0
    /// Actions written in the generic form (identifier without a generated function).
    public var genericActions = 0
    /// Parameters of typed actions that did not fit the function's typed arguments
    /// (written with `.parameter(key, value)`).
    public var extraParameters = 0
    /// Parameter values stored in the actions (every key but `UUID`, `GroupingIdentifier`
    /// and `WFControlFlowMode`).
    public var parameterValues = 0
    /// Of ``parameterValues``, those written through a labelled typed argument without `.raw(`.
    public var typedParameterValues = 0
    /// Plain strings stored in parameters typed as an enumeration.
    public var enumerationValues = 0
    /// Of ``enumerationValues``, those written as an enum case.
    public var enumerationCases = 0
    /// `.parameter("WFCondition", …)` calls written (an If condition outside the typed forms).
    public var conditionParameters = 0
    /// Well-formed blocks written as closures (`s.if`, `s.menu`, `s.repeat`, `s.repeatEach`).
    public var closureBlocks = 0
    /// Well-formed blocks written straight-line because a part stores something the closure
    /// form does not write (a `UUID` on an opener, extra keys, a non-variable If input, …).
    public var straightLineBlocks = 0
    /// Well-formed blocks written straight-line because they hold more actions than
    /// ``ShortcutDecompiler/closureLimit``.
    public var oversizedBlocks = 0
    /// Block actions (openers, middles, ends) that belong to no well-formed block.
    public var malformedBlockParts = 0
    /// `.raw(…)` expressions written, by the shape of the value.
    public var rawValues: [String: Int] = [:]

    public init() {}

    /// All actions.
    public var actions: Int { typedActions + genericActions }

    /// ``typedParameterValues`` / ``parameterValues`` (1 when there are none).
    public var typedParameterShare: Double {
        parameterValues == 0 ? 1 : Double(typedParameterValues) / Double(parameterValues)
    }

    /// ``enumerationCases`` / ``enumerationValues`` (1 when there are none).
    public var enumerationCaseShare: Double {
        enumerationValues == 0 ? 1 : Double(enumerationCases) / Double(enumerationValues)
    }

    /// Adds another file's counts.
    public static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.typedActions += right.typedActions
        sum.genericActions += right.genericActions
        sum.extraParameters += right.extraParameters
        sum.parameterValues += right.parameterValues
        sum.typedParameterValues += right.typedParameterValues
        sum.enumerationValues += right.enumerationValues
        sum.enumerationCases += right.enumerationCases
        sum.conditionParameters += right.conditionParameters
        sum.closureBlocks += right.closureBlocks
        sum.straightLineBlocks += right.straightLineBlocks
        sum.oversizedBlocks += right.oversizedBlocks
        sum.malformedBlockParts += right.malformedBlockParts
        sum.rawValues.merge(right.rawValues, uniquingKeysWith: +)
        return sum
    }

    /// `parameter values through labelled typed arguments: 44/45 (97.8 %)` — the line
    /// `shortcut decompile` writes into each file's header.
    public var typedParameterSummary: String {
        "parameter values through labelled typed arguments: \(typedParameterValues)/\(parameterValues) "
            + "(\(Self.percent(typedParameterShare)))"
    }

    private static func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }

    /// The figures, the block forms and the `.raw(` shapes, one per line (for the round-trip test
    /// and the benchmark).
    public var report: String {
        let statistics = self
        func percent(_ share: Double) -> String { Self.percent(share) }
        var lines = [
            "  " + typedParameterSummary,
            "  enumeration values as enum cases: \(statistics.enumerationCases)/\(statistics.enumerationValues) "
                + "(\(percent(statistics.enumerationCaseShare)))",
            "  actions through typed functions or block closures: \(statistics.typedActions)/\(statistics.actions); "
                + "generic Action(…): \(statistics.genericActions); .parameter(…): \(statistics.extraParameters) "
                + "(WFCondition: \(statistics.conditionParameters))",
            "  blocks as closures: \(statistics.closureBlocks); straight-line: \(statistics.oversizedBlocks) larger than "
                + "the closure limit, \(statistics.straightLineBlocks) with parts the closures do not write; "
                + "parts of malformed blocks: \(statistics.malformedBlockParts)",
            "  .raw( by value shape:",
        ]
        for (shape, count) in statistics.rawValues.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append("    \(count) \(shape)")
        }
        return lines.joined(separator: "\n")
    }
}
