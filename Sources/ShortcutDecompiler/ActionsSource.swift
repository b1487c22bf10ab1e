import ShortcutAuthoringCore
import ShortcutModel
import SwiftSource

/// Writes the actions as `s.add(…)` statements, and every well-formed block whose parts the
/// closure calls write exactly as `s.if … otherwise:`, `s.menu { MenuCase … }`, `s.repeat`
/// or `s.repeatEach` (``BlockSource``). Other block actions stay straight-line, indented.
struct ActionsSource {
    struct Line {
        var indent: Int
        /// The Swift name of the statement's output, declared only when something uses it.
        var name: String?
        var text: String
    }

    let actions: [Action]
    let builder: String
    let structure: BlockStructure
    /// The index of the last action that refers to each output `UUID`.
    let lastUse: [String: Int]
    var values = ValueSource()
    var names: NameAllocator
    var statistics = DecompileStatistics()
    var lines: [Line] = []
    /// Output `UUID`s named inside each open closure (innermost last): they are out of scope,
    /// and referred to by `Variable.output(of:named:)`, once it closes.
    var scopes: [[String]] = [[]]
    /// False: every block straight-line.
    var closures = true
    /// Blocks holding more actions than this stay straight-line (see ``ShortcutDecompiler/closureLimit``).
    var closureLimit = Int.max

    /// Keys the builder writes itself (`uuid:`, `group:`, the closure calls), not counted as
    /// parameter values.
    static let structuralKeys: Set<String> = ["UUID", "GroupingIdentifier", "WFControlFlowMode"]

    init(actions: [Action], builder: String) {
        self.actions = actions
        self.builder = builder
        structure = BlockStructure(actions)
        var lastUse: [String: Int] = [:]
        for (index, action) in actions.enumerated() {
            for occurrence in action.attachmentOccurrences where occurrence.attachment.type == .actionOutput {
                if let uuid = occurrence.attachment.outputUUID { lastUse[uuid] = index }
            }
        }
        self.lastUse = lastUse
        names = NameAllocator(reserved: [builder])
    }

    static func write(
        _ actions: [Action], builder: String, closures: Bool, closureLimit: Int, into code: inout SwiftCode
    ) -> DecompileStatistics {
        var writer = ActionsSource(actions: actions, builder: builder)
        writer.closures = closures
        writer.closureLimit = closureLimit
        _ = writer.emit(0..<actions.count, indent: 0)
        // A name whose every use fell back to the raw form is not declared (no unused `let`).
        for line in writer.lines {
            let prefix = line.name.flatMap { writer.values.used.names.contains($0) ? "let \($0) = " : nil } ?? ""
            code.line(String(repeating: "    ", count: line.indent) + prefix + line.text)
        }
        writer.statistics.rawValues = writer.values.used.rawShapes
        writer.statistics.malformedBlockParts = writer.structure.malformedParts
        return writer.statistics
    }

