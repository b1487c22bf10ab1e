import OrderedCollections
import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// One run of ``ProgramDecompiler``: names for the outputs later actions use, the blocks of the
/// action list, and the identifiers that must be kept as they are (`keep`: UUIDs two actions
/// share, or that a `raw` form mentions). Every friendly form is checked by encoding it again
/// with the builder's own code (`BuildSession`), so what does not come back exactly goes `raw`.
struct DecompileSession {
    let catalog: ActionCatalog
    let shortcut: Shortcut
    let blocks: ProgramBlocks
    /// Original UUID → the `as` name of the action (or block) that owns it.
    var outputNames: [String: String] = [:]
    /// Index of the action (or block end) whose output carries each name.
    var namedIndices: Set<Int> = []
    /// Original UUID → the one `OutputName` every reference to it stores, where that differs
    /// from the builder's default (an app in another language, a renamed output).
    var shownNames: [String: String] = [:]
    /// UUIDs and grouping identifiers written exactly instead of renamed.
    var keep: Set<String> = []
    /// The verifying build session: its scope follows the steps written so far.
    var session: BuildSession

    init(catalog: ActionCatalog, shortcut: Shortcut) {
        self.catalog = catalog
        self.shortcut = shortcut
        blocks = ProgramBlocks(shortcut.actions)
        session = BuildSession(catalog: catalog, seed: "decompile")
        assignNames()
    }

    mutating func program() -> ShortcutProgram {
        var first = emit()
        // Identifiers a raw form or a kept identifier mentions must not be renamed elsewhere.
        let mentioned = RawIdentifiers.collect(in: first.actions)
        if !mentioned.isSubset(of: keep) {
            keep.formUnion(mentioned)
            first = emit()
        }
        return first
    }

    private mutating func emit() -> ShortcutProgram {
        session = BuildSession(catalog: catalog, seed: "decompile")
        var program = ProgramMetadata.program(for: shortcut)
        program.actions = steps(0..<shortcut.actions.count)
        return program
    }

    // MARK: names

    private mutating func assignNames() {
        var referenced: Set<String> = []
        var variables: Set<String> = []
        var uuidCounts: [String: Int] = [:]
        var shown: [String: Set<String?>] = [:]
        for action in shortcut.actions {
            for occurrence in action.attachmentOccurrences {
                if occurrence.attachment.type == .actionOutput, let uuid = occurrence.attachment.outputUUID {
                    referenced.insert(uuid)
                    shown[uuid, default: []].insert(occurrence.attachment.outputName)
                }
            }
            if case .string(let name)? = action.parameters["WFVariableName"] { variables.insert(name) }
            if case .string(let uuid)? = action.parameters["UUID"] { uuidCounts[uuid, default: 0] += 1 }
        }
        for (uuid, count) in uuidCounts where count > 1 { keep.insert(uuid) }
        var groupCounts: [String: Int] = [:]
        for action in shortcut.actions where action.controlFlowMode ?? .start == .start {
            if let group = action.groupingIdentifier { groupCounts[group, default: 0] += 1 }
        }
        for (group, count) in groupCounts where count > 1 { keep.insert(group) }
        var used = variables
        for (index, action) in shortcut.actions.enumerated() {
            guard case .string(let uuid)? = action.parameters["UUID"], referenced.contains(uuid),
                outputNames[uuid] == nil
            else { continue }
            let base = Self.cleanName(ShortcutBuilder.output(of: action).attachment.outputName ?? "Output")
            var name = base
            var number = 2
            while used.contains(name) || ProgramScope.isReserved(name) {
                name = "\(base) \(number)"
                number += 1
            }
            used.insert(name)
            outputNames[uuid] = name
            namedIndices.insert(index)
            if let names = shown[uuid], names.count == 1, let only = names.first, let only,
                only != ShortcutBuilder.output(of: action).attachment.outputName
            {
                shownNames[uuid] = only
            }
        }
    }

    private static func cleanName(_ name: String) -> String {
        let cleaned = name.replacingOccurrences(of: "{{", with: "").replacingOccurrences(of: "}}", with: "")
        return cleaned.isEmpty ? "Output" : cleaned
    }

    /// The `uuid` option for an action's stored UUID.
    func uuidOption(_ action: Action) -> ProgramUUID {
        guard case .string(let uuid)? = action.parameters["UUID"] else { return .omitted }
        return keep.contains(uuid) ? .fixed(uuid) : .generated
    }

    /// The `as` name of the action at `index`, defining it in the verifying scope.
    mutating func name(at index: Int) -> String? {
        let action = shortcut.actions[index]
        guard namedIndices.contains(index), let uuid = action.uuid, let name = outputNames[uuid] else { return nil }
        var output = ShortcutBuilder.output(of: action)
        if let shown = shownNames[uuid] { output = output.named(shown) }
        session.scope.outputs[name] = output
        return name
    }

    // MARK: steps

    mutating func steps(_ range: Range<Int>) -> [ProgramStep] {
        var result: [ProgramStep] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let block = blocks.byOpener[index], block.end < range.upperBound, let step = blockStep(block) {
                result.append(step)
                index = block.end + 1
            } else {
                result.append(.action(actionStep(at: index)))
                index += 1
            }
        }
        return result
    }

    /// An action as a step: each parameter friendly when it encodes back exactly, else `raw`.
    mutating func actionStep(at index: Int) -> ProgramAction {
        let action = shortcut.actions[index]
        let definition = catalog.definition(for: action.identifier)
        var step = ProgramAction(action: action.identifier)
        if definition != nil {
            if action.identifier.hasPrefix(BuildSession.prefix) {
                let short = String(action.identifier.dropFirst(BuildSession.prefix.count))
                if session.identifier(for: short) == action.identifier { step.action = short }
            }
        } else {
            step.unlisted = true
        }
        step.uuid = uuidOption(action)
        let encoder = ValueEncoder(scope: session.scope)
        for (key, value) in action.parameters {
            if key == "UUID", value.stringValue != nil { continue }
            if key == "AppIntentDescriptor", let intent = definition?.appIntent {
                let written = ParameterValue.dictionary(
                    Action.appIntentDescriptor(
                        intent.appIntentIdentifier, bundle: intent.bundleIdentifier, name: intent.name,
                        team: intent.teamIdentifier))
                if value != written { step.raw[key] = value.propertyList }
                continue
            }
            if let friendly = FriendlyValue.make(value, outputNames: outputNames),
                (try? encoder.encode(friendly, key: key, parameter: definition?.parameter(forKey: key), at: ""))
                    == value
            {
                step.params[key] = friendly
            } else {
                step.raw[key] = value.propertyList
            }
        }
        if action.parameters["UUID"] != nil, action.parameters["UUID"]?.stringValue == nil { step.uuid = .omitted }
        if definition?.appIntent != nil, action.parameters["AppIntentDescriptor"] == nil {
            step.without = ["AppIntentDescriptor"]
        }
        step.outer = action.extra
        step.omitsParametersKey = !action.hasParametersKey
        if case .string(let name)? = action.parameters["WFVariableName"],
            action.identifier == BuildSession.prefix + "setvariable"
                || action.identifier == BuildSession.prefix + "appendvariable"
        {
            session.scope.variables.insert(name)
        }
        step.name = name(at: index)
        if let uuid = action.uuid, step.name != nil { step.outputName = shownNames[uuid] }
        return step
    }
}
