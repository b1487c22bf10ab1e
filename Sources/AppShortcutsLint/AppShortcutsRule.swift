import Diagnostics

/// The checks `shortcut appshortcuts lint` runs, each with the stable id printed in brackets
/// after a diagnostic (`appshortcuts.<family>.<name>`: `phrase`, `provider`, `strings`, `source`)
/// and the severity it reports at by default.
///
/// Sources and confidence for every rule are in `Docs/AppShortcuts.md`.
public enum AppShortcutsRule: String, DiagnosticRule, Hashable, Codable {
    case missingApplicationName = "appshortcuts.phrase.missing-application-name"
    case stringFileTokenInSwift = "appshortcuts.phrase.string-file-token-in-swift"
    case tooManyShortcuts = "appshortcuts.provider.too-many-shortcuts"
    case tooManyParameters = "appshortcuts.phrase.too-many-parameters"
    case parameterNotEnumOrEntity = "appshortcuts.phrase.parameter-not-enum-or-entity"
    case unknownParameter = "appshortcuts.phrase.unknown-parameter"
    case duplicatePhrase = "appshortcuts.phrase.duplicate"
    case deprecatedInitializer = "appshortcuts.provider.deprecated-initializer"
    case nonLiteralPhrase = "appshortcuts.phrase.non-literal"
    case multipleProviders = "appshortcuts.provider.multiple-providers"
    case emptyPhrases = "appshortcuts.phrase.empty"
    case misspelledMember = "appshortcuts.provider.misspelled-member"
    case invalidSwift = "appshortcuts.source.invalid-swift"
    case stringsMissingAppName = "appshortcuts.strings.missing-app-name"
    case stringsUnusedKey = "appshortcuts.strings.unused-key"
    case stringsMissingKey = "appshortcuts.strings.missing-key"
    case stringsWrongFileName = "appshortcuts.strings.wrong-file-name"
    case invalidStringsFile = "appshortcuts.strings.invalid-file"

    /// The id this rule had before ids took the form `appshortcuts.<family>.<name>` (`Docs/RuleIds.md`).
    public var formerID: String? {
        switch self {
        case .missingApplicationName: "missing-application-name"
        case .stringFileTokenInSwift: "string-file-token-in-swift"
        case .tooManyShortcuts: "too-many-shortcuts"
        case .tooManyParameters: "too-many-parameters"
        case .parameterNotEnumOrEntity: "parameter-not-enum-or-entity"
        case .unknownParameter: "unknown-parameter"
        case .duplicatePhrase: "duplicate-phrase"
        case .deprecatedInitializer: "deprecated-initializer"
        case .nonLiteralPhrase: "non-literal-phrase"
        case .multipleProviders: "multiple-providers"
        case .emptyPhrases: "empty-phrases"
        case .misspelledMember: "misspelled-member"
        case .invalidSwift: "invalid-swift"
        case .stringsMissingAppName: "strings-missing-app-name"
        case .stringsUnusedKey: "strings-unused-key"
        case .stringsMissingKey: "strings-missing-key"
        case .stringsWrongFileName: "strings-wrong-file-name"
        case .invalidStringsFile: "invalid-strings-file"
        }
    }

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
