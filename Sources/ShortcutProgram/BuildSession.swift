import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// One run of ``ProgramBuilder``: the DSL's `ShortcutBuilder` collecting actions (UUIDs,
/// grouping identifiers, block parts), the names defined so far, and the warnings. A class
/// because the DSL's block calls take closures that build the bodies; it lives for one build.
final class BuildSession {
    let catalog: ActionCatalog
    let builder: ShortcutBuilder
    var scope = ProgramScope()
    var warnings: [ProgramDiagnostic] = []

    init(catalog: ActionCatalog, seed: String) {
        self.catalog = catalog
        builder = ShortcutBuilder(seed: seed)
    }

    static let prefix = "is.workflow.actions."
    static let commonKeys: Set<String> = ["UUID", "CustomOutputName", "GroupingIdentifier", "WFControlFlowMode"]

    func shortcut(for program: ShortcutProgram) throws(ProgramError) -> Shortcut {
        var shortcut: Shortcut
        if let metadata = program.metadata {
            var root = metadata
            root["WFWorkflowActions"] = .array([])
            do {
                shortcut = try Shortcut(propertyList: .dictionary(root))
            } catch {
                throw ProgramError(.invalidValue("metadata: \(error)"), path: "metadata")
            }
        } else {
            shortcut = Shortcut(actions: [], name: nil)
        }
        for (index, name) in (program.input ?? []).enumerated() where ProgramInputType.contentClass(for: name) == nil {
            throw ProgramError(
                .invalidValue(
                    "unknown input type '\(name)'; one of: \(ProgramInputType.names.joined(separator: ", ")) "
                        + "or a content class (WF…ContentItem)"),
                path: "input[\(index)]")
        }
        ProgramMetadata.apply(program, to: &shortcut)
        try add(program.actions, at: "actions", depth: 0)
        shortcut.actions = builder.shortcut.actions
        return shortcut
    }

    func add(_ steps: [ProgramStep], at path: String, depth: Int) throws(ProgramError) {
        guard depth < ProgramLimits.maximumDepth else {
            throw ProgramError(.nestingTooDeep(limit: ProgramLimits.maximumDepth), path: path)
        }
        for (index, step) in steps.enumerated() {
            try add(step, at: "\(path)[\(index)]", depth: depth)
        }
    }

    func add(_ step: ProgramStep, at path: String, depth: Int) throws(ProgramError) {
        switch step {
        case .action(let action): try add(action, at: path)
        case .if(let block): try addIf(block, at: path, depth: depth)
        case .repeat(let block): try addRepeat(block, at: path, depth: depth)
        case .forEach(let block): try addForEach(block, at: path, depth: depth)
        case .menu(let block): try addMenu(block, at: path, depth: depth)
        }
    }

    // MARK: actions

    /// The catalog's identifier for `name` (full, or the part after `is.workflow.actions.`).
    func identifier(for name: String) -> String? {
        if catalog.definition(for: name) != nil { return name }
        if catalog.definition(for: Self.prefix + name) != nil { return Self.prefix + name }
        return nil
    }

    func add(_ step: ProgramAction, at path: String) throws(ProgramError) {
        let identifier: String
        if step.unlisted {
            identifier = step.action
            if catalog.definition(for: identifier) == nil {
                warnings.append(ProgramDiagnostic(path: path, message: "action '\(identifier)' is not in the catalog"))
            }
        } else if let known = self.identifier(for: step.action) {
            identifier = known
        } else {
            throw ProgramError(.unknownAction(step.action), path: path + ".action")
        }
        let action = try self.action(step, identifier: identifier, at: path)
        var output = builder.add(action, uuid: actionUUID(step.uuid))
        if let outputName = step.outputName { output = output.named(outputName) }
        if case .string(let name)? = action.parameters["WFVariableName"],
            identifier == Self.prefix + "setvariable" || identifier == Self.prefix + "appendvariable"
        {
            scope.variables.insert(name)
        }
        if let name = step.name { try define(name, output, at: path + ".as") }
    }

    /// The action of a step, parameters encoded (without its UUID).
    func action(_ step: ProgramAction, identifier: String, at path: String) throws(ProgramError) -> Action {
        let definition = catalog.definition(for: identifier)
        var action = Action(identifier)
        if let intent = definition?.appIntent, !step.without.contains("AppIntentDescriptor") {
            action.parameters["AppIntentDescriptor"] = .dictionary(
                Action.appIntentDescriptor(
                    intent.appIntentIdentifier, bundle: intent.bundleIdentifier, name: intent.name,
                    team: intent.teamIdentifier))
        }
        let encoder = ValueEncoder(scope: scope)
        for (key, value) in step.params {
            let parameter = definition?.parameter(forKey: key)
            if parameter == nil, definition != nil, !Self.commonKeys.contains(key) {
                warnings.append(
                    ProgramDiagnostic(
                        path: "\(path).params.\(key)", message: "'\(key)' is not a parameter of \(identifier)"))
            }
            action.parameters[key] = try encoder.encode(
                value, key: key, parameter: parameter, at: "\(path).params.\(key)")
        }
        for (key, value) in step.raw { action.parameters[key] = ParameterValue(propertyList: value) }
        action.extra = step.outer
        action.hasParametersKey = !step.omitsParametersKey
        return action
    }

    func actionUUID(_ uuid: ProgramUUID) -> ActionUUID {
        switch uuid {
        case .generated: .automatic
        case .omitted: .omitted
        case .fixed(let text): .fixed(text)
        }
    }

    func define(_ name: String, _ output: Variable, at path: String) throws(ProgramError) {
        guard !name.isEmpty, !name.contains("{{"), !name.contains("}}"), !ProgramScope.isReserved(name) else {
            throw ProgramError(
                .invalidValue("'\(name)' cannot name an output (empty, braces, or a global's name)"), path: path)
        }
        scope.outputs[name] = output
    }

}
