import ShortcutAuthoring

/// The corpus's modern files: saved by iOS 18 or later (`WFWorkflowClientVersion` 3000 and
/// above — 3218 is iOS 18.4, 3612 the iOS 18/26 era, 4033 iOS 26, 4407 and 4527 its 2026
/// releases), the era whose actions are mostly ToolKit's App Intents. The sealed evaluation
/// files are of this kind, so the round-trip tests assert their typed share on its own.
enum ModernFiles {
    /// The first component of the oldest client version that counts as modern.
    static let minimumClientVersion = 3000

    static func contains(_ shortcut: Shortcut) -> Bool {
        (shortcut.clientVersion?.components.first ?? 0) >= minimumClientVersion
    }
}
