import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel

/// Builds small shortcuts with the project's model for the audit tests: actions by short
/// identifier, magic variables by number, blocks by group.
enum Fixture {
    static let auditor: Auditor = {
        do { return try Auditor.bundled() } catch { fatalError("bundled audit rules: \(error)") }
    }()

    static func uuid(_ number: Int) -> String { String(format: "A0D17000-0000-4000-8000-%012X", number) }

    /// `is.workflow.actions.<short>` unless `short` already has a bundle prefix.
    static func identifier(_ short: String) -> String {
        ["is.", "com.", "dk.", "ch.", "AsheKube."].contains(where: short.hasPrefix)
            ? short : "is.workflow.actions." + short
    }

    /// An action; with `number` it gets a UUID so later actions can use its output.
    static func action(_ short: String, _ number: Int? = nil, _ parameters: [(String, ParameterValue)] = []) -> Action {
        var action = Action(identifier(short))
        for (key, value) in parameters { action.parameters[key] = value }
        if let number { action.uuid = uuid(number) }
        return action
    }

    static func output(_ number: Int, _ name: String = "Output") -> Attachment {
        .output(of: uuid(number), named: name)
    }

    static func text(_ parts: TokenString.Part...) -> ParameterValue { .text(TokenString(parts: parts)) }

    static func control(
        _ short: String, _ mode: ControlFlowMode, group: Int, _ parameters: [(String, ParameterValue)] = []
    ) -> Action {
        var action = Action(identifier(short))
        action.parameters["GroupingIdentifier"] = .string(uuid(9000 + group))
        action.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(mode.rawValue))
        for (key, value) in parameters { action.parameters[key] = value }
        return action
    }

    static func setVariable(_ name: String, _ value: Attachment) -> Action {
        action("setvariable", nil, [("WFVariableName", .string(name)), ("WFInput", .variable(value))])
    }

    static func fetch(_ url: ParameterValue, method: String? = nil) -> Action {
        var parameters: [(String, ParameterValue)] = [("WFURL", url)]
        if let method { parameters.append(("WFHTTPMethod", .string(method))) }
        return action("downloadurl", 99, parameters)
    }

    static func audit(_ actions: [Action]) -> AuditReport { auditor.audit(Shortcut(actions: actions)) }

    /// The findings of one rule.
    static func findings(_ actions: [Action], rule: String) -> [AuditFinding] {
        audit(actions).findings.filter { $0.rule == rule }
    }
}
