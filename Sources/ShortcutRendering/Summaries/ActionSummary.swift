import ShortcutCatalog
import ShortcutModel

/// One piece of an action's one-line summary.
///
/// Renderers style the pieces themselves: variables become pills, values are emphasised, and
/// connecting words stay plain. Every string is already display-safe: one line, no control
/// characters, no U+FFFC placeholders (see ``DisplayText``).
public enum SummarySegment: Sendable, Hashable, Codable {
    /// Connecting words written by the summarizer ("to", " · ", quote marks).
    case text(String)
    /// A variable, shown as a named pill («Repeat Item → high»).
    case variable(name: String)
    /// A value the user entered (a literal, an option, a count such as "3 items").
    case value(String)

    /// The segment in plain-text pill notation: variables as «name», everything else as is.
    public var plainText: String {
        switch self {
        case .text(let text), .value(let text): text
        case .variable(let name): "«" + name + "»"
        }
    }
}

/// What a renderer needs to show one action as one readable line.
public struct ActionSummary: Sendable, Hashable, Codable {
    /// The action's identifier, as stored.
    public var identifier: String
    /// The name shown at the start of the line ("Get Contents of URL", "Otherwise", "End If").
    public var name: String
    /// The app that provides the action, for app actions ("Data Jar"); nil for built-ins.
    public var appName: String?
    /// The action's category (drives the icon colour).
    public var category: ActionCategory

    /// The app to name beside the action: ``appName`` for app actions (third-party and Apple's App
    /// Intents), nil for the Shortcuts app's own `is.workflow.actions.*`, whose app goes without saying.
    public var shownAppName: String? {
        identifier.hasPrefix(ActionIdentifier.workflowPrefix) ? nil : appName
    }
    /// True when the catalog knows the identifier; false when the name was derived by rules.
    public var known: Bool
    /// SF Symbol name for the action's icon (mapped to open-licensed artwork when drawn).
    public var symbolName: String
    /// The role of the action in its control-flow block.
    public var role: Role
    /// The line after the name: parameters, variables and values.
    public var segments: [SummarySegment]
    /// Longer text a renderer may show below the line (a comment's full text, several lines,
    /// already cleaned like the segments).
    public var note: String?

    /// The role of an action in a control-flow block.
    public enum Role: String, Sendable, Hashable, Codable {
        /// An ordinary action.
        case action
        /// The first action of a block (If, Choose from Menu, Repeat).
        case blockStart
        /// Otherwise, or a menu case.
        case blockMiddle
        /// End If, End Menu, End Repeat.
        case blockEnd
    }

    public init(
        identifier: String, name: String, appName: String? = nil, category: ActionCategory, known: Bool,
        symbolName: String, role: Role = .action, segments: [SummarySegment], note: String? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.appName = appName
        self.category = category
        self.known = known
        self.symbolName = symbolName
        self.role = role
        self.segments = segments
        self.note = note
    }

    /// The details after the name in pill notation (`«URL» · POST`), without the name.
    public var detail: String {
        var out = ""
        for segment in segments { out += segment.plainText }
        return out
    }

    /// The whole line in pill notation: `Get Contents of URL «URL» · POST`.
    public var text: String {
        let detail = self.detail
        if detail.isEmpty { return name }
        // Segments that start with punctuation (": …") attach to the name without a space.
        if let first = detail.unicodeScalars.first, first == ":" || first == "," { return name + detail }
        return name + " " + detail
    }
}
