import ShortcutCatalog
import ShortcutRendering

/// One action as a row of the actions view: what SwiftShortcuts calls `WorkflowAction`, with
/// our one-line summary (variables as pills) instead of a bare name.
public struct ShortcutFlowRow: Sendable, Hashable, Identifiable {
    /// The action's index in the shortcut (stable, unique within one shortcut).
    public var id: Int
    /// Nesting depth: a block's opener, middles and end sit at the block's depth, its body one deeper.
    public var depth: Int
    /// `WFWorkflowActionIdentifier`.
    public var identifier: String
    /// "Get Contents of URL", "Otherwise", "End If".
    public var displayName: String
    /// SF Symbol name from the catalog.
    public var systemImage: String
    /// Opener, middle, end or plain action.
    public var role: ActionSummary.Role
    /// The catalog category (drives the icon colour in the app).
    public var category: ActionCategory
    /// The app providing the action, for third-party actions.
    public var appName: String?
    /// The summary after the name, styled per segment (variables become pills).
    public var segments: [SummarySegment]
    /// The details as one plain line in pill notation (`«URL» · POST`); nil when there are none.
    public var subtitle: String?
    /// A comment's full text, shown under the row.
    public var note: String?
    /// False when the name was derived from the identifier rather than found in the catalog.
    public var isKnown: Bool

    /// The row for the action at `index`, from its summary.
    public init(index: Int, depth: Int, summary: ActionSummary) {
        self.id = index
        self.depth = depth
        self.identifier = summary.identifier
        self.displayName = summary.name
        self.systemImage = summary.symbolName
        self.role = summary.role
        self.category = summary.category
        self.appName = summary.appName
        self.segments = summary.segments
        let detail = summary.detail.trimmingCharacters(in: .whitespaces)
        self.subtitle = detail.isEmpty ? nil : detail
        self.note = summary.note
        self.isKnown = summary.known
    }

    /// True for Otherwise, menu cases and End markers: drawn as block dividers, not counted.
    public var isControlFlowMarker: Bool { role == .blockMiddle || role == .blockEnd }

    /// VoiceOver: the name, the details with variables read by name, the app, and the depth.
    public var accessibilityLabel: String {
        var text = displayName
        let spoken = segments.map { segment -> String in
            switch segment {
            case .text(let words), .value(let words): words
            case .variable(let name): name
            }
        }.joined().trimmingCharacters(in: .whitespaces)
        if !spoken.isEmpty { text += ", " + spoken }
        if let appName { text += ", from " + appName }
        if depth > 0 { text += ", nested \(depth) level\(depth == 1 ? "" : "s")" }
        return text
    }
}
