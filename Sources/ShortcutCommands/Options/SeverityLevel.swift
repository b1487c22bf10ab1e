import ArgumentParser
import Diagnostics

/// `--min-severity note|warning|error`, shared by `audit` and `check`.
enum SeverityLevel: String, ExpressibleByArgument, CaseIterable {
    case note, warning, error

    var severity: Severity {
        switch self {
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}
