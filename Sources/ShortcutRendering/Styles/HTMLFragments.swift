import ShortcutCatalog

/// The parts of ``HTMLRenderer``'s page for hosts that lay out a page of their own (the gallery
/// server): the style sheet as a separate file, so a strict `style-src 'self'` policy can serve
/// it, the icon sprite and the flow. The same code writes them as the single-file page, so both
/// look alike and every string goes through the one escaper (`TextEscaping`'s `MarkupEscaping`).
public struct HTMLFragments: Sendable, Equatable {
    /// The hidden `<svg>` with one `<symbol>` per icon the flow uses; put it once in `<body>`.
    public var spriteDefinitions: String
    /// `<ol class="sk-flow">…</ol>`, the nested actions (see ``HTMLRenderer`` for the structure).
    public var flow: String

    /// The renderer's CSS (cards, light and dark, phone width) plus the audit marks' rules.
    public static var styleSheet: String { HTMLStyleSheet.css + RenderAnnotations.css }
}

extension HTMLRenderer {
    /// The sprite and the flow of `shortcut`, as ``render(_:)`` writes them into its page.
    public func fragments(_ shortcut: RenderableShortcut) -> HTMLFragments {
        var sprite = IconSprite(artwork: artwork)
        let flow = renderFlow(shortcut, sprite: &sprite)
        return HTMLFragments(spriteDefinitions: sprite.definitions, flow: flow)
    }
}
