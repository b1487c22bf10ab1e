import ShortcutModel

/// The four control-flow blocks of the Shortcuts app, plus any other action that carries
/// `WFControlFlowMode` (kept generic so future blocks still nest).
public enum BlockKind: Sendable, Hashable {
    /// `is.workflow.actions.conditional`: If / Otherwise / End If.
    case conditional
    /// `is.workflow.actions.choosefrommenu`: Choose from Menu / cases / End Menu.
    case menu
    /// `is.workflow.actions.repeat.count`: Repeat N times.
    case repeatCount
    /// `is.workflow.actions.repeat.each`: Repeat with Each.
    case repeatEach
    case other(String)

    public init(identifier: String) {
        switch identifier {
        case "is.workflow.actions.conditional": self = .conditional
        case "is.workflow.actions.choosefrommenu": self = .menu
        case "is.workflow.actions.repeat.count": self = .repeatCount
        case "is.workflow.actions.repeat.each": self = .repeatEach
        default: self = .other(identifier)
        }
    }

    /// True for the actions that form blocks in the app.
    public static func isBlockIdentifier(_ identifier: String) -> Bool {
        if case .other = BlockKind(identifier: identifier) { return false }
        return true
    }

    /// True for the two repeat blocks (they define `Repeat Item` / `Repeat Index`).
    public var isLoop: Bool { self == .repeatCount || self == .repeatEach }
}
