import Foundation

/// A shortcut as its owner's account lists it (and `shortcut publish` matches names against).
package struct OwnedShortcut: OpenAPISchemaNamed, Equatable {
    package static let openAPISchema = "OwnedShortcut"
    package var id: Int64
    package var name: String
    package var latestVersion: Int

    package init(id: Int64, name: String, latestVersion: Int) {
        self.id = id
        self.name = name
        self.latestVersion = latestVersion
    }
}
