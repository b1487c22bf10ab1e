import Diagnostics

/// The checks `shortcut appshortcuts lint` runs, each with the stable id printed in brackets
/// after a diagnostic and the severity it reports at by default.
///
/// Sources and confidence for every rule are in `Docs/AppShortcuts.md`.
public enum AppShortcutsRule: String, Sendable, Hashable, CaseIterable, Codable {
    case missingApplicationName = "missing-application-name"
    case stringFileTokenInSwift = "string-file-token-in-swift"
    case tooManyShortcuts = "too-many-shortcuts"
    case tooManyParameters = "too-many-parameters"
    case parameterNotEnumOrEntity = "parameter-not-enum-or-entity"
    case unknownParameter = "unknown-parameter"
    case duplicatePhrase = "duplicate-phrase"
    case deprecatedInitializer = "deprecated-initializer"
    case nonLiteralPhrase = "non-literal-phrase"
    case multipleProviders = "multiple-providers"
    case emptyPhrases = "empty-phrases"
    case misspelledMember = "misspelled-member"
    case invalidSwift = "invalid-swift"
    case stringsMissingAppName = "strings-missing-app-name"
    case stringsUnusedKey = "strings-unused-key"
    case stringsMissingKey = "strings-missing-key"
    case stringsWrongFileName = "strings-wrong-file-name"
    case invalidStringsFile = "invalid-strings-file"

    /// The stable id (`missing-application-name`).
    public var id: String { rawValue }

    /// The severity a finding of this rule has unless the message says otherwise (a parameter
    /// type the linter cannot see is a warning, a known non-entity type an error).
    public var defaultSeverity: Severity {
        switch self {
        case .missingApplicationName, .stringFileTokenInSwift, .tooManyShortcuts, .tooManyParameters,
            .parameterNotEnumOrEntity, .unknownParameter, .duplicatePhrase, .multipleProviders, .emptyPhrases,
            .invalidSwift, .stringsMissingAppName, .stringsWrongFileName, .invalidStringsFile:
            .error
        case .deprecatedInitializer, .nonLiteralPhrase, .misspelledMember, .stringsUnusedKey, .stringsMissingKey:
            .warning
        }
    }

    /// A finding of this rule at `source`.
    func diagnostic(_ message: String, at source: SourceLocation, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(severity ?? defaultSeverity, rule: id, source: source, message: message)
    }
}
