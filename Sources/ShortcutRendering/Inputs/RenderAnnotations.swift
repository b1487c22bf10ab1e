/// Extra marks a caller lays over a rendering, such as an audit's verdict and the actions its
/// findings involve. Renderers show the verdict under the detail line and flag marked actions;
/// empty annotations change nothing.
public struct RenderAnnotations: Sendable, Hashable {
    /// One line shown under the detail line ("Audit: sends contacts to api.example.com").
    public var verdict: String?
    /// Action index → a short note for that action (the rule ids of the findings it is in).
    public var marks: [Int: String]

    public init(verdict: String? = nil, marks: [Int: String] = [:]) {
        self.verdict = verdict
        self.marks = marks
    }

    public var isEmpty: Bool { verdict == nil && marks.isEmpty }

    /// Styles for the verdict and flagged actions, added to a page only when it has annotations
    /// (so pages without them stay byte-identical).
    static let css = """
        .sk-verdict{color:#b3261e;font-size:13px;font-weight:600;margin:0 0 10px;overflow-wrap:anywhere}
        .sk-flagged{box-shadow:inset 0 0 0 2px #d93025}
        .sk-flag{margin-left:8px;color:#d93025;font-size:12px;font-weight:600}

        """
}
