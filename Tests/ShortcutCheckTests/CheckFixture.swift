import Diagnostics
import ShortcutAuthoring
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel

/// Shortcuts for the check tests, built with the DSL (`ShortcutBuilder`), and the findings of one rule.
enum CheckFixture {
    static let checker: ShortcutChecker = {
        do { return try ShortcutChecker.bundled() } catch { fatalError("bundled catalog: \(error)") }
    }()

    /// One finding, as the tests compare it: rule, action index, severity.
    struct Found: Equatable, CustomStringConvertible {
        var rule: String
        var action: Int?
        var severity: Severity

        init(_ rule: CheckRule, _ action: Int?, _ severity: Severity? = nil) {
            self.rule = rule.rawValue
            self.action = action
            self.severity = severity ?? rule.severity
        }

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule ?? ""
            action = diagnostic.actionIndex
            severity = diagnostic.severity
        }

        var description: String { "\(rule) at \(action.map(String.init) ?? "file") (\(severity))" }
    }

    /// The findings of `rule` in `shortcut`.
    static func found(
        _ rule: CheckRule, in shortcut: Shortcut, target: CheckTarget? = nil, checker: ShortcutChecker = checker
    ) -> [Found] {
        checker.check(shortcut, target: target).filter { $0.rule == rule.rawValue }.map(Found.init)
    }

    /// A shortcut built with the DSL and no checks (the tests build defects on purpose).
    static func build(_ body: (ShortcutBuilder) throws -> Void) rethrows -> Shortcut {
        let builder = ShortcutBuilder(name: "Check", seed: "check")
        try body(builder)
        return builder.shortcut
    }

    /// A Text action (`is.workflow.actions.gettext`).
    static func text(_ value: Value) -> Action { Action("is.workflow.actions.gettext", ["WFTextActionText": value]) }

    /// Show Result of `value`.
    static func show(_ value: Value) -> Action { Action("is.workflow.actions.showresult", ["Text": value]) }
}
