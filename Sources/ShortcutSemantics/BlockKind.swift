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
        case Self.conditional.identifier: self = .conditional
        case Self.menu.identifier: self = .menu
        case Self.repeatCount.identifier: self = .repeatCount
        case Self.repeatEach.identifier: self = .repeatEach
        default: self = .other(identifier)
        }
    }

    /// The opener's identifier (`WFWorkflowActionIdentifier`).
    public var identifier: String {
        switch self {
        case .conditional: "is.workflow.actions.conditional"
        case .menu: "is.workflow.actions.choosefrommenu"
        case .repeatCount: "is.workflow.actions.repeat.count"
        case .repeatEach: "is.workflow.actions.repeat.each"
        case .other(let identifier): identifier
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
