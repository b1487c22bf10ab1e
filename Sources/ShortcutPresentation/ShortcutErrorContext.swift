/// Where an error happened: the view that was loading, and the URL (or id) it was given.
public struct ShortcutErrorContext: Sendable, Hashable {
    /// The kind of view that reported the error.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case tile = "ShortcutTile"
        case detail = "ShortcutDetailView"
        case actions = "ShortcutActionsView"
        case service = "ShortcutService"
    }

    /// The view that reported the error.
    public var source: Source
    /// The URL or id the view was given; nil when it was given data only.
    public var url: String?

    /// A context for `source` and the URL it was loading.
    public init(source: Source, url: String? = nil) {
        self.source = source
        self.url = url
    }
}
