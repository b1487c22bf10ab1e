// ShortcutKitUI: SwiftUI views for shared and local shortcuts, with the API of Aeastr/SwiftShortcuts.
// Every decision the views show lives in ShortcutPresentation (tested on Linux); this module
// only draws. Without SwiftUI (Linux, Windows) it is empty.
#if canImport(SwiftUI)
    @_exported import ShortcutPresentation
#endif
#if canImport(SwiftUI)
    @_exported import ShortcutModel
    // Types in the presentation API: SummarySegment, ActionSummary.Role, ActionCategory, PaletteColor.
    @_exported import ShortcutRendering
    @_exported import ShortcutCatalog
#endif
