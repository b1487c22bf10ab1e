import ShortcutModel

/// Collects actions in order while a DSL body runs, and hands out each action's output as a
/// ``Variable``. Control flow (``if(_:_:legacyComparison:group:output:outputName:then:)``, ``menu(_:legacyCancelBehavior:group:output:outputName:cases:)``,
/// ``repeat(_:group:output:outputName:body:)``, ``repeatEach(_:group:output:outputName:body:)``) takes closures and writes the opener, middles
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
    var loopDepth = 0

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
