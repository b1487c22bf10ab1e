import AppShortcutsLint
import Foundation
import FuzzTargets

/// The fuzzed readers of module `AppShortcutsLint`, kept apart from ``FuzzTarget`` so that only
/// these executables compile swift-syntax. Same contract: ``run(_:)`` is the whole target.
public enum AppShortcutsFuzzTarget: String, Sendable, CaseIterable {
    /// The App Shortcuts linter on one Swift file (`AppShortcutsProvider` source read with swift-syntax).
    case swiftSource
    /// `StringsFile` (`AppShortcuts.strings`) and `StringCatalog` (`.xcstrings`) on the same bytes.
    case strings

    /// Runs the target on one input; the linter reports bad source as diagnostics, never throws.
    ///
    /// - Returns: ``FuzzOutcome/accepted`` when the input read without a reading diagnostic
    ///   (`appshortcuts.source.invalid-swift`) or a parse error; ``FuzzOutcome/rejected(_:)`` otherwise.
    public func run(_ data: Data) -> FuzzOutcome {
        switch self {
        case .swiftSource:
            let diagnostics = AppShortcutsLinter().lint([SourceFile(path: "Fuzz.swift", bytes: [UInt8](data))])
            if let invalid = diagnostics.first(where: { $0.rule == "appshortcuts.source.invalid-swift" }) {
                return .rejected(invalid.description)
            }
            return .accepted
        case .strings:
            let bytes = [UInt8](data)
            var problems: [String] = []
            do {
                _ = try StringsFile(bytes: bytes, path: "Fuzz.strings")
            } catch {
                problems.append(error.description)
            }
            do {
                _ = try StringCatalog(bytes: bytes, path: "Fuzz.xcstrings")
            } catch {
                problems.append(error.description)
            }
            return problems.count == 2 ? .rejected(problems.joined(separator: "; ")) : .accepted
        }
    }

    /// The libFuzzer executable's name: `Fuzz` and the capitalised raw value (`FuzzSwiftSource`).
    public var executableName: String { "Fuzz" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
