import ShortcutRuntime

extension TraceEntry {
    /// Longest output summary in ``line``, in characters, before it is cut with `…`.
    public static let maximumSummaryLength = 200

    /// `  [3] Get Contents of URL (is.workflow.actions.downloadurl) → {"ok":true}`: indented by
    /// Run Shortcut and block nesting, the output as JSON (`shortcut run --trace`, and the last
    /// actions `shortcut test` shows for a failing test).
    public var line: String {
        let indent = String(repeating: "  ", count: nesting + depth)
        var summary = RuntimeJSON.text(for: output)
        if summary.count > Self.maximumSummaryLength {
            summary = String(summary.prefix(Self.maximumSummaryLength)) + "…"
        }
        return "\(indent)[\(actionIndex)] \(actionName) (\(identifier)) → \(summary)"
    }
}
