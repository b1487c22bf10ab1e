import ShortcutRendering

/// The flow's style sheet from the renderers, served inside `/static/gallery.css`.
enum ShortcutRenderingCSS {
    static let text = HTMLFragments.styleSheet
}
