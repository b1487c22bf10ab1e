import Diagnostics
import ShortcutCheck

/// A version's check verdict as the gallery stores and serves it: `ShortcutChecker` run without a
/// target (what `shortcut check FILE` does), its `CheckSummary` and verdict line, and the first
/// errors and warnings (a file with hundreds of findings must not make every page read heavy).
package struct GalleryCheck: Sendable, Codable, Equatable {
    /// Counts per severity and the rules that fired.
    package var summary: CheckSummary
    /// `summary`'s verdict line ("passes", "passes with 2 warnings", "fails: 1 error (…)"), kept
    /// in the JSON for API readers.
    package var verdict: String
    /// The first ``shownLimit`` errors and warnings, in action order (notes are only counted).
    package var diagnostics: [Diagnostic]
    /// Errors and warnings beyond ``diagnostics``.
    package var moreDiagnostics: Int

    /// How many errors and warnings a version keeps.
    package static let shownLimit = 5

    /// The stored form of `diagnostics`, as ``ShortcutImporter`` gets them from the checker.
    package init(diagnostics: [Diagnostic]) {
        summary = CheckSummary(diagnostics: diagnostics)
        verdict = summary.verdict
        let shown = diagnostics.filter { $0.severity >= .warning }
        self.diagnostics = Array(shown.prefix(Self.shownLimit))
        moreDiagnostics = max(0, shown.count - Self.shownLimit)
    }

    /// True when the check found no error.
    package var passes: Bool { summary.passes }
}
