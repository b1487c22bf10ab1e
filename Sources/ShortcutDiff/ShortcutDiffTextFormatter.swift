/// A ``ShortcutDiff`` as text in the manner of a unified diff: `-` for what the old version
/// had, `+` for what the new one has, one header line per action.
///
/// ```
/// --- a/Weather.shortcut
/// +++ b/Weather.shortcut
/// @@ 1 added, 0 removed, 1 moved, 1 changed, 1 metadata change @@
/// ~ metadata
/// -     WFWorkflowName: "Weather"
/// +     WFWorkflowName: "Weather Report"
/// + action 3: Show Notification
/// +     WFNotificationActionBody: "⟨Summary⟩"
/// ~ action 5 (was 4): Get Contents of URL
/// -     WFURL: "https://a.example"
/// +     WFURL: "https://b.example"
/// > action 7 (was 1): Comment
/// ```
///
/// Indices are 0-based, as everywhere in the `shortcut` tool. With ``colors``: removals red,
/// additions green, headers bold, the hunk line cyan, moves magenta (honour `NO_COLOR` through
/// `TextRenderer.shouldUseColors`, or the CLI's own check).
public struct ShortcutDiffTextFormatter: Sendable {
    /// ANSI colours.
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The whole diff. `oldName` and `newName` label the `---`/`+++` lines (git shows
    /// `a/PATH` and `b/PATH`); an empty diff is the two labels and `@@ no differences @@`.
    public func format(_ diff: ShortcutDiff, oldName: String, newName: String) -> String {
        var out = ""
        style(&out, "1", "--- \(oldName)")
        out += "\n"
        style(&out, "1", "+++ \(newName)")
        out += "\n"
        style(&out, "36", "@@ \(diff.summary) @@")
        out += "\n"
        if !diff.metadataChanges.isEmpty {
            style(&out, "1", "~ metadata")
            out += "\n"
            fields(diff.metadataChanges, into: &out)
        }
        for change in diff.changes {
            header(change, into: &out)
            fields(change.parameterChanges, into: &out)
        }
        return out
    }

    private func header(_ change: ActionChange, into out: inout String) {
        let line: String
        let code: String
        switch change.kind {
        case .added:
            line = "+ action \(change.newIndex ?? 0): \(change.title)"
            code = "1;32"
        case .removed:
            line = "- action \(change.oldIndex ?? 0) (old): \(change.title)"
            code = "1;31"
        case .changed:
            line = "~ action \(change.newIndex ?? 0)\(was(change)): \(change.title)"
            code = "1"
        case .moved:
            line = "> action \(change.newIndex ?? 0)\(was(change)): \(change.title) (moved)"
            code = "1;35"
        }
        style(&out, code, line)
        if change.title != change.identifier { style(&out, "2", "  [\(change.identifier)]") }
        out += "\n"
    }

    private func was(_ change: ActionChange) -> String {
        guard let old = change.oldIndex, old != change.newIndex else { return "" }
        return " (was \(old))"
    }

    private func fields(_ fields: [FieldChange], into out: inout String) {
        for field in fields {
            if let old = field.old {
                style(&out, "31", "-     \(field.keyPath): \(old)")
                out += "\n"
            }
            if let new = field.new {
                style(&out, "32", "+     \(field.keyPath): \(new)")
                out += "\n"
            }
        }
    }

    private func style(_ out: inout String, _ code: String, _ text: String) {
        guard colors else {
            out += text
            return
        }
        out += "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
