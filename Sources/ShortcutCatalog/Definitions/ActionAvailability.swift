/// Where an action identifier stands against the Shortcuts app's own ToolKit databases.
///
/// ToolKit v63 is the iOS 18 / macOS 15 era, ToolKit v78 the version 26/27 era (macOS 27 and the
/// iOS 27 Simulator). The lists cannot tell when an action first appeared before v63.
public enum ActionAvailability: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// In ToolKit v63 and v78: available since the iOS 18 era or earlier, and still offered.
    case established
    /// Only in ToolKit v78: new in version 26/27.
    case new
    /// In ToolKit v63 but not in v78: no longer offered by today's app (files may still hold it).
    case removed
    /// In neither ToolKit list, only in the older sources (ScPL, Cherri, Open-Jellycore, the corpus,
    /// ShortcutsBench): an identifier of earlier versions or of an app not installed where the
    /// lists were taken.
    case legacy
}
