import ShortcutModel
import ShortcutSemantics

/// Action outputs and named variables, read from `VariableIndex`'s resolved references.
enum ReferenceRules {
    static func check(_ shortcut: Shortcut, _ analysis: ShortcutAnalysis, into found: inout CheckFindings) {
        for reference in analysis.variables.references {
            let index = reference.actionIndex
            let attachment = reference.attachment
            switch attachment.type {
            case .actionOutput:
                let name = attachment.outputName.map { "“\($0)”" } ?? "an action output"
                let uuid = attachment.outputUUID ?? ""
                // Only when no earlier action has the UUID: a file that gave two actions one UUID
                // resolves the reference to the first (a duplicate-uuid warning), and the app opens it.
                if case .actionOutput(let producer) = reference.resolution, producer == index {
                    found.add(
                        .ownOutput, action: index, keyPath: reference.path,
                        "uses \(name), the output of this same action (UUID \(uuid)); the editor crashes on "
                            + "it: use the output of an earlier action")
                    continue
                }
                switch reference.resolution {
                case .actionOutput(let producer) where producer > index:
                    found.add(
                        .laterOutput, action: index, keyPath: reference.path,
                        "uses \(name), the output of action \(producer), which runs later: the value is empty "
                            + "here; move action \(producer) before this one or use another value")
                case .unresolved:
                    found.add(
                        .missingOutput, action: index, keyPath: reference.path,
                        "uses \(name) (OutputUUID \(uuid.isEmpty ? "missing" : uuid)), which no action in this "
                            + "file produces: the value is empty; point it at an action's UUID or remove it")
                default: break
                }
            case .variable where reference.resolution == .unresolved:
                let name = attachment.variableName ?? ""
                found.add(
                    .unsetVariable, action: index, keyPath: reference.path,
                    "reads the variable “\(name)”, which no Set Variable or Add to Variable sets: it is empty "
                        + "when the shortcut runs; set it before this action or correct the name")
            default: continue
            }
        }
    }
}
