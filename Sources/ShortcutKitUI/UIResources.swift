#if canImport(SwiftUI)
    import ShortcutPresentation
    import ShortcutRendering

    /// The bundled catalog, palette and glyph tables, loaded once per process.
    ///
    /// An immutable constant (nil only if the package's own resources are missing), not shared
    /// mutable state.
    enum UIResources {
        static let shared: RenderingResources? = try? RenderingResources.bundledTables()
    }
#endif
