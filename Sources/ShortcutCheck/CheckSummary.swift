import Diagnostics

/// The verdict of one check, small enough to store beside a file (a gallery's version row, a
/// CI artefact): counts per severity, the rules that fired, and one line to show.
public struct CheckSummary: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Number of errors: the app refuses the file, crashes on it, or the target cannot run it.
    public var errors: Int
    /// Number of warnings.
    public var warnings: Int
    /// Number of notes.
    public var notes: Int
    /// The distinct rule ids of the errors and warnings, most severe first, then in order of first finding.
    public var rules: [String]
    /// The target checked against (nil: no target).
    public var target: CheckTarget?

    /// The summary of `diagnostics` (as ``ShortcutChecker/check(_:target:families:analysis:)`` returns them).
    public init(diagnostics: [Diagnostic], target: CheckTarget? = nil) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        notes = diagnostics.count { $0.severity == .note }
        var seen = Set<String>()
        rules = (diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning })
            .compactMap(\.rule).filter { seen.insert($0).inserted }
        self.target = target.flatMap { $0.isUnspecified ? nil : $0 }
    }

    /// True when nothing is an error: the file imports and runs (on the target, when one was given).
    public var passes: Bool { errors == 0 }

    /// "passes", "passes with 2 warnings", "2 errors, 1 warning (check.reference.own-output, …)";
    /// notes are counted only when nothing else is.
    public var verdict: String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let on = target.map { " on \($0)" } ?? ""
        if errors == 0 {
            if warnings == 0 { return notes == 0 ? "passes\(on)" : "passes\(on) (\(count(notes, "note")))" }
            return "passes\(on) with \(count(warnings, "warning"))"
        }
        var parts = [count(errors, "error")]
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        let named = rules.prefix(3).joined(separator: ", ") + (rules.count > 3 ? ", …" : "")
        return "fails\(on): \(parts.joined(separator: ", ")) (\(named))"
    }

    public var description: String { verdict }
}
