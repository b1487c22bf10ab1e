import ShortcutModel

/// Collects actions in order while a DSL body runs, and hands out each action's output as a
/// ``Variable``. Control flow (``if(_:_:then:)``, ``menu(_:cases:)``,
/// ``repeat(_:body:)``, ``repeatEach(_:body:)``) takes closures and writes the opener, middles
/// and end with one grouping identifier.
///
/// It is a class because a DSL body appends to it from nested closures; it lives only for one
/// `Shortcut.build(name:seed:checks:_:)` call and is not shared between threads.
///
/// ```swift
/// let shortcut = try Shortcut.build(name: "Hello") { s in
///     let text = s.add(.text(text: "Hello, \(Variable.shortcutInput)"))
///     s.add(.showResult(text: "\(text)"))
/// }
/// ```
public final class ShortcutBuilder {
    /// The shortcut being built: set its metadata (`name`, `icon`, …) directly.
    public var shortcut: Shortcut
    /// Seed of the derived UUIDs and grouping identifiers.
    public let seed: String
    private var derivedCount = 0
    private var loopDepth = 0

    /// A builder with the app's default metadata and no actions.
    public init(name: String? = nil, seed: String? = nil) {
        shortcut = Shortcut(actions: [], name: name)
        self.seed = seed ?? name ?? "shortcut"
    }

    /// The next derived UUID (deterministic: seed and position).
    public func nextUUID() -> String {
        derivedCount += 1
        return DeterministicUUID.make(seed: seed, index: derivedCount)
    }

    /// Appends `action` and returns its output as a variable.
    ///
    /// - Parameters:
    ///   - action: The action to append.
    ///   - uuid: `.automatic` derives one; `.omitted` writes none; a string is kept.
    @discardableResult
    public func add(_ action: Action, uuid: ActionUUID = .automatic) -> Variable {
        var action = action
        switch uuid {
        case .automatic: if action.uuid == nil { action.uuid = nextUUID() }
        case .omitted: break
        case .fixed(let text): action.uuid = text
        }
        shortcut.actions.append(action)
        return Self.output(of: action)
    }

    /// The variable naming `action`'s output: its `UUID` and the name the editor shows
    /// (`CustomOutputName`, else the catalog's output name, else the action's name).
    public static func output(of action: Action) -> Variable {
        let name = action.customOutputName ?? Action.defaultOutputName(for: action.identifier)
        return Variable.output(of: action.uuid ?? "", named: name)
    }

    /// Set Variable: stores `value` in the named variable and returns the variable.
    @discardableResult
    public func setVariable(_ name: String, to value: Value) -> Variable {
        add(
            Action("is.workflow.actions.setvariable", ["WFVariableName": .plain(name), "WFInput": value]),
            uuid: .omitted)
        return .named(name)
    }

    /// Set Variable from a variable (an action's output, usually).
    @discardableResult
    public func setVariable(_ name: String, to variable: Variable) -> Variable {
        setVariable(name, to: Value(variable))
    }

    /// Add to Variable: appends `value` to the named variable (a list) and returns the variable.
    @discardableResult
    public func appendToVariable(_ name: String, _ value: Value) -> Variable {
        add(
            Action("is.workflow.actions.appendvariable", ["WFVariableName": .plain(name), "WFInput": value]),
            uuid: .omitted)
        return .named(name)
    }

    /// The finished shortcut, after the checks.
    public func finish(checks: AuthoringChecks = .strict) throws(AuthoringError) -> Shortcut {
        if checks == .strict, let problem = AuthoringChecks.firstProblem(in: shortcut.actions) { throw problem }
        return shortcut
    }

    // MARK: Control flow

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

    /// If … End If: runs `then` when `input` meets `condition`. Returns the If's output.
    @discardableResult
    public func `if`(_ input: Variable, _ condition: Condition, then: () throws -> Void) rethrows -> Variable {
        let group = openIf(input, condition)
        try then()
        return add(blockAction(Self.ifIdentifier, mode: .end, group: group))
    }

    /// If … Otherwise … End If. Returns the If's output (the value of the branch taken).
    @discardableResult
    public func `if`(
        _ input: Variable, _ condition: Condition, then: () throws -> Void, otherwise: () throws -> Void
    ) rethrows -> Variable {
        let group = openIf(input, condition)
        try then()
        add(blockAction(Self.ifIdentifier, mode: .middle, group: group), uuid: .omitted)
        try otherwise()
        return add(blockAction(Self.ifIdentifier, mode: .end, group: group))
    }

