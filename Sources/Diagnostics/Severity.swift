/// How serious a ``Diagnostic`` is, ordered `note < warning < error`.
///
/// One scale for every finding in the toolkit — model problems, intent-definition checks,
/// App Shortcuts lint and audit findings — so a caller can filter all of them with one threshold
/// (`--min-severity`, `--strict`). The raw values are the words the Swift compiler prints, so a
/// diagnostic line reads the same to Xcode, editors and CI annotations.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Worth knowing; nothing is wrong.
    case note
    /// Legal but risky or irregular.
    case warning
    /// Breaks the shortcut, the build or the user's trust.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
