import Diagnostics

/// The phrase translations of one `.strings` or `.xcstrings` file, in one shape for the checks.
public struct LocalizationTable: Sendable, Equatable {
    /// Which kind of file it came from.
    public enum Format: String, Sendable, Equatable, Codable {
        case strings, catalog
    }

    /// The file as the user named it.
    public var path: String
    public var format: Format
    /// The keys with their translations (one translation per entry for `.strings`).
    public var entries: [StringCatalog.Entry]
    /// The languages the file translates into (`de` for `de.lproj/AppShortcuts.strings`).
    public var languages: Set<String>

    /// The file name without its extension (`AppShortcuts`).
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    public init(path: String, format: Format, entries: [StringCatalog.Entry], languages: Set<String>) {
        self.path = path
        self.format = format
        self.entries = entries
        self.languages = languages
    }

    /// Reads a `.strings` file; its language is the enclosing `xx.lproj` folder's name.
    public init(stringsBytes bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let file = try StringsFile(bytes: bytes, path: path)
        let components = path.split(separator: "/")
        let folder = components.dropLast().last.map(String.init) ?? ""
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "default"
        let entries = file.entries.map { entry in
            StringCatalog.Entry(
                key: entry.key, keySource: entry.keySource,
                translations: [
                    StringCatalog.Translation(language: language, value: entry.value, source: entry.valueSource)
                ])
        }
        self.init(path: path, format: .strings, entries: entries, languages: [language])
    }

    /// Reads a `.xcstrings` catalog.
    public init(catalogBytes bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let catalog = try StringCatalog(bytes: bytes, path: path)
        self.init(path: path, format: .catalog, entries: catalog.entries, languages: catalog.languages)
    }
}
