import Foundation
import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// Facts about a shortcut that are not in its plist; every field is optional so that the file,
/// iCloud and signing layers can fill what they know.
public struct RenderMetadata: Sendable, Hashable {
    /// The shortcut's name (the file name, the iCloud record's name, or `WFWorkflowName`).
    public var name: String?
    public var created: Date?
    public var modified: Date?
    /// Who signed the file (an Apple ID name or e-mail, or "iCloud"), when a signing report says so.
    public var signedBy: String?
    /// How the file is signed ("iCloud", "contact"), when it is a signed file.
    public var signing: String?
    /// The iCloud share link (`https://www.icloud.com/shortcuts/<id>`), when known.
    public var iCloudURL: String?
    /// A direct download URL of the file, for a `shortcuts://import-shortcut` link.
    public var downloadURL: String?

    public init(
        name: String? = nil, created: Date? = nil, modified: Date? = nil, signedBy: String? = nil,
        signing: String? = nil, iCloudURL: String? = nil, downloadURL: String? = nil
    ) {
        self.name = name
        self.created = created
        self.modified = modified
        self.signedBy = signedBy
        self.signing = signing
        self.iCloudURL = iCloudURL
        self.downloadURL = downloadURL
    }

    /// Metadata from a file: its name without extension, and the signing kind of a signed file.
    public init(document: ShortcutDocument, fileName: String?) {
        var name = document.shortcut.name
        if name == nil || name?.isEmpty == true, let fileName, fileName != "-" {
            let last = (fileName as NSString).lastPathComponent
            let stem = (last as NSString).deletingPathExtension
            name = stem.isEmpty ? last : stem
        }
        var signing: String?
        if let container = document.signedContainer {
            switch container.kind {
            case .icloud: signing = "iCloud"
            case .contact: signing = "contact"
            case .unsigned, .unknown: signing = nil
            }
        }
        self.init(name: name, signing: signing)
    }
}

/// The catalog data every renderer needs; load once and reuse (loading parses JSON).
public struct RenderingResources: Sendable {
    public var catalog: ActionCatalog
    public var palette: IconPalette
    public var glyphs: GlyphTable
    /// Open-licensed icon artwork; its absence gives neutral placeholders.
    public var artwork: IconArtwork

    public init(catalog: ActionCatalog, palette: IconPalette, glyphs: GlyphTable, artwork: IconArtwork) {
        self.catalog = catalog
        self.palette = palette
        self.glyphs = glyphs
        self.artwork = artwork
    }

    /// The bundled catalog, palette and glyph table, and artwork found on this machine.
    public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RenderingResources {
        RenderingResources(
            catalog: try ActionCatalog.bundled(), palette: try IconPalette.bundled(), glyphs: try GlyphTable.bundled(),
            artwork: try IconArtwork.discover(environment: environment))
    }
}

/// A custom icon image stored in the file.
public struct TileImage: Sendable, Hashable {
    /// `image/jpeg` or `image/png`.
    public var mimeType: String
    public var data: Data

    /// Only JPEG and PNG images up to 256 KiB are kept; anything else gives nil.
    public init?(data: Data) {
        guard data.count >= 8, data.count <= 256 * 1024 else { return nil }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            mimeType = "image/jpeg"
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            mimeType = "image/png"
        } else {
            return nil
        }
        self.data = data
    }
}

/// The shortcut's icon as drawn: palette colour, gradient and glyph symbol.
public struct TileStyle: Sendable, Hashable {
    public var color: PaletteColor
    public var glyph: Glyph
    /// A custom icon image stored in the file (shown instead of the glyph).
    public var image: TileImage?

    public init(color: PaletteColor, glyph: Glyph, image: TileImage? = nil) {
        self.color = color
        self.glyph = glyph
        self.image = image
    }

    /// Resolves the stored colour code and glyph number; unknown ones fall back (grey, default glyph).
    public init(icon: ShortcutIcon?, palette: IconPalette, glyphs: GlyphTable) {
        let stored = icon?.startColor.map { Int(clamping: $0) }
        self.init(
            color: stored.map { palette.color(forStoredValue: $0).color } ?? palette.defaultColor,
            glyph: glyphs.glyph(for: icon?.glyphNumber.map { Int(clamping: $0) } ?? 0),
            image: icon?.imageData.flatMap(TileImage.init(data:)))
    }
}

/// Everything a renderer draws: the shortcut, its analysis, one summary per action, the tile
/// and metadata.
public struct RenderableShortcut: Sendable {
    public var shortcut: Shortcut
    public var analysis: ShortcutAnalysis
    public var summaries: [ActionSummary]
    public var tile: TileStyle
    public var metadata: RenderMetadata
    /// Marks laid over the rendering (an audit's verdict and flagged actions); none by default.
    public var annotations = RenderAnnotations()

    public init(
        shortcut: Shortcut, analysis: ShortcutAnalysis, summaries: [ActionSummary], tile: TileStyle,
        metadata: RenderMetadata
    ) {
        self.shortcut = shortcut
        self.analysis = analysis
        self.summaries = summaries
        self.tile = tile
        self.metadata = metadata
    }

    /// Analyses and summarises `shortcut` with the given resources.
    public init(_ shortcut: Shortcut, metadata: RenderMetadata = RenderMetadata(), resources: RenderingResources) {
        let analysis = ShortcutAnalysis(shortcut)
        let summarizer = ActionSummarizer(catalog: resources.catalog, analysis: analysis, shortcut: shortcut)
        self.init(
            shortcut: shortcut, analysis: analysis, summaries: summarizer.summaries(),
            tile: TileStyle(icon: shortcut.icon, palette: resources.palette, glyphs: resources.glyphs),
            metadata: metadata)
    }

    /// The name to show: metadata, else `WFWorkflowName`, else "Shortcut"; cleaned to one line.
    public var displayName: String {
        let raw = metadata.name ?? shortcut.name ?? ""
        let clean = DisplayText.singleLine(raw, limit: 120)
        return clean.isEmpty ? "Shortcut" : clean
    }

    /// "12 actions · Created 2024-01-02 · Modified … · Signed by …" (the parts that are known).
    public var detailLine: String {
        var parts = [ValueFormatter.count(shortcut.actions.count, "action")]
        if let created = metadata.created { parts.append("Created " + Self.day(created)) }
        if let modified = metadata.modified { parts.append("Modified " + Self.day(modified)) }
        let signing = metadata.signing.map { DisplayText.singleLine($0, limit: 40) }
        if let signer = metadata.signedBy.map({ DisplayText.singleLine($0, limit: 80) }), !signer.isEmpty {
            parts.append("Signed by " + signer + (signing.map { " (\($0))" } ?? ""))
        } else if let signing, !signing.isEmpty {
            parts.append("Signed (\(signing))")
        }
        return parts.joined(separator: " · ")
    }

    /// `yyyy-MM-dd` in UTC, so output does not depend on the machine.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
