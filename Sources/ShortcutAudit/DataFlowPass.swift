import ShortcutModel
import ShortcutSemantics

/// The data-flow pass: walks the actions in order, once per round, carrying which origins
/// each value holds — action outputs (magic variables), named variables (Set / Add to),
/// `Repeat Item`, the previous action's output (implicit input) and built-in variables —
/// through text tokens, dictionaries, lists and aggrandizements. If and Menu branches start
/// from the state before the block and are joined after it (data flows through any branch);
/// a loop body is walked again with the state at its end until nothing new arrives.
///
/// No recursion: blocks are a stack of frames, so nesting depth costs nothing.
struct DataFlowPass {
    /// What reached one parameter of one action.
    struct Inflow {
        /// The parameter key, or the key the implicit input fills.
        var key: String
        var taint: Taint
    }

    let shortcut: Shortcut
    let analysis: ShortcutAnalysis
    let index: RuleIndex
    let labels: [String]
    /// Each action's references in occurrence order, with the parameter they sit in.
    private let references: [[(key: String, reference: VariableIndex.Reference)]]

    /// Output origins of every action (its magic variable).
    private(set) var outputs: [Taint]
    /// The inflows of every action in the last round.
    private(set) var inflows: [[Inflow]]
    /// Named-variable state at the end of each loop body, from the previous round.
    private var loopBack: [Int: [String: Taint]] = [:]
    /// `Repeat Item` of each loop opener.
    private var loopItems: [Int: Taint] = [:]

    static let maximumRounds = 4

    init(shortcut: Shortcut, analysis: ShortcutAnalysis, index: RuleIndex, labels: [String]) {
        self.shortcut = shortcut
        self.analysis = analysis
        self.index = index
        self.labels = labels
        outputs = Array(repeating: .empty, count: shortcut.actions.count)
        inflows = Array(repeating: [], count: shortcut.actions.count)
        var grouped = Array(
            repeating: [(key: String, reference: VariableIndex.Reference)](), count: shortcut.actions.count)
        for reference in analysis.variables.references where grouped.indices.contains(reference.actionIndex) {
            let keys = shortcut.actions[reference.actionIndex].parameters.keys
            grouped[reference.actionIndex].append((Self.parameterKey(of: reference.path, keys: keys), reference))
        }
        references = grouped
    }

    /// The parameter a reference path starts with (`WFJSONValues[2].WFValue{0, 1}` → `WFJSONValues`).
    static func parameterKey(of path: String, keys: some Collection<String>) -> String {
        if keys.contains(path) { return path }
        for key in keys where path.hasPrefix(key) {
            let next = path[path.index(path.startIndex, offsetBy: key.count)]
            if next == "." || next == "[" || next == "{" { return key }
        }
        return path
    }

    /// Runs rounds until the loop states stop growing (or ``maximumRounds``).
    mutating func run() {
        let hasLoops = analysis.controlFlow.blocks.contains { $0.kind.isLoop }
        var signature = -1
        for _ in 0..<Self.maximumRounds {
            round()
            guard hasLoops else { return }
            let now =
                outputs.reduce(0) { $0 + $1.count }
                + loopBack.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
            if now == signature { return }
            signature = now
        }
    }

    private struct Frame {
        var block: Int
        var entry: [String: Taint]
        var exits: [[String: Taint]] = []
        var lastOutputs = Taint()
        var openerOutput: Taint
    }

