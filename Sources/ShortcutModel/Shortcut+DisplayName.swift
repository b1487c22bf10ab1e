extension Shortcut {
    /// The longest name shown, in characters; longer names are cut with "…".
    public static let displayNameLimit = 120

    /// The name to show for this shortcut: the one rule of the toolkit (CLI reports, renderings,
    /// the gallery, the SwiftUI views).
    ///
    /// The first of these that is not blank: the iCloud record's name; `WFWorkflowName` (rarely
    /// stored, but when a tool stored it, it is what its author called the shortcut); the file's
    /// name — its last path component, either separator, without a `.shortcut`, `.wflow`,
    /// `.plist` or `.json` extension; else "Shortcut". The name is one line (runs of white space,
    /// line breaks included, become one space) of at most ``displayNameLimit`` characters.
    public func displayName(iCloudName: String? = nil, fileName: String? = nil) -> String {
        Self.cleanName(iCloudName) ?? Self.cleanName(name) ?? Self.cleanName(fileName.flatMap(Self.name(ofFile:)))
            ?? "Shortcut"
    }

    /// A file's name without its folders and its shortcut extension, or nil for standard input
    /// (`-`), `.` and `..`: the file-name candidate of ``displayName(iCloudName:fileName:)``.
    public static func name(ofFile path: String) -> String? {
        guard path != "-" else { return nil }
        let last = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var stem = Substring(last)
        for suffix in [".shortcut", ".wflow", ".plist", ".json"] where stem.lowercased().hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        return stem == "." || stem == ".." ? nil : String(stem)
    }

    private static func cleanName(_ text: String?) -> String? {
        guard let text else { return nil }
        let line = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        guard !line.isEmpty else { return nil }
        return line.count > displayNameLimit ? String(line.prefix(displayNameLimit - 1)) + "…" : line
    }
}
