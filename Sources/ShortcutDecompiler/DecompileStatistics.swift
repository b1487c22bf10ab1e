/// How a decompilation was written: actions through generated typed functions versus the
/// generic `Action("identifier", …)` form, and parameters that needed `.parameter(…)`.
public struct DecompileStatistics: Sendable, Hashable {
    /// Actions written through a typed function.
    public var typedActions = 0
    /// Actions written in the generic form (identifier not in the catalog).
    public var genericActions = 0
    /// Parameters of typed actions that did not fit the function's typed arguments.
    public var extraParameters = 0

    public init() {}

    /// All actions.
    public var actions: Int { typedActions + genericActions }

    /// Adds another file's counts.
    public static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.typedActions += right.typedActions
        sum.genericActions += right.genericActions
        sum.extraParameters += right.extraParameters
        return sum
    }
}