    /// Writes the actions of `range`; returns whether a written statement throws.
    mutating func emit(_ range: Range<Int>, indent: Int) -> Bool {
        var throwing = false
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if let block = structure.blocks[index] {
                if block.end - block.start - 1 > closureLimit {
                    statistics.oversizedBlocks += 1
                } else if closures, let form = BlockSource.form(of: block, in: actions, values: values) {
                    throwing = emitBlock(block, form, indent: indent + depth) || throwing
                    index = block.end + 1
                    continue
                } else {
                    statistics.straightLineBlocks += 1
                }
            }
            let mode = BlockStructure.mode(of: actions[index])
            if mode == .end || mode == .middle { depth = max(0, depth - 1) }
            emitStatement(index, indent: indent + depth)
            if mode == .start || mode == .middle { depth += 1 }
            index += 1
        }
        return throwing
    }

    // MARK: Blocks

    mutating func emitBlock(_ block: BlockStructure.Block, _ form: BlockSource.Form, indent: Int) -> Bool {
        statistics.closureBlocks += 1
        statistics.typedActions += 2 + block.middles.count
        statistics.parameterValues += form.parameterValues
        statistics.typedParameterValues += form.parameterValues
        let headerIndex = lines.count
        lines.append(Line(indent: indent, name: nil, text: ""))
        // A menu and an If with Otherwise Ifs are calls that throw.
        var throwing = form.isMenu || !form.otherwiseIfHeaders.isEmpty
        let bodies = zip([block.start] + block.middles, block.middles + [block.end]).map { ($0 + 1)..<$1 }
        for (number, body) in bodies.enumerated() {
            if form.isMenu {
                if number == 0 { continue }  // a menu's opener is followed by its first case
                lines.append(Line(indent: indent + 1, name: nil, text: form.caseHeaders[number - 1] + " {"))
                throwing = emitScoped(body, indent: indent + 2) || throwing
                lines.append(Line(indent: indent + 1, name: nil, text: "}"))
            } else if !form.otherwiseIfHeaders.isEmpty, number > 0 {
                emitOtherwiseIfBranch(number, body, form, indent: indent, throwing: &throwing)
            } else {
                if number == 1 { lines.append(Line(indent: indent, name: nil, text: "} otherwise: {")) }
                throwing = emitScoped(body, indent: indent + 1) || throwing
            }
        }
        lines.append(Line(indent: indent, name: nil, text: "}"))
        lines[headerIndex].text = (throwing ? "try " : "") + builder + form.call + " {" + form.closureParameter
        lines[headerIndex].name = name(forOutputOf: block.end)
        return throwing
    }

    /// The branch after middle `number` of an If with Otherwise Ifs: `OtherwiseIf(…) {` inside
    /// `} otherwiseIf: {`, or the plain Otherwise's `} otherwise: {` (which ends the list).
    private mutating func emitOtherwiseIfBranch(
        _ number: Int, _ body: Range<Int>, _ form: BlockSource.Form, indent: Int, throwing: inout Bool
    ) {
        let header = form.otherwiseIfHeaders[number - 1]
        let previous = number > 1 ? form.otherwiseIfHeaders[number - 2] : nil
        guard let header else {
            lines.append(Line(indent: indent, name: nil, text: "} otherwise: {"))
            throwing = emitScoped(body, indent: indent + 1) || throwing
            return
        }
        if previous == nil { lines.append(Line(indent: indent, name: nil, text: "} otherwiseIf: {")) }
        lines.append(Line(indent: indent + 1, name: nil, text: header + ") {"))
        throwing = emitScoped(body, indent: indent + 2) || throwing
        lines.append(Line(indent: indent + 1, name: nil, text: "}"))
    }

    private mutating func emitScoped(_ range: Range<Int>, indent: Int) -> Bool {
        scopes.append([])
        let throwing = emit(range, indent: indent)
        for uuid in scopes.removeLast() { values.outputs[uuid] = nil }
        return throwing
    }

    /// A Swift name for the output of the action at `index` when a later action uses it.
    private mutating func name(forOutputOf index: Int) -> String? {
        let action = actions[index]
        guard let uuid = action.uuid, let last = lastUse[uuid], last > index else { return nil }
        let outputName = action.customOutputName ?? Action.defaultOutputName(for: action.identifier)
        let name = names.make(from: outputName ?? "output")
        values.outputs[uuid] = ValueSource.Output(name: name, outputName: outputName)
        scopes[scopes.count - 1].append(uuid)
        return name
    }

    // MARK: Statements

    mutating func emitStatement(_ index: Int, indent: Int) {
        let action = actions[index]
        var call: String
        if let signature = ActionSignature.all[action.identifier] {
            statistics.typedActions += 1
            call = typedCall(action, signature)
        } else {
            statistics.genericActions += 1
            call = genericCall(action)
        }
        if !action.extra.isEmpty || !action.hasParametersKey {
            call += ".extraKeys(\(PlistSource.fields(action.extra)), hasParametersKey: \(action.hasParametersKey))"
        }
        let uuidArgument: String
        switch action.parameters["UUID"] {
        case .string(let uuid)?: uuidArgument = SwiftLiteral.string(uuid)
        case nil: uuidArgument = ".omitted"
        case let other?:
            uuidArgument = ".omitted"
            call += ".parameter(\"UUID\", \(values.value(other)))"
        }
        let text = "\(builder).add(\(call), uuid: \(uuidArgument))"
        lines.append(Line(indent: indent, name: name(forOutputOf: index), text: text))
    }

    /// Counts one stored parameter value and whether it went through a labelled typed argument.
    private mutating func count(_ key: String, typed expression: String?) {
        guard !Self.structuralKeys.contains(key) else { return }
        statistics.parameterValues += 1
        if let expression, !expression.contains(".raw(") { statistics.typedParameterValues += 1 }
    }

    /// `.function(label: value, …)` plus `.parameter(key, value)` for what does not fit.
    mutating func typedCall(_ action: Action, _ signature: ActionSignature) -> String {
        var arguments: [String] = []
        var handled: Set<String> = ["UUID"]
        for parameter in signature.parameters {
            guard let value = action.parameters[parameter.key] else { continue }
            var argument: String?
            switch parameter.kind {
            case .value: argument = values.value(value)
            case .bool: argument = switchArgument(value)
            case .descriptor:
                // The function writes the app's own descriptor (below); another is an argument.
                if let standard = signature.appIntentDescriptor, value.propertyList.isEquivalent(to: standard) {
                    continue
                }
                argument = Self.descriptorArgument(value)
            case .mode:
                if case .integer(let number) = value, let small = number.int64 {
                    argument = [0: ".start", 1: ".middle", 2: ".end"][small]
                }
            case .enumeration(let cases):
                if case .string(let stored) = value {
                    statistics.enumerationValues += 1
                    if let name = cases[stored] {
                        argument = "." + SwiftIdentifier.escaped(name)
                        statistics.enumerationCases += 1
                    }
                }
            }
            if let argument {
                arguments.append("\(Self.argumentLabel(parameter.label)): \(argument)")
                handled.insert(parameter.key)
                count(parameter.key, typed: argument)
            }
        }
        var call = "." + SwiftIdentifier.escaped(signature.function) + "(" + arguments.joined(separator: ", ") + ")"
        if let descriptor = signature.appIntentDescriptor {
            // The function writes the descriptor the app stores; a file without one says so.
            if let stored = action.parameters["AppIntentDescriptor"] {
                if stored.propertyList.isEquivalent(to: descriptor) {
                    handled.insert("AppIntentDescriptor")
                    count("AppIntentDescriptor", typed: "")
                }
            } else {
                call += ".withoutAppIntentDescriptor()"
            }
        }
        for (key, value) in action.parameters where !handled.contains(key) {
            if key == "CustomOutputName", case .string(let name) = value {
                call += ".outputName(\(SwiftLiteral.string(name)))"
                count(key, typed: name)
                continue
            }
            statistics.extraParameters += 1
            if key == "WFCondition" { statistics.conditionParameters += 1 }
            count(key, typed: nil)
            call += ".parameter(\(SwiftLiteral.string(key)), \(values.value(value)))"
        }
        return call
    }

    /// A `Switch` expression: a boolean literal, `.variable(…)` or `.integer(0/1)`.
    private func switchArgument(_ value: ParameterValue) -> String? {
        switch value {
        case .boolean(let flag): return "\(flag)"
        case .variable(let attachment): return ".variable(\(values.variable(attachment)))"
        case .integer(let number):
            guard let small = number.int64, let fits = Int(exactly: small) else { return nil }
            return ".integer(\(fits))"
        default: return nil
        }
    }

    /// An `IntentDescriptor(…)` expression when the stored dictionary has exactly its fields.
    static func descriptorArgument(_ value: ParameterValue) -> String? {
        guard case .dictionary(let fields) = value, case .string(let intent)? = fields["AppIntentIdentifier"],
            case .string(let bundle)? = fields["BundleIdentifier"]
        else { return nil }
        var arguments = [SwiftLiteral.string(intent), "bundle: \(SwiftLiteral.string(bundle))"]
        for (key, label) in [("Name", "name"), ("TeamIdentifier", "team")] {
            guard let field = fields[key] else { continue }
            guard case .string(let text) = field else { return nil }
            arguments.append("\(label): \(SwiftLiteral.string(text))")
        }
        if let field = fields["ActionRequiresAppInstallation"] {
            guard case .boolean(let flag) = field else { return nil }
            arguments.append("requiresAppInstallation: \(flag)")
        }
        let known: Set = [
            "AppIntentIdentifier", "BundleIdentifier", "Name", "TeamIdentifier", "ActionRequiresAppInstallation",
        ]
        guard fields.keys.allSatisfy(known.contains) else { return nil }
        return "IntentDescriptor(" + arguments.joined(separator: ", ") + ")"
    }

    /// Argument labels may be keywords without backticks, except these three.
    static func argumentLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// `Action("identifier", ["key": value, …])`.
    mutating func genericCall(_ action: Action) -> String {
        let parameters = action.parameters.filter { $0.key != "UUID" }
        for key in parameters.keys { count(key, typed: nil) }
        let id = SwiftLiteral.string(action.identifier)
        guard !parameters.isEmpty else { return "Action(\(id))" }
        let entries = parameters.map { "\(SwiftLiteral.string($0.key)): \(values.value($0.value))" }
        return "Action(\(id), [" + entries.joined(separator: ", ") + "])"
    }
}

/// Unique Swift names for outputs: `text`, `text2`, …
struct NameAllocator {
    private var used: Set<String>

    init(reserved: Set<String>) { used = reserved }

    mutating func make(from text: String) -> String {
        let base = SwiftIdentifier.make(from: text, fallback: "output")
        let bare = base.hasPrefix("`") ? String(base.dropFirst().dropLast()) : base
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = bare + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
