import ShortcutModel

/// If, Choose from Menu, Repeat and Repeat with Each as closures: each call writes the opener,
/// the middles and the end with one `GroupingIdentifier` and returns the block's output (the
/// end action's).
///
/// Every call also takes what a file may store on a block beyond its contents, all optional:
/// `group` (the `GroupingIdentifier`; derived when nil), `output` (the end action's `UUID`:
/// `.automatic`, `.omitted` or the file's own) and `outputName` (the end's `CustomOutputName`).
/// The decompiler passes them so a rebuilt file keeps its identifiers; hand-written sources
/// leave them out.
extension ShortcutBuilder {
    /// A block action: `GroupingIdentifier`, `WFControlFlowMode`, then `parameters`.
    func blockAction(
        _ identifier: String, mode: ControlFlowMode, group: String, _ parameters: [(String, ParameterValue)] = []
    ) -> Action {
        var action = Action(identifier)
        action.parameters["GroupingIdentifier"] = .string(group)
        action.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(mode.rawValue))
        for (key, value) in parameters { action.parameters[key] = value }
        return action
    }

    /// Adds the end action of a block and returns its output.
    private func endBlock(
        _ identifier: String, group: String, output: ActionUUID, outputName: String?,
        _ parameters: [(String, ParameterValue)] = []
    ) -> Variable {
        var end = blockAction(identifier, mode: .end, group: group, parameters)
        if let outputName { end.parameters["CustomOutputName"] = .string(outputName) }
        return add(end, uuid: output)
    }

    /// If … End If: runs `then` when `input` meets `condition`. Returns the If's output.
    ///
    /// `legacyComparison` is the `WFConditionalLegacyComparisonBehavior` flag files converted
    /// from the string conditions of iOS 12 carry.
    @discardableResult
    public func `if`(
        _ input: Variable, _ condition: Condition, legacyComparison: Bool? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, then: () throws -> Void
    ) rethrows -> Variable {
        let group = openIf(input, condition, legacyComparison: legacyComparison, group: group)
        try then()
        return endBlock(Self.ifIdentifier, group: group, output: output, outputName: outputName)
    }

    /// If … Otherwise … End If. Returns the If's output (the value of the branch taken).
    @discardableResult
    public func `if`(
        _ input: Variable, _ condition: Condition, legacyComparison: Bool? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, then: () throws -> Void,
        otherwise: () throws -> Void
    ) rethrows -> Variable {
        let group = openIf(input, condition, legacyComparison: legacyComparison, group: group)
        try then()
        add(blockAction(Self.ifIdentifier, mode: .middle, group: group), uuid: .omitted)
        try otherwise()
        return endBlock(Self.ifIdentifier, group: group, output: output, outputName: outputName)
    }

    /// If … Otherwise If … [Otherwise …] End If (OS 27): runs the first branch whose condition
    /// holds — `then` when `input` meets `condition`, else the first ``OtherwiseIf`` whose own
    /// input meets its own condition — and `otherwise`, when given, when none does. Returns the
    /// If's output (the value of the branch taken).
    ///
    /// ```swift
    /// try s.if(number, .isGreaterThan(10)) {
    ///     s.add(.showResult(text: "many"))
    /// } otherwiseIf: {
    ///     OtherwiseIf(number, .isGreaterThan(2)) { s.add(.showResult(text: "some")) }
    /// } otherwise: {
    ///     s.add(.showResult(text: "few"))
    /// }
    /// ```
    ///
    /// Each Otherwise If is a middle of the block (`WFControlFlowMode` 1) carrying `WFInput`,
    /// `WFCondition` and its operands as the opener does; the plain Otherwise comes last.
    @discardableResult
    public func `if`(
        _ input: Variable, _ condition: Condition, legacyComparison: Bool? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, then: () throws -> Void,
        @OtherwiseIfBuilder otherwiseIf: () -> [OtherwiseIf], otherwise: (() throws -> Void)? = nil
    ) throws -> Variable {
        let group = openIf(input, condition, legacyComparison: legacyComparison, group: group)
        try then()
        for branch in otherwiseIf() {
            add(
                blockAction(
                    Self.ifIdentifier, mode: .middle, group: group,
                    Self.conditionParameters(branch.input, branch.condition, legacyComparison: branch.legacyComparison)),
                uuid: .omitted)
            try branch.body()
        }
        if let otherwise {
            add(blockAction(Self.ifIdentifier, mode: .middle, group: group), uuid: .omitted)
            try otherwise()
        }
        return endBlock(Self.ifIdentifier, group: group, output: output, outputName: outputName)
    }

    /// If in the form of iOS 12 and earlier: a string condition (`"Equals"`, `"Contains"`,
    /// `"Is Greater Than"`, …) on the previous action's output, with its text and number operands.
    /// Files from those versions still open in today's app; new shortcuts use ``if(_:_:legacyComparison:group:output:outputName:then:)``.
    @discardableResult
    public func ifPrevious(
        _ condition: String?, text: Value? = nil, number: Value? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, then: () throws -> Void
    ) rethrows -> Variable {
        let group = openPreviousIf(condition, text: text, number: number, group: group)
        try then()
        return endBlock(Self.ifIdentifier, group: group, output: output, outputName: outputName)
    }

    /// If … Otherwise … End If in the form of iOS 12 and earlier.
    @discardableResult
    public func ifPrevious(
        _ condition: String?, text: Value? = nil, number: Value? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, then: () throws -> Void,
        otherwise: () throws -> Void
    ) rethrows -> Variable {
        let group = openPreviousIf(condition, text: text, number: number, group: group)
        try then()
        add(blockAction(Self.ifIdentifier, mode: .middle, group: group), uuid: .omitted)
        try otherwise()
        return endBlock(Self.ifIdentifier, group: group, output: output, outputName: outputName)
    }

    private func openPreviousIf(_ condition: String?, text: Value?, number: Value?, group: String?) -> String {
        let group = group ?? nextUUID()
        var parameters: [(String, ParameterValue)] = []
        if let condition { parameters.append(("WFCondition", .string(condition))) }
        if let text { parameters.append(("WFConditionalActionString", text.parameterValue)) }
        if let number { parameters.append(("WFNumberValue", number.parameterValue)) }
        add(blockAction(Self.ifIdentifier, mode: .start, group: group, parameters), uuid: .omitted)
        return group
    }

    static let ifIdentifier = "is.workflow.actions.conditional"

    private func openIf(_ input: Variable, _ condition: Condition, legacyComparison: Bool?, group: String?) -> String {
        let group = group ?? nextUUID()
        let parameters = Self.conditionParameters(input, condition, legacyComparison: legacyComparison)
        add(blockAction(Self.ifIdentifier, mode: .start, group: group, parameters), uuid: .omitted)
        return group
    }

    /// The condition keys an If opener and an Otherwise If store: `WFInput`, `WFCondition`, the
    /// operands and the legacy-comparison flag.
    private static func conditionParameters(
        _ input: Variable, _ condition: Condition, legacyComparison: Bool?
    ) -> [(String, ParameterValue)] {
        var parameters: [(String, ParameterValue)] = [
            ("WFInput", .dictionary(["Type": .string("Variable"), "Variable": .variable(input.attachment)])),
            ("WFCondition", .integer(PropertyListInteger(condition.code))),
        ]
        parameters += condition.operands.map { ($0.key, $0.value.parameterValue) }
        if let legacyComparison {
            parameters.append(("WFConditionalLegacyComparisonBehavior", .boolean(legacyComparison)))
        }
        return parameters
    }

    /// Choose from Menu: one case per ``MenuCase``, in order. Returns the menu's output.
    ///
    /// - Parameters:
    ///   - prompt: `WFMenuPrompt`; nil writes none.
    ///   - legacyCancelBehavior: `WFMenuLegacyCancelBehavior` on the opener, every case and the
    ///     end (files converted from iOS 12 menus carry it).
    ///   - group: the block's `GroupingIdentifier`; nil makes a new one.
    ///   - output: the end action's `UUID`, which names the menu's output.
    ///   - outputName: the output's `CustomOutputName`.
    ///   - cases: the menu's cases, in order.
    /// - Throws: ``AuthoringError/Reason/emptyMenu`` for a menu without cases.
    @discardableResult
    public func menu(
        _ prompt: Value? = nil, legacyCancelBehavior: Bool? = nil, group: String? = nil,
        output: ActionUUID = .automatic, outputName: String? = nil, @MenuCaseBuilder cases: () -> [MenuCase]
    ) throws -> Variable {
        let identifier = "is.workflow.actions.choosefrommenu"
        let items = cases()
        let group = group ?? nextUUID()
        guard !items.isEmpty else {
            throw AuthoringError(.emptyMenu, actionIndex: shortcut.actions.count, identifier: identifier)
        }
        let legacy: [(String, ParameterValue)] =
            legacyCancelBehavior.map {
                [("WFMenuLegacyCancelBehavior", .boolean($0))]
            } ?? []
        var opener: [(String, ParameterValue)] = prompt.map { [("WFMenuPrompt", $0.parameterValue)] } ?? []
        opener.append(("WFMenuItems", .array(items.map { $0.item?.parameterValue ?? .string($0.title) })))
        add(blockAction(identifier, mode: .start, group: group, opener + legacy), uuid: .omitted)
        for item in items {
            var parameters: [(String, ParameterValue)] = [("WFMenuItemTitle", .string(item.title))]
            if let attributed = item.attributedTitle {
                parameters.append(("WFMenuItemAttributedTitle", attributed.parameterValue))
            }
            add(blockAction(identifier, mode: .middle, group: group, parameters + legacy), uuid: .omitted)
            try item.body()
        }
        return endBlock(identifier, group: group, output: output, outputName: outputName, legacy)
    }

    /// Repeat `count` times; `body` receives Repeat Index. Returns Repeat Results.
    /// A nil `count` writes no `WFRepeatCount` (the editor's empty field).
    @discardableResult
    public func `repeat`(
        _ count: Value?, group: String? = nil, output: ActionUUID = .automatic, outputName: String? = nil,
        body: (Variable) throws -> Void
    ) rethrows -> Variable {
        let identifier = "is.workflow.actions.repeat.count"
        let group = group ?? nextUUID()
        let parameters: [(String, ParameterValue)] = count.map { [("WFRepeatCount", $0.parameterValue)] } ?? []
        add(blockAction(identifier, mode: .start, group: group, parameters), uuid: .omitted)
        loopDepth += 1
        defer { loopDepth -= 1 }
        try body(.repeatIndex(level: loopDepth))
        return endBlock(identifier, group: group, output: output, outputName: outputName)
    }

    /// Repeat with Each item of `input`; `body` receives Repeat Item. Returns Repeat Results.
    /// A nil `input` writes no `WFInput` (the loop takes the previous action's output).
    @discardableResult
    public func repeatEach(
        _ input: Variable?, group: String? = nil, output: ActionUUID = .automatic, outputName: String? = nil,
        body: (Variable) throws -> Void
    ) rethrows -> Variable {
        let identifier = "is.workflow.actions.repeat.each"
        let group = group ?? nextUUID()
        let parameters: [(String, ParameterValue)] = input.map { [("WFInput", .variable($0.attachment))] } ?? []
        add(blockAction(identifier, mode: .start, group: group, parameters), uuid: .omitted)
        loopDepth += 1
        defer { loopDepth -= 1 }
        try body(.repeatItem(level: loopDepth))
        return endBlock(identifier, group: group, output: output, outputName: outputName)
    }
}

/// One case of a menu: its title and the actions it runs.
public struct MenuCase {
    public var title: String
    /// `WFMenuItemAttributedTitle`: the title as text with variables, when the case has one.
    public var attributedTitle: Value?
    /// The case's entry in the opener's `WFMenuItems` when it is not the plain title (today's
    /// app stores `{WFItemType: 0, WFValue: text}` items).
    public var item: Value?
    public var body: () throws -> Void

    public init(
        _ title: String, attributedTitle: Value? = nil, item: Value? = nil, _ body: @escaping () throws -> Void
    ) {
        self.title = title
        self.attributedTitle = attributedTitle
        self.item = item
        self.body = body
    }
}

/// Collects the cases of ``ShortcutBuilder/menu(_:legacyCancelBehavior:group:output:outputName:cases:)``.
@resultBuilder
public enum MenuCaseBuilder {
    public static func buildBlock(_ cases: MenuCase...) -> [MenuCase] { cases }
}
