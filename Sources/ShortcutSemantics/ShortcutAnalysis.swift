import ShortcutModel

/// Everything the semantics layer knows about a shortcut: control flow, variables, and the
/// problems found (dangling references, unclosed blocks, stray import questions, damaged text
/// tokens).
public struct ShortcutAnalysis: Sendable, Hashable {
    public var controlFlow: ControlFlow
    public var variables: VariableIndex
    /// All problems, in action order.
    public var problems: [Problem]

    public init(_ shortcut: Shortcut) {
        controlFlow = ControlFlow(actions: shortcut.actions)
        variables = VariableIndex(actions: shortcut.actions, controlFlow: controlFlow)
        var problems = controlFlow.problems + variables.problems
        problems += Self.importQuestionProblems(shortcut)
        problems += Self.tokenProblems(shortcut)
        self.problems = problems.sorted { ($0.actionIndex ?? -1) < ($1.actionIndex ?? -1) }
    }

    /// The name a user sees for an attachment: a magic variable is named after the producing
    /// action's custom output name when it has one, else the name stored with the reference.
    public func displayName(of attachment: Attachment, in shortcut: Shortcut) -> String {
        if attachment.type == .actionOutput, let uuid = attachment.outputUUID?.uppercased(),
            let producer = variables.producers[uuid], let custom = shortcut.actions[producer].customOutputName
        {
            return custom
        }
        return attachment.displayName
    }

    private static func importQuestionProblems(_ shortcut: Shortcut) -> [Problem] {
        var problems: [Problem] = []
        for (number, question) in (shortcut.importQuestions ?? []).enumerated() {
            let path = "WFWorkflowImportQuestions[\(number)]"
            guard let index = question.actionIndex, shortcut.actions.indices.contains(index) else {
                problems.append(
                    Problem(
                        .warning, keyPath: path,
                        message:
                            "import question points at no action (\(question.actionIndex.map(String.init) ?? "no index"))"
                    ))
                continue
            }
            if let key = question.parameterKey, shortcut.actions[index].parameters[key] == nil {
                problems.append(
                    Problem(
                        .warning, actionIndex: index, keyPath: path,
                        message: "import question sets “\(key)”, which the action does not have yet"))
            }
        }
        return problems
    }

    private static func tokenProblems(_ shortcut: Shortcut) -> [Problem] {
        var problems: [Problem] = []
        for (index, action) in shortcut.actions.enumerated() {
            for (key, value) in action.parameters {
                value.forEachTokenString { token in
                    for placement in token.malformedPlacements {
                        problems.append(
                            Problem(
                                .error, actionIndex: index, keyPath: key,
                                message:
                                    "variable at UTF-16 offset \(placement.location) does not sit on a U+FFFC placeholder"
                            ))
                    }
                }
            }
        }
        return problems
    }
}

extension ParameterValue {
    /// Calls `body` for every token string inside the value.
    func forEachTokenString(_ body: (TokenString) -> Void) {
        switch self {
        case .text(let token): body(token)
        case .array(let values):
            for value in values { value.forEachTokenString(body) }
        case .dictionary(let dictionary):
            for value in dictionary.values { value.forEachTokenString(body) }
        case .dictionaryField(let field):
            for item in field.items {
                item.key?.forEachTokenString(body)
                item.value?.forEachTokenString(body)
            }
        case .list(let list):
            for item in list.items {
                switch item {
                case .string: continue
                case .item(let entry): entry.value?.forEachTokenString(body)
                case .other(let value): value.forEachTokenString(body)
                }
            }
        case .predicateTable(let table):
            for template in table.templates ?? [] {
                for value in template.fields.values { value.forEachTokenString(body) }
            }
        case .state(let state): state.value?.forEachTokenString(body)
        default: return
        }
    }
}
