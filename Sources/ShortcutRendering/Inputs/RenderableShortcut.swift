import Foundation
import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

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

    /// The name to show: the metadata's, else the shortcut's by the toolkit's one rule
    /// (`Shortcut.displayName(iCloudName:fileName:)`); control and bidirectional
    /// characters dropped for display.
    public var displayName: String {
        let clean = DisplayText.singleLine(metadata.name ?? shortcut.displayName(), limit: Shortcut.displayNameLimit)
        return clean.isEmpty ? "Shortcut" : clean
    }

    /// "12 actions · Created 2024-01-02 · Modified … · Signed by …" (the parts that are known).
    public var detailLine: String {
        var parts = [ValueFormatter.count(shortcut.actions.count, "action")]
        if let created = metadata.created { parts.append("Created " + Self.day(created)) }
        if let modified = metadata.modified { parts.append("Modified " + Self.day(modified)) }
        let signing = metadata.signing?.displayName
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