    private mutating func round() {
        let flow = analysis.controlFlow
        var variables: [String: Taint] = [:]
        var previous = Taint()
        var frames: [Frame] = []
        for position in shortcut.actions.indices {
            let action = shortcut.actions[position]
            if action.identifier == "is.workflow.actions.comment" { continue }
            let blockIndex = flow.blockIndexOfPart[position]
            if let blockIndex, flow.blocks[blockIndex].start != position {
                guard let frameAt = frames.lastIndex(where: { $0.block == blockIndex }) else { continue }
                frames.removeLast(frames.count - frameAt - 1)  // blocks cut short by this part
                let block = flow.blocks[blockIndex]
                frames[frameAt].exits.append(variables)
                frames[frameAt].lastOutputs.merge(previous)
                if block.end == position {
                    var frame = frames.removeLast()
                    if block.kind.isLoop {
                        loopBack[blockIndex] = variables
                        frame.exits.append(frame.entry)  // zero iterations
                    } else if block.kind == .conditional && !block.branches.contains(where: { $0.kind == .otherwise }) {
                        // No branch taken: an If without a plain Otherwise (with or without
                        // Otherwise Ifs) whose conditions all fail.
                        frame.exits.append(frame.entry)
                    }
                    variables = Self.join(frame.exits)
                    outputs[position] = frame.lastOutputs.extended(by: step(position))
                    previous = outputs[position]
                } else {
                    variables = frames[frameAt].entry
                    previous = frames[frameAt].openerOutput
                    if action.isOtherwiseIf {
                        // OS 27: an Otherwise If reads its own condition's inputs, as the opener
                        // does, and what it read flows into its branch.
                        let incoming = gather(position, action: action, variables: variables, previous: previous)
                        inflows[position] = incoming
                        var all = Taint()
                        for inflow in incoming { all.merge(inflow.taint) }
                        outputs[position] = all.extended(by: step(position))
                        previous.merge(outputs[position])
                    }
                }
                continue
            }
            let incoming = gather(position, action: action, variables: variables, previous: previous)
            inflows[position] = incoming
            var all = Taint()
            for inflow in incoming { all.merge(inflow.taint) }
            var output = index.opaque.contains(action.identifier) ? Taint() : all.extended(by: step(position))
            if let kind = index.sourceKind(of: action) {
                // A source's output is its own data plus whatever it was given (Ask's default answer).
                output.insert(
                    Origin(action: position, kind: kind, builtIn: false), PathNode(step(position), previous: nil))
            }
            outputs[position] = output
            if action.identifier == "is.workflow.actions.setvariable"
                || action.identifier == "is.workflow.actions.appendvariable",
                let name = action.parameters["WFVariableName"]?.plainText
            {
                if action.identifier == "is.workflow.actions.setvariable" {
                    variables[name] = outputs[position]
                } else {
                    variables[name, default: Taint()].merge(outputs[position])
                }
            }
            previous = outputs[position]
            if let blockIndex {
                let block = flow.blocks[blockIndex]
                if block.kind.isLoop {
                    if let back = loopBack[blockIndex] { variables = Self.join([variables, back]) }
                    loopItems[position] = block.kind == .repeatEach ? outputs[position] : Taint()
                    previous = loopItems[position] ?? Taint()
                }
                frames.append(Frame(block: blockIndex, entry: variables, openerOutput: previous))
            }
        }
    }

    /// Everything flowing into an action, by parameter.
    private func gather(_ position: Int, action: Action, variables: [String: Taint], previous: Taint) -> [Inflow] {
        var byKey: [String: Taint] = [:]
        var order: [String] = []
        func add(_ key: String, _ taint: Taint) {
            guard !taint.isEmpty else { return }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: Taint()].merge(taint)
        }
        for (key, reference) in references[position] {
            add(key, resolve(reference, at: position, variables: variables, previous: previous))
        }
        let sink = index.sink(for: action.identifier)
        let inputKey = sink?.inputKey ?? index.rules.implicitInput.defaultKey
        if index.implicitInput.contains(action.identifier) || sink?.inputKey != nil, action.parameters[inputKey] == nil
        {
            add(inputKey, previous)
        }
        return order.compactMap { key in byKey[key].map { Inflow(key: key, taint: $0) } }
    }

    private func resolve(
        _ reference: VariableIndex.Reference, at position: Int, variables: [String: Taint], previous: Taint
    ) -> Taint {
        let attachment = reference.attachment
        switch reference.resolution {
        case .actionOutput(let producer):
            return producer == position ? Taint() : outputs[producer]
        case .repeatVariable(let loopStart):
            if attachment.variableName?.hasPrefix("Repeat Index") == true { return Taint() }
            return loopItems[loopStart] ?? Taint()
        case .namedVariable, .unresolved:
            guard attachment.type == .variable, let name = attachment.variableName else { return Taint() }
            return variables[name] ?? Taint()
        case .builtIn:
            if attachment.type == .input { return previous }
            guard let kind = index.attachmentSources[attachment.type.rawValue] else { return Taint() }
            return Taint(
                origin: Origin(action: position, kind: kind, builtIn: true),
                step: AuditStep(actionIndex: nil, label: attachment.displayName))
        }
    }

    private func step(_ position: Int) -> AuditStep { AuditStep(actionIndex: position, label: labels[position]) }

    /// Union of variable states (a join after branches).
    static func join(_ states: [[String: Taint]]) -> [String: Taint] {
        guard var result = states.first else { return [:] }
        for state in states.dropFirst() {
            for (name, taint) in state { result[name, default: Taint()].merge(taint) }
        }
        return result
    }
}
