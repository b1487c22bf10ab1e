/// The answer to an upload (`POST /api/shortcuts`, `/api/shortcuts/{id}/versions`,
/// `/api/shortcuts/icloud`; `#/components/schemas/Created`): the shortcut, the new version's
/// number and the shortcut page's path.
package struct CreatedVersion: OpenAPISchemaNamed, Equatable {
    package static let openAPISchema = "Created"
    package var shortcutID: Int64
    package var version: Int
    /// `/shortcuts/{id}`, relative to the gallery.
    package var url: String

    package init(shortcutID: Int64, version: Int, url: String) {
        self.shortcutID = shortcutID
        self.version = version
        self.url = url
    }
}
