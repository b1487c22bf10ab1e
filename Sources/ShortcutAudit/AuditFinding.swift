import Diagnostics

/// One step of a data-flow path: an action (by index) or a built-in value such as the
/// clipboard, with the label shown for it.
public struct AuditStep: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The action's index, or nil for a built-in variable (Clipboard, Shortcut Input).
    public var actionIndex: Int?
    /// "Get Contacts", "Set Variable «people»", "Get Contents of URL (POST api.example.com)".
    public var label: String

    public init(actionIndex: Int?, label: String) {
        self.actionIndex = actionIndex
        self.label = label
    }

    /// `12 Get Contacts`, or the label alone for a built-in.
    public var description: String { actionIndex.map { "\($0) \(label)" } ?? label }
}

/// The pieces of a flow finding's verdict, so a report can merge flows of the same kind
/// ("sends contacts, location to a.example, b.example").
public struct VerdictParts: Sendable, Hashable, Codable {
    /// The sink kind's phrase with `{data}` and `{where}` placeholders.
    public var template: String
    /// Source labels ("contacts", "the clipboard").
    public var data: [String]
    /// Hosts, or the sink's name when it has none.
    public var places: [String]

    public init(template: String, data: [String], places: [String]) {
        self.template = template
        self.data = data
        self.places = places
    }

    /// The template filled in, in words: a host built at run time (`computed` in ``places`` and in
    /// ``AuditFinding/hosts``) reads "a computed address" ("sends contacts to a computed address").
    public var phrase: String {
        let words = places.map { $0 == "computed" ? "a computed address" : $0 }
        return template.replacingOccurrences(of: "{data}", with: data.joined(separator: ", "))
            .replacingOccurrences(of: "{where}", with: words.joined(separator: ", "))
    }
}

/// One thing the audit found: a rule, its severity, the actions involved and, for data flows,
/// the path the data travelled.
public struct AuditFinding: Sendable, Hashable, Codable {
    /// Rule id from the rule table (`audit.flow.network`, `audit.capability.shell`, …).
    public var rule: String
    public var severity: Severity
    /// One readable sentence.
    public var message: String
    /// The words this finding adds to the verdict ("sends contacts to api.example.com").
    public var verdict: String
    /// The action where the finding happens: the sink of a flow, or the capable action.
    public var sinkAction: Int
    /// The source actions of a flow (built-in sources have none); empty for capabilities.
    public var sourceActions: [Int]
    /// Source kinds reaching the sink (`contacts`, `clipboard`); empty for capabilities.
    public var sourceKinds: [String]
    /// Parameters of the sink the data entered through (`WFURL`, `WFHTTPHeaders`, `input`).
    public var channels: [String]
    /// The chain of actions the (first) data travelled, source first, sink last.
    public var path: [AuditStep]
    /// Hosts a network sink talks to: literal hosts, or `computed` when built at run time.
    public var hosts: [String]
    /// For flows: the verdict's pieces, merged across findings by ``AuditReport``.
    public var verdictParts: VerdictParts?

    public init(
        rule: String, severity: Severity, message: String, verdict: String, sinkAction: Int,
        sourceActions: [Int] = [], sourceKinds: [String] = [], channels: [String] = [], path: [AuditStep],
        hosts: [String] = [], verdictParts: VerdictParts? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.verdict = verdict
        self.sinkAction = sinkAction
        self.sourceActions = sourceActions
        self.sourceKinds = sourceKinds
        self.channels = channels
        self.path = path
        self.hosts = hosts
        self.verdictParts = verdictParts
    }

    /// `12 Get Contacts → 14 Set Variable «people» → 21 Get Contents of URL (POST api.example.com)`.
    public var pathDescription: String { path.map(\.description).joined(separator: " → ") }

    /// The finding as the toolkit's common diagnostic; `actionIndex` is the sink.
    public var diagnostic: Diagnostic {
        let via = path.count > 1 ? " (path: \(pathDescription))" : ""
        return Diagnostic(severity, rule: rule, actionIndex: sinkAction, message: message + via)
    }
}
