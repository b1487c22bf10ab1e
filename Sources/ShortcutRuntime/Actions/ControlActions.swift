import Foundation
import ShortcutModel

extension RuntimeRegistry {
    /// Variables, comments, stops and Run Shortcut. (If, Choose from Menu and the repeats are
    /// blocks, run by the session; they are listed here so coverage counts them.)
    mutating func registerControlActions() {
        for (identifier, name) in [
            ("is.workflow.actions.conditional", "If"), ("is.workflow.actions.choosefrommenu", "Choose from Menu"),
            ("is.workflow.actions.repeat.count", "Repeat"), ("is.workflow.actions.repeat.each", "Repeat with Each"),
        ] {
            native(identifier, name) { call in call.input }
        }
        native("is.workflow.actions.comment", "Comment", passesInputThrough: true) { _ in .nothing }
        native("is.workflow.actions.nothing", "Nothing") { _ in .nothing }
        native("is.workflow.actions.setvariable", "Set Variable") { call in
            let name = try call.text("WFVariableName")
            let value = try call.input("WFInput")
            call.frame.variables[name] = value
            return value
        }
        native("is.workflow.actions.appendvariable", "Add to Variable") { call in
            let name = try call.text("WFVariableName")
            let value = try call.input("WFInput")
            // The variable's items then the value's: adding a list adds its items.
            let combined = RuntimeValue.collection(of: [call.frame.variables[name] ?? .nothing, value])
            let count = combined.items.count
            guard count <= call.session.limits.maximumItems else {
                throw ActionFailure(.tooLarge("variable “\(name)” would hold \(count) items"))
            }
            call.frame.variables[name] = combined
            return combined
        }
        native("is.workflow.actions.getvariable", "Get Variable") { call in try call.input("WFVariable") }
        native("is.workflow.actions.exit", "Stop This Shortcut") { call in
            if let result = try call.value("WFResult") { throw StopSignal.output(result) }
            throw StopSignal.stop(call.input)
        }
        native("com.apple.shortcuts.StopWorkflowAction", "Stop Shortcut") { call in
            // The App Intent form of Stop This Shortcut. Its `runningContextIdentifier` names the
            // run to stop; off the device the only run is this one, so it stops this one.
            throw StopSignal.stop(call.input)
        }
        native("is.workflow.actions.output", "Stop and Output") { call in
            throw StopSignal.output(try call.input("WFOutput"))
        }
        native("is.workflow.actions.delay", "Wait") { call in
            // Waiting changes nothing a run can observe; the run goes on at once, deterministically.
            _ = try call.number("WFDelayTime")
            return call.input
        }
        native("is.workflow.actions.waittoreturn", "Wait to Return", passesInputThrough: true) { _ in .nothing }
        native("is.workflow.actions.runworkflow", "Run Shortcut") { call in try await Self.runShortcut(call) }
        native("com.apple.shortcuts.RunShortcutIntent", "Run Shortcut") { call in
            // The App Intent form of Run Shortcut: its one parameter, `shortcut`, is the shortcut
            // chosen in the editor (an entity option whose title is the shortcut's name) or text
            // naming it. ToolKit lists no input parameter, so the shortcut runs without input.
            let name: String
            switch call.parameter("shortcut") {
            case .linkDynamicOption(let option)?: name = option.title ?? option.identifier ?? ""
            case nil: throw ActionFailure.parameter("shortcut", "no shortcut chosen")
            default: name = try call.text("shortcut")
            }
            return try await Self.runShortcut(named: name, input: .nothing, call)
        }
        native("is.workflow.actions.getmyworkflows", "Get My Shortcuts") { call in
            let names = [call.session.runner.name] + call.session.runner.library.keys.sorted()
            var seen = Set<String>()
            return .list(names.filter { seen.insert($0).inserted }.map(RuntimeValue.text))
        }
        native("is.workflow.actions.properties.workflow", "Get Details of Shortcut") { call in
            // A shortcut is known by its name (Get My Shortcuts gives names); its Name and Action
            // Count (every action in its file, End If and Otherwise included) come from the
            // shortcut given to the run. Its folder, icon and file details are the device's.
            let property = try call.option("WFContentItemPropertyName", default: "Name")
            let items = try call.input("WFInput").items.map { item -> RuntimeValue in
                let name = call.coercion.text(item)
                let runner = call.session.runner
                guard let shortcut = runner.library[name] ?? (name == runner.name ? runner.shortcut : nil) else {
                    throw ActionFailure(.shortcutNotFound(name: name))
                }
                switch property {
                case "Name": return .text(name)
                case "Action Count": return .number(Double(shortcut.actions.count))
                default: throw ActionFailure.failed("a shortcut’s “\(property)” is not known off the device")
                }
            }
            return .collapsing(items)
        }
        native("is.workflow.actions.setclipboard", "Copy to Clipboard") { call in
            call.session.clipboard = try call.input("WFInput")
            return call.session.clipboard
        }
        native("is.workflow.actions.getclipboard", "Get Clipboard") { call in call.session.clipboard }
    }

    /// Run Shortcut: the shortcut named by `WFWorkflowName` (or the `WFWorkflow` reference),
    /// from the run's library or the shortcut itself, with its own variables.
    private static func runShortcut(_ call: ActionCall) async throws -> RuntimeValue {
        var name = try call.text("WFWorkflowName")
        if name.isEmpty, case .dictionary(let reference)? = call.parameter("WFWorkflow") {
            name = reference["workflowName"]?.plainText ?? ""
        }
        return try await runShortcut(named: name, input: try call.input("WFInput"), call)
    }

    /// Runs the shortcut `name` (from the run's library, or the shortcut itself) on `input`, with
    /// its own variables.
    private static func runShortcut(named name: String, input: RuntimeValue, _ call: ActionCall) async throws
        -> RuntimeValue
    {
        let session = call.session
        let shortcut: Shortcut
        if let found = session.runner.library[name] {
            shortcut = found
        } else if name == session.runner.name {
            shortcut = session.runner.shortcut
        } else {
            throw ActionFailure(.shortcutNotFound(name: name))
        }
        let path = call.frame.path + [name]
        guard path.count <= session.limits.maximumNesting else {
            throw ActionFailure(.nestedTooDeep(limit: session.limits.maximumNesting))
        }
        let frame = ShortcutFrame(shortcut: shortcut, name: name, path: path, input: input)
        return try await session.run(frame: frame).0
    }
}
