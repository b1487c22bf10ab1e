import ShortcutAuthoring
import ShortcutModel
import SwiftSource

/// Writes the actions as straight-line `s.add(…)` statements, indenting block contents.
enum ActionsSource {
    static func write(_ actions: [Action], builder: String, into code: inout SwiftCode) -> DecompileStatistics {
        var statistics = DecompileStatistics()
        // An output gets a Swift name only when a later action refers to it.
        var lastUse: [String: Int] = [:]
        for (index, action) in actions.enumerated() {
            for occurrence in action.attachmentOccurrences where occurrence.attachment.type == .actionOutput {
                if let uuid = occurrence.attachment.outputUUID { lastUse[uuid] = index }
            }
        }
        var values = ValueSource()
        var names = NameAllocator(reserved: [builder])
        var depth = 0
        var lines: [(indent: Int, name: String?, statement: String)] = []
        for (index, action) in actions.enumerated() {
            let isBlock = action.groupingIdentifier != nil && blockIdentifiers.contains(action.identifier)
            let mode = isBlock ? (action.controlFlowMode ?? .start) : nil
            if mode == .end || mode == .middle { depth = max(0, depth - 1) }
            var call = ""
            if let signature = ActionSignature.all[action.identifier] {
                statistics.typedActions += 1
                call = typedCall(action, signature, values: values, extras: &statistics.extraParameters)
            } else {
                statistics.genericActions += 1
                call = genericCall(action, values: values)
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
            let statement = "\(builder).add(\(call), uuid: \(uuidArgument))"
            var name: String?
            if let uuid = action.uuid, let last = lastUse[uuid], last > index {
                let outputName = action.customOutputName ?? Action.defaultOutputName(for: action.identifier)
                name = names.make(from: outputName ?? "output")
                values.outputs[uuid] = ValueSource.Output(name: name!, outputName: outputName)
            }
            lines.append((depth, name, statement))
            if mode == .start || mode == .middle { depth += 1 }
        }
        // A name whose every use fell back to the raw form is not declared (no unused `let`).
        for line in lines {
            let prefix = line.name.flatMap { values.used.names.contains($0) ? "let \($0) = " : nil } ?? ""
            code.line(String(repeating: "    ", count: line.indent) + prefix + line.statement)
        }
        return statistics
    }

    static let blockIdentifiers: Set<String> = [
        "is.workflow.actions.conditional", "is.workflow.actions.choosefrommenu",
        "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each",
    ]

    /// `.function(label: value, …)` plus `.parameter(key, value)` for what does not fit.
    static func typedCall(
        _ action: Action, _ signature: ActionSignature, values: ValueSource, extras: inout Int
    ) -> String {
        var arguments: [String] = []
        var handled: Set<String> = ["UUID"]
        for parameter in signature.parameters {
            guard let value = action.parameters[parameter.key] else { continue }
            var argument: String?
            switch parameter.kind {
            case .value: argument = values.value(value)
            case .bool: if case .boolean(let flag) = value { argument = "\(flag)" }
            case .mode:
                if case .integer(let number) = value, let small = number.int64 {
                    argument = [0: ".start", 1: ".middle", 2: ".end"][small]
                }
            case .enumeration(let cases):
                if case .string(let stored) = value, let name = cases[stored] {
                    argument = "." + SwiftIdentifier.escaped(name)
                }
            }
            if let argument {
                arguments.append("\(argumentLabel(parameter.label)): \(argument)")
                handled.insert(parameter.key)
            }
        }
        var call = "." + SwiftIdentifier.escaped(signature.function) + "(" + arguments.joined(separator: ", ") + ")"
        for (key, value) in action.parameters where !handled.contains(key) {
            if key == "CustomOutputName", case .string(let name) = value {
                call += ".outputName(\(SwiftLiteral.string(name)))"
                continue
            }
            extras += 1
            call += ".parameter(\(SwiftLiteral.string(key)), \(values.value(value)))"
        }
        return call
    }

    /// Argument labels may be keywords without backticks, except these three.
    static func argumentLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// `Action("identifier", ["key": value, …])`.
    static func genericCall(_ action: Action, values: ValueSource) -> String {
        let parameters = action.parameters.filter { $0.key != "UUID" }
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
