import Foundation
import TextEscaping

/// Inline SVG icons for SF Symbol names, drawn from the open-licensed **Bootstrap Icons** set.
///
/// Apple's SF Symbols artwork may not be used outside Apple platforms, so web output maps each
/// symbol name to a Bootstrap icon through our own table (`Resources/symbol-icons.tsv`) and
/// reads the SVG at run time from the installed icon set — the Debian package
/// `bootstrap-icons` installs it in `/usr/share/bootstrap-icons/svg`. No third-party artwork
/// is part of this package. When the set or an icon is missing, ``svg(forSymbol:)`` returns a
/// neutral placeholder we draw ourselves.
///
/// Bootstrap Icons are MIT-licensed; pages that embed them should carry ``attribution``.
public struct IconArtwork: Sendable, Equatable {
    /// Environment variable naming the folder of `<icon>.svg` files. Set to an empty string to
    /// disable artwork (placeholders only).
    public static let environmentVariable = "SHORTCUTKIT_ICONS"
    /// Where the icon set is looked for when the environment variable is unset.
    public static let standardDirectories = [
        "/usr/share/bootstrap-icons/svg", "/usr/local/share/bootstrap-icons/svg",
        "/opt/homebrew/share/bootstrap-icons/svg",
    ]
    /// Credit line for pages embedding the icons (the MIT licence asks for the notice).
    public static let attribution = "Icons: Bootstrap Icons, Copyright (c) 2019-2021 The Bootstrap Authors, MIT License"
    /// Largest icon file read; bigger files are treated as missing.
    public static let maximumFileSize = 64 * 1024

    /// SF Symbol name → Bootstrap icon name (our table).
    public let mapping: [String: String]
    /// The icon folder in use, or `nil` when no icon set is available.
    public let directory: String?

    public init(mapping: [String: String], directory: String?) {
        self.mapping = mapping
        self.directory = directory
    }

    /// The bundled mapping with the icon folder found from `environment`: the value of
    /// ``environmentVariable`` if set (empty disables artwork), else the first of
    /// ``standardDirectories`` that exists.
    public static func discover(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> IconArtwork {
        let mapping = try bundledMapping()
        let directory: String?
        if let configured = environment[environmentVariable] {
            directory = configured.isEmpty ? nil : configured
        } else {
            directory = standardDirectories.first { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
        }
        return IconArtwork(mapping: mapping, directory: directory)
    }

    /// Parses `Resources/symbol-icons.tsv` (`symbol<TAB>icon` lines, `#` comments).
    public static func bundledMapping() throws -> [String: String] {
        let name = "symbol-icons.tsv"
        let text = String(decoding: try CatalogResource.data(named: name), as: UTF8.self)
        var mapping: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: "\t")
            guard fields.count == 2, isIconName(fields[1]) else {
                throw CatalogError.malformed(
                    name: name, path: "line \(index + 1)", reason: "expected symbol<TAB>icon-name")
            }
            mapping[String(fields[0])] = String(fields[1])
        }
        return mapping
    }

    /// Icon names to try for a symbol, best first: our table, then the symbol with dots as
    /// dashes (`arrow.down.circle` → `arrow-down-circle`), then without a `.fill` suffix.
    public func candidateIconNames(forSymbol symbol: String) -> [String] {
        var names: [String] = []
        if let mapped = mapping[symbol] { names.append(mapped) }
        let dashed = symbol.replacingOccurrences(of: ".", with: "-")
        names.append(dashed)
        if dashed.hasSuffix("-fill") { names.append(String(dashed.dropLast(5))) }
        return names.filter { IconArtwork.isIconName(Substring($0)) }
    }

    /// The Bootstrap icon used for a symbol, or `nil` if no candidate is installed.
    public func iconName(forSymbol symbol: String) -> String? {
        guard directory != nil else { return nil }
        return candidateIconNames(forSymbol: symbol).first { loadIcon($0) != nil }
    }

    /// An inline-ready `<svg>` element for an SF Symbol name: the mapped Bootstrap icon, or our
    /// placeholder (a rounded square) when the icon set or the icon is unavailable. The element
    /// is 16×16, uses `currentColor`, is `aria-hidden`, and has class `sk-icon`.
    public func svg(forSymbol symbol: String) -> String {
        let symbolAttribute = MarkupEscaping.escape(String(symbol.prefix(200)))
        if directory != nil {
            for name in candidateIconNames(forSymbol: symbol) {
                if let icon = loadIcon(name) {
                    return
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(icon.viewBox)\" width=\"16\" height=\"16\""
                        + " fill=\"currentColor\" aria-hidden=\"true\" focusable=\"false\" class=\"sk-icon\""
                        + " data-symbol=\"\(symbolAttribute)\" data-icon=\"bi-\(name)\">\(icon.body)</svg>"
                }
            }
        }
        return IconArtwork.placeholderSVG(symbolAttribute: symbolAttribute)
    }

    /// Our own neutral icon: a rounded square with a centre dot.
    static func placeholderSVG(symbolAttribute: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" fill=\"none\""
            + " stroke=\"currentColor\" stroke-width=\"1.5\" aria-hidden=\"true\" focusable=\"false\""
            + " class=\"sk-icon sk-icon-placeholder\" data-symbol=\"\(symbolAttribute)\">"
            + "<rect x=\"2\" y=\"2\" width=\"12\" height=\"12\" rx=\"3\"/>"
            + "<circle cx=\"8\" cy=\"8\" r=\"1.5\" fill=\"currentColor\" stroke=\"none\"/></svg>"
    }

    /// Reads and vets one icon file; `nil` if absent, too big or not a plain SVG.
    private func loadIcon(_ name: String) -> SVGIcon? {
        guard let directory, IconArtwork.isIconName(Substring(name)) else { return nil }
        let path = (directory as NSString).appendingPathComponent(name + ".svg")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue <= IconArtwork.maximumFileSize,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return SVGIcon(text: String(decoding: data.prefix(IconArtwork.maximumFileSize), as: UTF8.self))
    }

    /// Icon file names: lower-case letters, digits and dashes only (no paths).
    static func isIconName(_ name: Substring) -> Bool {
        !name.isEmpty && name.count <= 100
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
