import Foundation
import ShortcutModel
import ShortcutRendering

/// A decoded shortcut ready for the detail and actions views: its data, tile, rows and summary.
public struct PresentedShortcut: Sendable, Hashable {
    /// Metadata, with the app's action count.
    public var data: ShortcutData
    /// The tile, with the file's own icon image when it has one.
    public var tile: ShortcutTileModel
    /// One row per action, nested.
    public var flow: ShortcutFlow
    /// The detail line and seal.
    public var summary: ShortcutDetailSummary

    /// Parts you assembled yourself.
    public init(data: ShortcutData, tile: ShortcutTileModel, flow: ShortcutFlow, summary: ShortcutDetailSummary) {
        self.data = data
        self.tile = tile
        self.flow = flow
        self.summary = summary
    }

    /// A decoded file — local (`.shortcut` in the app bundle, picked by the user, signed or not)
    /// or downloaded, in which case `data` carries its iCloud metadata.
    ///
    /// The action count is the app's (markers excluded) and replaces the count in `data`.
    public init(
        document: ShortcutDocument, fileName: String? = nil, data: ShortcutData? = nil, resources: RenderingResources
    ) {
        var metadata = RenderMetadata(document: document, fileName: fileName)
        if let name = data?.name, !name.isEmpty { metadata.name = name }
        let renderable = RenderableShortcut(document.shortcut, metadata: metadata, resources: resources)
        let flow = ShortcutFlow(renderable: renderable)
        var shown =
            data
            ?? ShortcutData(
                id: fileName ?? renderable.displayName, name: renderable.displayName,
                iconColor: document.shortcut.icon?.startColor.map { UInt32(truncatingIfNeeded: $0) },
                iconGlyph: document.shortcut.icon?.glyphNumber)
        shown.actionCount = flow.actionCount
        var summary = ShortcutDetailSummary(data: shown)
        if summary.signing == nil, let signing = metadata.signing { summary.signing = .signedFile(signing.displayName) }
        self.init(data: shown, tile: ShortcutTileModel(renderable: renderable), flow: flow, summary: summary)
    }

    /// Reads and presents a file; errors say what is wrong with it.
    public init(contentsOf url: URL, resources: RenderingResources) throws(ShortcutError) {
        let document: ShortcutDocument
        do {
            document = try ShortcutDocument(contentsOf: url)
        } catch {
            throw ShortcutError.parsingFailed(reason: "\(url.lastPathComponent): \(error)")
        }
        self.init(document: document, fileName: url.lastPathComponent, resources: resources)
    }
}
