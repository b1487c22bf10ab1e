import Foundation
import ShortcutModel

extension RuntimeRegistry {
    /// Variables, comments, stops and Run Shortcut. (If, Choose from Menu and the repeats are
    /// blocks, run by the engine: ``RunSession/blockKinds``.)
    mutating func registerControlActions() {
        native("is.workflow.actions.comment", passesInputThrough: true) { _ in .nothing }
        native("is.workflow.actions.nothing") { _ in .nothing }
        native("is.workflow.actions.setvariable") { call in
            let name = try call.text("WFVariableName")
            let value = try call.input("WFInput")
            call.setVariable(name, to: value)
            return value
        }
        native("is.workflow.actions.appendvariable") { call in
            let name = try call.text("WFVariableName")
            let value = try call.input("WFInput")
            // The variable's items then the value's: adding a list adds its items.
            let combined = RuntimeValue.collection(of: [call.variable(name) ?? .nothing, value])
            let count = combined.items.count
            guard count <= call.limits.maximumItems else {
                throw ActionFailure(.tooLarge("variable “\(name)” would hold \(count) items"))
            }
            call.setVariable(name, to: combined)
            return combined
        }
        native("is.workflow.actions.getvariable") { call in try call.input("WFVariable") }
        native("is.workflow.actions.exit") { call in
            if let result = try call.value("WFResult") { throw StopSignal.output(result) }
            throw StopSignal.stop(call.input)
        }
        native("com.apple.shortcuts.StopWorkflowAction") { call in
            // The App Intent form of Stop This Shortcut. Its `runningContextIdentifier` names the
            // run to stop; off the device the only run is this one, so it stops this one.
            throw StopSignal.stop(call.input)
        }
        native("is.workflow.actions.output") { call in
            throw StopSignal.output(try call.input("WFOutput"))
        }
        native("is.workflow.actions.delay") { call in
            // Waiting changes nothing a run can observe; the run goes on at once, deterministically.
            _ = try call.number("WFDelayTime")
            return call.input
        }
        native("is.workflow.actions.waittoreturn", passesInputThrough: true) { _ in .nothing }
        native("is.workflow.actions.runworkflow") { call in try await Self.runShortcut(call) }
        native("com.apple.shortcuts.RunShortcutIntent") { call in
            // The App Intent form of Run Shortcut: its one parameter, `shortcut`, is the shortcut
            // chosen in the editor (an entity option whose title is the shortcut's name) or text
            // naming it. ToolKit lists no input parameter, so the shortcut runs without input.
            let name: String
            switch call.parameter("shortcut") {
            case .linkDynamicOption(let option)?: name = option.title ?? option.identifier ?? ""
            case nil: throw ActionFailure.parameter("shortcut", "no shortcut chosen")
            default: name = try call.text("shortcut")
            }
            return try await call.runShortcut(named: name, input: .nothing)
        }
        native("is.workflow.actions.getmyworkflows") { call in
            .list(call.shortcutNames.map(RuntimeValue.text))
        }
        native("is.workflow.actions.properties.workflow") { call in
            // A shortcut is known by its name (Get My Shortcuts gives names); its Name and Action
            // Count (every action in its file, End If and Otherwise included) come from the
            // shortcut given to the run. Its folder, icon and file details are the device's.
            let property = try call.option("WFContentItemPropertyName", default: "Name")
            let items = try call.input("WFInput").items.map { item -> RuntimeValue in
                let name = call.coercion.text(item)
                guard let shortcut = call.shortcut(named: name) else {
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
        native("is.workflow.actions.setclipboard") { call in
            call.clipboard = try call.input("WFInput")
            return call.clipboard
        }
        native("is.workflow.actions.getclipboard") { call in call.clipboard }
    }

    /// Run Shortcut: the shortcut named by `WFWorkflowName` (or the `WFWorkflow` reference),
    /// from the run's library or the shortcut itself, with its own variables.
    private static func runShortcut(_ call: ActionCall) async throws -> RuntimeValue {
        var name = try call.text("WFWorkflowName")
        if name.isEmpty, case .dictionary(let reference)? = call.parameter("WFWorkflow") {
            name = reference["workflowName"]?.plainText ?? ""
        }
        return try await call.runShortcut(named: name, input: try call.input("WFInput"))
    }
}
