import ShortcutModel

/// One Otherwise If of an If (OS 27): the input and condition it tests and the actions it runs
/// when it is the first branch whose condition holds.
///
/// Written inside the `otherwiseIf:` closure of
/// ``ShortcutBuilder/if(_:_:legacyComparison:group:output:outputName:then:otherwiseIf:otherwise:)``.
public struct OtherwiseIf {
    /// The variable the branch tests (its `WFInput`).
    public var input: Variable
    /// The comparison and its operands (`WFCondition` and the operand keys).
    public var condition: Condition
    /// `WFConditionalLegacyComparisonBehavior` on this middle, when a file stores it.
    public var legacyComparison: Bool?
    /// The actions of the branch, added when the If is written.
    public var body: () throws -> Void

    /// An Otherwise If testing `input` against `condition`, running `body`.
    public init(
        _ input: Variable, _ condition: Condition, legacyComparison: Bool? = nil,
        _ body: @escaping () throws -> Void
    ) {
        self.input = input
        self.condition = condition
        self.legacyComparison = legacyComparison
        self.body = body
    }
}

/// Collects the Otherwise Ifs of
/// ``ShortcutBuilder/if(_:_:legacyComparison:group:output:outputName:then:otherwiseIf:otherwise:)``.
@resultBuilder
public enum OtherwiseIfBuilder {
    /// The Otherwise Ifs in the order written.
    public static func buildBlock(_ branches: OtherwiseIf...) -> [OtherwiseIf] { branches }
}