    static let ifIdentifier = "is.workflow.actions.conditional"

    private func openIf(_ input: Variable, _ condition: Condition) -> String {
        let group = nextUUID()
        var parameters: [(String, ParameterValue)] = [
            ("WFInput", .dictionary(["Type": .string("Variable"), "Variable": .variable(input.attachment)])),
            ("WFCondition", .integer(PropertyListInteger(condition.code))),
        ]
        parameters += condition.operands.map { ($0.0, $0.1.parameterValue) }
        add(blockAction(Self.ifIdentifier, mode: .start, group: group, parameters), uuid: .omitted)
        return group
    }

    /// Choose from Menu: one case per ``MenuCase``, in order. Returns the menu's output.
    @discardableResult
    public func menu(_ prompt: Value, @MenuCaseBuilder cases: () -> [MenuCase]) throws -> Variable {
        let identifier = "is.workflow.actions.choosefrommenu"
        let items = cases()
        let group = nextUUID()
        guard !items.isEmpty else {
            throw AuthoringError(.emptyMenu, actionIndex: shortcut.actions.count, identifier: identifier)
        }
        add(
            blockAction(
                identifier, mode: .start, group: group,
                [
                    ("WFMenuPrompt", prompt.parameterValue),
                    ("WFMenuItems", .array(items.map { .string($0.title) })),
                ]), uuid: .omitted)
        for item in items {
            add(
                blockAction(identifier, mode: .middle, group: group, [("WFMenuItemTitle", .string(item.title))]),
                uuid: .omitted)
            try item.body()
        }
        return add(blockAction(identifier, mode: .end, group: group))
    }

    /// Repeat `count` times; `body` receives Repeat Index. Returns Repeat Results.
    @discardableResult
    public func `repeat`(_ count: Value, body: (Variable) throws -> Void) rethrows -> Variable {
        let identifier = "is.workflow.actions.repeat.count"
        let group = nextUUID()
        add(
            blockAction(identifier, mode: .start, group: group, [("WFRepeatCount", count.parameterValue)]),
            uuid: .omitted)
        loopDepth += 1
        defer { loopDepth -= 1 }
        try body(.repeatIndex(level: loopDepth))
        return add(blockAction(identifier, mode: .end, group: group))
    }

    /// Repeat with Each item of `input`; `body` receives Repeat Item. Returns Repeat Results.
    @discardableResult
    public func repeatEach(_ input: Variable, body: (Variable) throws -> Void) rethrows -> Variable {
        let identifier = "is.workflow.actions.repeat.each"
        let group = nextUUID()
        add(
            blockAction(identifier, mode: .start, group: group, [("WFInput", .variable(input.attachment))]),
            uuid: .omitted)
        loopDepth += 1
        defer { loopDepth -= 1 }
        try body(.repeatItem(level: loopDepth))
        return add(blockAction(identifier, mode: .end, group: group))
    }
}

/// One case of a menu: its title and the actions it runs.
public struct MenuCase {
    public var title: String
    public var body: () throws -> Void

    public init(_ title: String, _ body: @escaping () throws -> Void) {
        self.title = title
        self.body = body
    }
}

/// Collects the cases of ``ShortcutBuilder/menu(_:cases:)``.
@resultBuilder
public enum MenuCaseBuilder {
    public static func buildBlock(_ cases: MenuCase...) -> [MenuCase] { cases }
}

extension Shortcut {
    /// Builds a shortcut with the DSL: `body` adds actions to the builder it receives.
    ///
    /// - Throws: ``AuthoringError`` naming the action for mistakes the types cannot catch,
    ///   or whatever `body` throws.
    public static func build(
        name: String? = nil, seed: String? = nil, checks: AuthoringChecks = .strict,
        _ body: (ShortcutBuilder) throws -> Void
    ) throws -> Shortcut {
        let builder = ShortcutBuilder(name: name, seed: seed)
        try body(builder)
        return try builder.finish(checks: checks)
    }
}

extension ShortcutBuilder {
    /// The icon: a palette colour and a glyph code point.
    public func icon(_ color: TileColor, glyph: Int64) {
        shortcut.icon = ShortcutIcon(startColor: color.rawValue, glyphNumber: glyph)
    }
}
