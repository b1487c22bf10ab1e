import ShortcutCatalog
import ShortcutModel

/// The file's own promises against its actions: the minimum app version, where it is offered
/// (`WFWorkflowTypes`), and the import questions.
struct MetadataRules {
    let catalog: ActionCatalog
    let target: CheckTarget

    /// The first app build of the 26 releases (the model's `ClientVersion.releaseName` table):
    /// what a file with an action new in ToolKit v78 needs as its minimum client version.
    static let currentReleaseClientVersion = 4000

    func check(_ shortcut: Shortcut, into found: inout CheckFindings) {
        minimumClientVersion(shortcut, into: &found)
        workflowTypes(shortcut, into: &found)
        importQuestions(shortcut, into: &found)
    }

    private func minimumClientVersion(_ shortcut: Shortcut, into found: inout CheckFindings) {
        let minimum = shortcut.minimumClientVersion ?? 0
        guard minimum < Self.currentReleaseClientVersion,
            let index = shortcut.actions.firstIndex(where: {
                $0.isBuiltIn && catalog.definition(for: $0.identifier).map(CatalogEvidence.isNewIn26) == true
            })
        else { return }
        let identifier = shortcut.actions[index].identifier
        found.add(
            .minimumClientVersion, keyPath: "WFWorkflowMinimumClientVersion",
            "the minimum client version is \(shortcut.minimumClientVersion.map(String.init) ?? "absent"), but "
                + "action \(index) (\(identifier)) is new in the 26/27 releases: an older app imports the file and "
                + "cannot run it; set WFWorkflowMinimumClientVersion to \(Self.currentReleaseClientVersion) or more")
    }

    /// A watch shortcut cannot hold Mac-only actions; the Mac's menu bar and Quick Actions run
    /// no iPhone-only action.
    private func workflowTypes(_ shortcut: Shortcut, into found: inout CheckFindings) {
        let types = Set((shortcut.workflowTypes ?? []).map(\.rawValue))
        let watch = types.contains(WorkflowType.watchKit.rawValue) || types.contains(WorkflowType.watch.rawValue)
        let mac = [WorkflowType.menuBar, .quickActions].filter { types.contains($0.rawValue) }
        guard watch || !mac.isEmpty else { return }
        for (index, action) in shortcut.actions.enumerated() {
            guard let definition = catalog.definition(for: action.identifier) else { continue }
            let platforms = CatalogEvidence.platforms(of: definition)
            if watch, platforms == .macOS {
                found.add(
                    .workflowType, action: index, keyPath: "WFWorkflowTypes",
                    "the shortcut is offered on Apple Watch, but \(definition.name) runs only on macOS: remove "
                        + "“Show on Apple Watch” (WatchKit) or the action")
            }
            if let type = mac.first, platforms == .iOS {
                found.add(
                    .workflowType, action: index, keyPath: "WFWorkflowTypes",
                    "the shortcut is offered in the Mac's \(type.displayName), but \(definition.name) runs only on "
                        + "iOS: remove \(type.rawValue) from WFWorkflowTypes or the action")
            }
        }
    }

    /// The first line of a question's text, at most 60 characters.
    static func excerpt(_ text: String?) -> String {
        let line = (text ?? "").split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 60 ? line.prefix(59) + "…" : line
    }

    /// A question must name an action of the file and a parameter that action has or can have
    /// (the catalog's keys; the app fills an absent one from the answer).
    private func importQuestions(_ shortcut: Shortcut, into found: inout CheckFindings) {
        for (number, question) in (shortcut.importQuestions ?? []).enumerated() {
            let path = "WFWorkflowImportQuestions[\(number)]"
            guard let index = question.actionIndex, shortcut.actions.indices.contains(index) else {
                found.add(
                    .importQuestion, keyPath: path,
                    "import question “\(Self.excerpt(question.text))” points at action "
                        + "\(question.actionIndex.map(String.init) ?? "(none)"), which the file does not have: the "
                        + "answer goes nowhere; set ActionIndex to the action it fills, or remove the question")
                continue
            }
            let action = shortcut.actions[index]
            guard let key = question.parameterKey else {
                found.add(
                    .importQuestion, action: index, keyPath: path,
                    "import question “\(Self.excerpt(question.text))” names no parameter: set ParameterKey")
                continue
            }
            guard action.parameters[key] == nil else { continue }
            let definition = catalog.definition(for: action.identifier)
            if definition?.parameter(forKey: key) != nil || (definition == nil && !action.isBuiltIn) { continue }
            found.add(
                .importQuestion, action: index, keyPath: path,
                "import question “\(Self.excerpt(question.text))” fills \(key), which action \(index) "
                    + "(\(action.identifier)) neither has nor takes: set ParameterKey to one of its parameters")
        }
    }
}
