import Diagnostics
import Foundation

/// Everything the linter reads from one app target's files: the providers with their App
/// Shortcuts, the types the phrases refer to, and the phrase translations.
///
/// Reading never fails as a whole: a file that is not valid Swift, or a strings file that does
/// not parse, becomes a diagnostic in ``readDiagnostics`` and the other files are still read.
public struct AppShortcutsTarget: Sendable {
    /// Every type conforming to `AppShortcutsProvider`, in the order first declared.
    public private(set) var providers: [AppShortcutsProviderDeclaration] = []
    /// Conformances, typealiases and `@Parameter` properties of all the Swift files.
    public private(set) var index = TypeIndex()
    /// The `.strings` and `.xcstrings` files that parsed.
    public private(set) var localizations: [LocalizationTable] = []
    /// Problems found while reading: `appshortcuts.source.invalid-swift`, `appshortcuts.strings.invalid-file`, `appshortcuts.phrase.non-literal`,
    /// `appshortcuts.provider.misspelled-member`.
    public private(set) var readDiagnostics: [Diagnostic] = []

    public init(files: [SourceFile]) {
        self = LargeStack.run { AppShortcutsTarget(reading: files) }
    }

    private init(reading files: [SourceFile]) {
        var parsed: [ParsedSwiftFile] = []
        var sites: [TypeSite] = []
        for file in files {
            switch file.kind {
            case .swift:
                guard let text = String(bytes: file.bytes, encoding: .utf8) else {
                    readDiagnostics.append(
                        AppShortcutsRule.invalidSwift.diagnostic(
                            "not UTF-8 text; App Shortcuts in this file were not checked",
                            at: SourceLocation(file: file.path, line: 1, column: 1)))
                    continue
                }
                if let offset = BracketDepth.firstExcess(in: file.bytes) {
                    let prefix = file.bytes.prefix(offset)
                    let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
                    let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                    readDiagnostics.append(
                        AppShortcutsRule.invalidSwift.diagnostic(
                            "square brackets nested deeper than \(BracketDepth.maximum) levels; this file was not "
                                + "parsed (swift-syntax's parser is exponential on such input)",
                            at: SourceLocation(file: file.path, line: line, column: column)))
                    continue
                }
                let swiftFile = ParsedSwiftFile(path: file.path, text: text)
                if let error = swiftFile.syntaxError() {
                    readDiagnostics.append(error)
                    continue
                }
                let collector = DeclarationCollector(fileIndex: parsed.count)
                collector.walk(swiftFile.tree)
                parsed.append(swiftFile)
                index.merge(collector.index)
                sites += collector.sites
            case .strings, .catalog:
                do {
                    localizations.append(
                        file.kind == .strings
                            ? try LocalizationTable(stringsBytes: file.bytes, path: file.path)
                            : try LocalizationTable(catalogBytes: file.bytes, path: file.path))
                } catch {
                    readDiagnostics.append(
                        AppShortcutsRule.invalidStringsFile.diagnostic(
                            "cannot read: \(error.description)",
                            at: SourceLocation(file: file.path, line: error.line, column: error.column)))
                }
            case nil:
                continue
            }
        }
        var providerNames: [String] = []
        var declarationSites: [String: TypeSite] = [:]
        for site in sites where site.inherited.contains("AppShortcutsProvider") && declarationSites[site.name] == nil {
            providerNames.append(site.name)
            declarationSites[site.name] = site
        }
        for name in providerNames {
            let site = declarationSites[name]!
            var extractor = ProviderExtractor(
                providerName: name, sites: sites.filter { $0.name == name }, files: parsed)
            providers.append(extractor.extract(source: parsed[site.fileIndex].location(of: site.keyword)))
            readDiagnostics += extractor.diagnostics
        }
    }
}
