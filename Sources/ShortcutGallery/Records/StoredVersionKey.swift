/// One stored version: shortcut id and version number.
public struct StoredVersionKey: Sendable, Hashable {
    public var shortcutID: Int64
    public var number: Int
    public init(shortcutID: Int64, number: Int) {
        self.shortcutID = shortcutID
        self.number = number
    }
}
