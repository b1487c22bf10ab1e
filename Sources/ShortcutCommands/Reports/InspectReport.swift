import Foundation
import ShortcutCatalog
import ShortcutModel
import ShortcutRendering
import ShortcutSemantics
import ShortcutSigning

/// What `shortcut inspect --json` prints: the schema is documented in the README.
struct InspectReport: Codable, Equatable {
    struct Icon: Codable, Equatable {
        /// The stored colour code, normalised to unsigned 32-bit RRGGBBAA.
        var color: UInt32?
        var glyph: Int64?
        var hasImage: Bool
    }

    struct Question: Codable, Equatable {
        var actionIndex: Int?
        var parameterKey: String?
        var text: String?
    }

    struct Variable: Codable, Equatable {
        var name: String
        var setBy: [Int]
        var readBy: [Int]
    }

    struct ActionLine: Codable, Equatable {
        var index: Int
        var depth: Int
        var identifier: String
        /// Display name from the catalog, or derived from the identifier.
        var name: String
        var category: String
        /// True when the name comes from the action catalog.
        var known: Bool
        /// One readable line with the key parameters; variables as «pills».
        var summary: String
    }

    var file: String
    var name: String
    var encoding: String
    var clientVersion: String?
    var clientRelease: String?
    var minimumClientVersion: Int?
    var icon: Icon
    var workflowTypes: [String]
    var inputContentItemClasses: [String]
    var importQuestions: [Question]
    var actionCount: Int
    var controlFlowDepth: Int
    var variables: [Variable]
    var problems: [Problem]
    var actions: [ActionLine]
    /// The signing verdict of a signed file (see `shortcut verify`); nil for unsigned files.
    var signing: SigningReport?
    /// Third-party actions matched to `--intents` definitions (absent without the option).
    var intentActions: [IntentActionLine]?

    init(file: String, document: ShortcutDocument, catalog: ActionCatalog) {
        let shortcut = document.shortcut
        let analysis = ShortcutAnalysis(shortcut)
        self.file = file
        name = shortcut.displayName(fileName: file)
        encoding = document.encoding.rawValue
        clientVersion = shortcut.clientVersion?.description
        clientRelease = shortcut.clientRelease
        minimumClientVersion = shortcut.minimumClientVersion
        icon = Icon(
            color: shortcut.icon?.colorCode, glyph: shortcut.icon?.glyphNumber,
            hasImage: !(shortcut.icon?.imageData?.isEmpty ?? true))
        workflowTypes = shortcut.workflowTypes?.map(\.rawValue) ?? []
        inputContentItemClasses = shortcut.inputContentItemClasses ?? []
        importQuestions = (shortcut.importQuestions ?? []).map {
            Question(actionIndex: $0.actionIndex, parameterKey: $0.parameterKey, text: $0.text)
        }
        actionCount = shortcut.actions.count
        controlFlowDepth = analysis.controlFlow.maximumDepth
        variables = analysis.variables.namedVariables.map {
            Variable(name: $0.name, setBy: $0.setters, readBy: $0.readers)
        }
        problems = analysis.problems
        let summarizer = ActionSummarizer(catalog: catalog, analysis: analysis, shortcut: shortcut)
        actions = shortcut.actions.indices.map { index in
            let summary = summarizer.summary(ofActionAt: index)
            return ActionLine(
                index: index, depth: analysis.controlFlow.depths[index], identifier: shortcut.actions[index].identifier,
                name: summary.name, category: summary.category.displayName, known: summary.known, summary: summary.text)
        }
    }

    /// The human-readable form.
    var text: String {
        var lines: [String] = []
        // Names, prompts and variable names come from the file: strip control characters and
        // terminal escapes before they reach a terminal.
        func field(_ label: String, _ value: String) {
            lines.append(
                label.padding(toLength: 20, withPad: " ", startingAt: 0) + DisplayText.singleLine(value, limit: 2_000))
        }
        field("Name", name)
        field("Encoding", encoding)
        var version = clientVersion ?? "unknown"
        if let release = clientRelease { version += " (\(release))" }
        if let minimum = minimumClientVersion { version += ", minimum \(minimum)" }
        field("Client version", version)
        field(
            "Icon",
            "colour \(icon.color.map { String($0) } ?? "none"), glyph \(icon.glyph.map { String($0) } ?? "none")\(icon.hasImage ? ", custom image" : "")"
        )
        field("Workflow types", workflowTypes.isEmpty ? "none" : workflowTypes.joined(separator: ", "))
        field(
            "Input classes",
            inputContentItemClasses.isEmpty
                ? "none" : "\(inputContentItemClasses.count): " + inputContentItemClasses.joined(separator: ", "))
        field("Import questions", "\(importQuestions.count)")
        for question in importQuestions {
            let text = DisplayText.singleLine("\(question.parameterKey ?? "?"): \(question.text ?? "")", limit: 200)
            lines.append("  - action \(question.actionIndex.map(String.init) ?? "?") \(text)")
        }
        field("Actions", "\(actionCount)")
        field("Control-flow depth", "\(controlFlowDepth)")
        field("Variables", variables.isEmpty ? "none" : variables.map(\.name).joined(separator: ", "))
        if let signing { field("Signing", signing.summary) }
        field("Problems", problems.isEmpty ? "none" : "\(problems.count)")
        for problem in problems { lines.append("  - " + DisplayText.singleLine(problem.description, limit: 300)) }
        lines.append("")
        let width = String(max(actionCount - 1, 0)).count
        for action in actions {
            let index = String(action.index)
            let indent = String(repeating: "  ", count: action.depth)
            lines.append(
                String(repeating: " ", count: width - index.count) + index + "  " + indent + action.summary
                    + "  [\(action.identifier)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
