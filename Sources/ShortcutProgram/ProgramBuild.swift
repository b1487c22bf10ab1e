import Diagnostics
import ShortcutCheck
import ShortcutModel

/// What ``ProgramBuilder/build(_:)`` returns: the shortcut, the builder's warnings and the
/// `shortcut check` diagnostics of the result.
public struct ProgramBuild: Sendable, Equatable {
    /// The built shortcut (every action with its UUID, every block with its grouping identifier).
    public var shortcut: Shortcut
    /// Warnings about the program (unknown parameter keys, unlisted actions), by step path.
    public var warnings: [ProgramDiagnostic]
    /// Every diagnostic of `ShortcutChecker` on ``shortcut`` (all rule families), in action order.
    public var check: [Diagnostic]

    public init(shortcut: Shortcut, warnings: [ProgramDiagnostic], check: [Diagnostic]) {
        self.shortcut = shortcut
        self.warnings = warnings
        self.check = check
    }

    /// The check's counts and verdict (`CheckSummary.passes` is false when it found an error).
    public var checkSummary: CheckSummary { CheckSummary(diagnostics: check) }
}
