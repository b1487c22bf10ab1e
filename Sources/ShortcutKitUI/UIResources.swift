#if canImport(SwiftUI)
    import ShortcutPresentation

    /// The bundled catalog, palette and glyph tables, loaded once per process.
    ///
    /// An immutable constant (nil only if the package's own resources are missing), not shared
    /// mutable state.
    enum UIResources {
        static let shared: PresentationResources? = try? PresentationResources.bundled()
    }
#endif
