/// A way to draw a shortcut as text. Conform to plug in your own style; the built-ins are
/// ``TextRenderer``, ``MarkdownRenderer``, ``HTMLRenderer`` and ``SVGTileRenderer``.
public protocol ShortcutRenderer: Sendable {
    /// The usual file extension of the output, without the dot ("html").
    var fileExtension: String { get }
    /// The whole document.
    func render(_ shortcut: RenderableShortcut) -> String
}

/// The built-in output formats.
public enum RenderFormat: String, Sendable, CaseIterable, Codable {
    case text, markdown, html, svg

    /// The built-in renderer for this format.
    public func renderer(resources: RenderingResources, colors: Bool = false) -> any ShortcutRenderer {
        switch self {
        case .text: TextRenderer(colors: colors)
        case .markdown: MarkdownRenderer()
        case .html: HTMLRenderer(artwork: resources.artwork)
        case .svg: SVGTileRenderer(artwork: resources.artwork)
        }
    }
}
