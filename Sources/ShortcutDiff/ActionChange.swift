/// One action that was added, removed, moved or changed between two versions of a shortcut.
public struct ActionChange: Sendable, Equatable, Hashable, Codable {
    /// What happened to the action.
    public enum Kind: String, Codable, Sendable {
        /// Only in the new version.
        case added
        /// Only in the old version.
        case removed
        /// In both, but its order relative to the other actions changed: the same `UUID` (it may
        /// have changed parameters too), or a UUID-less action with identical content.
        case moved
        /// In both, in the same relative order, with different parameters.
        case changed
    }

    public var kind: Kind
    /// 0-based index of the action in the old version (nil for ``Kind/added``).
    public var oldIndex: Int?
    /// 0-based index of the action in the new version (nil for ``Kind/removed``).
    public var newIndex: Int?
    /// `WFWorkflowActionIdentifier` (of the new version when both exist).
    public var identifier: String
    /// The catalog's display name of the action; the identifier when there is no catalog.
    public var title: String
    /// For ``Kind/changed`` and ``Kind/moved``: the parameters that differ. For
    /// ``Kind/added`` (``Kind/removed``): every parameter of the action with only its new (old)
    /// value, so a reader sees what the action does. `UUID` and `GroupingIdentifier` are never
    /// listed (see ``ShortcutDiff``).
    public var parameterChanges: [FieldChange]

    public init(
        kind: Kind, oldIndex: Int?, newIndex: Int?, identifier: String, title: String,
        parameterChanges: [FieldChange] = []
    ) {
        self.kind = kind
        self.oldIndex = oldIndex
        self.newIndex = newIndex
        self.identifier = identifier
        self.title = title
        self.parameterChanges = parameterChanges
    }
}
