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
}
