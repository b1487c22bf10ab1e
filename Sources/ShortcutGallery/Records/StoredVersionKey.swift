/// One stored version: shortcut id and version number.
package struct StoredVersionKey: Sendable, Hashable {
    package var shortcutID: Int64
    package var number: Int
    package init(shortcutID: Int64, number: Int) {
        self.shortcutID = shortcutID
        self.number = number
    }
}
