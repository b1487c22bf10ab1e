import Foundation
import ShortcutModel

/// Where every variable comes from: action outputs by `UUID`, named variables by the actions
/// that set them, and the built-ins.
public struct VariableIndex: Sendable, Hashable {
    /// One use of a variable: the action, the parameter path, and what it resolves to.
    public struct Reference: Sendable, Hashable {
        public var actionIndex: Int
        public var path: String
        public var attachment: Attachment
        public var resolution: Resolution
    }

    /// What a reference points at.
    public enum Resolution: Sendable, Hashable {
        /// The output of the action at this index.
        case actionOutput(producer: Int)
        /// A named variable set by these actions.
        case namedVariable(setters: [Int])
        /// `Repeat Item` / `Repeat Index` of the enclosing loop opened at this index.
        case repeatVariable(loopStart: Int)
        /// Shortcut Input, Clipboard, Current Date, Ask Each Time, Device Details, Input.
        case builtIn
        /// Nothing in the shortcut produces it.
        case unresolved
    }

    /// A named variable (`Set Variable` / `Add to Variable`) and its uses.
    public struct NamedVariable: Sendable, Hashable {
        public var name: String
        /// Indices of the actions that set or append to it.
        public var setters: [Int]
        /// Indices of the actions that read it.
        public var readers: [Int]
    }

    /// Index of the action producing each `UUID` (upper-cased: Cherri writes lower case).
    public var producers: [String: Int]
    public var references: [Reference]
    /// Named variables in order of first appearance.
    public var namedVariables: [NamedVariable]
    public var problems: [Problem]

    static let setterIdentifiers: Set<String> = [
        "is.workflow.actions.setvariable", "is.workflow.actions.appendvariable",
    ]

    public init(actions: [Action], controlFlow: ControlFlow) {
        producers = [:]
        references = []
        problems = []
        var variableOrder: [String] = []
        var setters: [String: [Int]] = [:]
        var readers: [String: [Int]] = [:]

        for (index, action) in actions.enumerated() {
            if let uuid = action.uuid?.uppercased() {
                if let first = producers[uuid], first != index,
                    controlFlow.blockIndexOfPart[first] == nil
                        || controlFlow.blockIndexOfPart[first] != controlFlow.blockIndexOfPart[index]
                {
                    problems.append(
                        Problem(
                            .warning, actionIndex: index, keyPath: "UUID", message: "UUID also used by action \(first)")
                    )
                } else if producers[uuid] == nil {
                    producers[uuid] = index
                }
            }
            if Self.setterIdentifiers.contains(action.identifier),
                let name = action.parameters["WFVariableName"]?.plainText
            {
                if setters[name] == nil, readers[name] == nil { variableOrder.append(name) }
                setters[name, default: []].append(index)
            }
        }

        let loops = Self.enclosingLoops(actions: actions, controlFlow: controlFlow)
        for (index, action) in actions.enumerated() {
            for occurrence in action.attachmentOccurrences {
                let attachment = occurrence.attachment
                var resolution = Resolution.unresolved
                switch attachment.type {
                case .actionOutput:
                    if let uuid = attachment.outputUUID?.uppercased(), let producer = producers[uuid] {
                        resolution = .actionOutput(producer: producer)
                    } else {
                        problems.append(
                            Problem(
                                .error, actionIndex: index, keyPath: occurrence.path,
                                message:
                                    "refers to the output of a missing action (\(attachment.outputName ?? "unnamed"), \(attachment.outputUUID ?? "no UUID"))"
                            ))
                    }
                case .variable:
                    let name = attachment.variableName ?? ""
                    if let loop = Self.repeatVariableLoop(name, loops: loops[index]) {
                        resolution = .repeatVariable(loopStart: loop)
                    } else if let found = setters[name] {
                        resolution = .namedVariable(setters: found)
                        if readers[name] == nil, setters[name] == nil { variableOrder.append(name) }
                        readers[name, default: []].append(index)
                    } else {
                        if readers[name] == nil { variableOrder.append(name) }
                        readers[name, default: []].append(index)
                        problems.append(
                            Problem(
                                .warning, actionIndex: index, keyPath: occurrence.path,
                                message: "variable “\(name)” is never set"))
                    }
                default:
                    resolution = .builtIn
                }
                references.append(
                    Reference(actionIndex: index, path: occurrence.path, attachment: attachment, resolution: resolution)
                )
            }
        }
        var seen = Set<String>()
        namedVariables = variableOrder.filter { seen.insert($0).inserted }.map {
            NamedVariable(name: $0, setters: setters[$0] ?? [], readers: readers[$0] ?? [])
        }
    }

    /// For each action, the loop openers enclosing it, innermost first.
    private static func enclosingLoops(actions: [Action], controlFlow: ControlFlow) -> [[Int]] {
        var result = Array(repeating: [Int](), count: actions.count)
        for block in controlFlow.blocks where block.kind.isLoop {
            let last = (block.end ?? actions.count) - 1
            guard block.start < last else { continue }
            for index in (block.start + 1)...last { result[index].append(block.start) }
        }
        return result.map { $0.sorted(by: >) }  // innermost (latest opener) first
    }

    /// `Repeat Item`, `Repeat Index` name the outermost loop; nested loops number theirs
    /// `Repeat Item 2`, `Repeat Item 3`, … from the outside in.
    private static func repeatVariableLoop(_ name: String, loops: [Int]) -> Int? {
        for prefix in ["Repeat Item", "Repeat Index"] where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            guard let level = suffix.isEmpty ? 1 : Int(suffix), level >= 1, !loops.isEmpty else { return nil }
            let outsideIn = Array(loops.reversed())
            return level <= outsideIn.count ? outsideIn[level - 1] : outsideIn.last
        }
        return nil
    }
}
