import Diagnostics
import ShortcutCheck
import ShortcutModel

/// A mistake in a DSL-built shortcut that Swift's types cannot catch, naming the action.
public struct AuthoringError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which mistake it is.
    public enum Reason: Sendable, Equatable {
        /// An action identifier is empty.
        case emptyIdentifier
        /// A menu has no cases.
        case emptyMenu
        /// Two actions carry the same `UUID`.
        case duplicateUUID(String)
        /// A variable refers to the output of an action that is not in this shortcut.
        case danglingOutput(uuid: String, name: String?)
        /// An error of `shortcut check`'s structure, reference or serialization rules: the app
        /// would refuse the file or crash on it.
        case check(Diagnostic)
    }

    public var reason: Reason
    /// Index of the offending action in `WFWorkflowActions`.
    public var actionIndex: Int
    /// Its identifier.
    public var identifier: String

    public init(_ reason: Reason, actionIndex: Int, identifier: String) {
        self.reason = reason
        self.actionIndex = actionIndex
        self.identifier = identifier
    }

    public var description: String {
        let what: String
        switch reason {
        case .emptyIdentifier: what = "empty action identifier"
        case .emptyMenu: what = "menu without cases"
        case .duplicateUUID(let uuid): what = "UUID \(uuid) is used by an earlier action too"
        case .danglingOutput(let uuid, let name):
            what = "uses the output \(name.map { "'\($0)' " } ?? "")(\(uuid)) of no action in this shortcut"
        case .check(let diagnostic):
            what = "\(diagnostic.keyPath.map { "\($0): " } ?? "")\(diagnostic.message) [\(diagnostic.rule ?? "check")]"
        }
        return "action \(actionIndex) (\(identifier)): \(what)"
    }
}

/// The checks ``ShortcutBuilder/finish(checks:)`` runs.
public enum AuthoringChecks: Sendable, Hashable {
    /// Every check (the default for hand-written sources): the DSL's own, then the errors of
    /// `shortcut check`'s structure, reference and serialization rules (`ShortcutChecker`).
    case strict
    /// None: for decompiled files that already break a rule and must be rebuilt as they are.
    case none

    /// The first problem in `actions`, or nil.
    public static func firstProblem(in actions: [Action]) -> AuthoringError? {
        var seen: Set<String> = []
        for (index, action) in actions.enumerated() {
            if action.identifier.isEmpty { return AuthoringError(.emptyIdentifier, actionIndex: index, identifier: "") }
            if let uuid = action.uuid {
                // The parts of one block may share the opener's UUID; only distinct actions clash.
                if !seen.insert(uuid).inserted, action.groupingIdentifier == nil {
                    return AuthoringError(.duplicateUUID(uuid), actionIndex: index, identifier: action.identifier)
                }
            }
        }
        let defined = Set(actions.compactMap(\.uuid))
        for (index, action) in actions.enumerated() {
            for occurrence in action.attachmentOccurrences {
                let attachment = occurrence.attachment
                if attachment.type == .actionOutput, let uuid = attachment.outputUUID, !defined.contains(uuid) {
                    return AuthoringError(
                        .danglingOutput(uuid: uuid, name: attachment.outputName), actionIndex: index,
                        identifier: action.identifier)
                }
            }
        }
        let shortcut = Shortcut(actions: actions)
        let diagnostics = ShortcutChecker.bundledOrEmpty.check(shortcut, families: .authoring)
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            let index = error.actionIndex ?? 0
            return AuthoringError(
                .check(error), actionIndex: index,
                identifier: actions.indices.contains(index) ? actions[index].identifier : "")
        }
        return nil
    }
}
