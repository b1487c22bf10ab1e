import Diagnostics

/// What a shortcut reads, where it sends it and what it can do: a one-line verdict and the
/// findings, most severe first. `Codable`, so a gallery or CI can store and compare it.
public struct AuditReport: Sendable, Hashable, Codable {
    /// The file audited, when known.
    public var file: String?
    /// One line: "sends contacts to api.example.com; runs an SSH script", or "no findings".
    public var verdict: String
    /// Findings, most severe first, then by sink action.
    public var findings: [AuditFinding]

    public init(file: String? = nil, findings: [AuditFinding]) {
        self.file = file
        self.findings = findings.sorted {
            ($0.severity, -$0.sinkAction, $1.rule) > ($1.severity, -$1.sinkAction, $0.rule)
        }
        self.verdict = Self.verdict(of: self.findings)
    }

    /// The most severe finding's severity; nil when there are none.
    public var highestSeverity: Severity? { findings.map(\.severity).max() }

    /// The report with only findings at or above `minimum` (the verdict follows).
    public func filtered(minimum: Severity) -> AuditReport {
        AuditReport(file: file, findings: findings.filter { $0.severity >= minimum })
    }

    /// Every finding as a `Diagnostic`.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    /// Action index → the rules of the findings that involve it (sink or any path step), for
    /// renderers that mark the actions.
    public var involvedActions: [Int: [String]] { involvedActions(labelledBy: \.rule) }

    /// Action index → a label of each finding that involves it (sink or any path step), distinct,
    /// in finding order: `\.verdict` gives the findings' words ("sends contacts to a computed
    /// address"), for readers who do not know the rule ids.
    public func involvedActions(labelledBy label: (AuditFinding) -> String) -> [Int: [String]] {
        var marks: [Int: [String]] = [:]
        for finding in findings {
            var indexes = Set(finding.path.compactMap(\.actionIndex))
            indexes.insert(finding.sinkAction)
            let text = label(finding)
            for index in indexes where marks[index]?.contains(text) != true {
                marks[index, default: []].append(text)
            }
        }
        return marks
    }

    /// Joins the distinct verdict phrases, most severe first; flows with the same phrase
    /// template are merged into one phrase (their data and places joined, `computed` last).
    static func verdict(of findings: [AuditFinding]) -> String {
        var phrases: [String] = []
        var merged: [String: (position: Int, parts: VerdictParts)] = [:]
        for finding in findings {
            guard let parts = finding.verdictParts else {
                if !phrases.contains(finding.verdict) { phrases.append(finding.verdict) }
                continue
            }
            if var existing = merged[parts.template] {
                existing.parts.data += parts.data.filter { !existing.parts.data.contains($0) }
                existing.parts.places += parts.places.filter { !existing.parts.places.contains($0) }
                merged[parts.template] = existing
            } else {
                merged[parts.template] = (phrases.count, parts)
                phrases.append(parts.template)
            }
        }
        for (_, entry) in merged {
            var parts = entry.parts
            parts.places = parts.places.filter { $0 != "computed" } + parts.places.filter { $0 == "computed" }
            if parts.places.count > 4 {
                parts.places = Array(parts.places.prefix(4)) + ["\(parts.places.count - 4) more"]
            }
            phrases[entry.position] = parts.phrase
        }
        guard !phrases.isEmpty else { return "no findings" }
        let shown = phrases.prefix(6).joined(separator: "; ")
        return phrases.count > 6 ? shown + "; and \(phrases.count - 6) more" : shown
    }
}
