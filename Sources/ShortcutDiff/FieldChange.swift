/// One value that differs between two versions: a parameter of an action (or a nested part of
/// one), or a top-level field of the shortcut.
///
/// Values are rendered for reading, not for parsing back: strings are quoted with escapes,
/// variables are written `⟨Name⟩` (see ``DiffValueFormatter``).
public struct FieldChange: Sendable, Equatable, Hashable, Codable {
    /// Where the value sits, in property-list keys with `[index]` for array elements, relative to
    /// the action's parameters (`WFURL`,
    /// `WFItems.Value.WFDictionaryFieldValueItems[2].WFValue`) or to the shortcut's root
    /// (`WFWorkflowIcon.WFWorkflowIconStartColor`).
    public var keyPath: String
    /// The old value, readable; nil when the value is absent in the old version.
    public var old: String?
    /// The new value, readable; nil when the value is absent in the new version.
    public var new: String?

    public init(keyPath: String, old: String?, new: String?) {
        self.keyPath = keyPath
        self.old = old
        self.new = new
    }
}
