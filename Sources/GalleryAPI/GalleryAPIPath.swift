/// The gallery JSON API's paths, one list for both sides: the server registers each case's
/// ``route`` (Hummingbird's `:name` parameters), a client builds a concrete path with the static
/// functions (`versions(of: 7)` → `/api/shortcuts/7/versions`), and a test holds the list equal to
/// the `/api/` paths of the OpenAPI document (``openAPIPath`` writes `{name}`).
///
/// Identifiers are numbers (`Int64` shortcut ids, `Int` version numbers), so a concrete path needs
/// no percent-encoding.
package enum GalleryAPIPath: String, CaseIterable, Sendable {
    /// `GET`: the OpenAPI document itself.
    case openAPIDocument = "/api/openapi.json"
    /// `GET` searches the shortcuts, `POST` uploads a new one.
    case shortcuts = "/api/shortcuts"
    /// `POST`: a new shortcut from an iCloud link.
    case iCloudShortcuts = "/api/shortcuts/icloud"
    /// `GET`: the token's account and the shortcuts it owns.
    case account = "/api/account"
    /// `GET` one shortcut and its versions, `DELETE` it.
    case shortcut = "/api/shortcuts/:id"
    /// `POST`: a new version of an owned shortcut.
    case versions = "/api/shortcuts/:id/versions"
    /// `GET`: one version's details.
    case version = "/api/shortcuts/:id/versions/:number"
    /// `GET`: the version's file as uploaded.
    case original = "/api/shortcuts/:id/versions/:number/original"
    /// `GET`: the difference between two versions (`?from=&to=`).
    case diff = "/api/shortcuts/:id/diff"

    /// Every API path begins with it; the server answers errors under it in JSON.
    package static let prefix = "/api/"

    /// The pattern the server's router registers: `/api/shortcuts/:id/versions`.
    package var route: String { rawValue }

    /// The path as the OpenAPI document's `paths` write it: `/api/shortcuts/{id}/versions`.
    package var openAPIPath: String {
        rawValue.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.first == ":" ? "{" + segment.dropFirst() + "}" : String(segment)
        }.joined(separator: "/")
    }

    /// `/api/shortcuts/{id}`.
    package static func shortcut(_ id: Int64) -> String { shortcut.filled(id: id) }

    /// `/api/shortcuts/{id}/versions`.
    package static func versions(of id: Int64) -> String { versions.filled(id: id) }

    /// `/api/shortcuts/{id}/versions/{number}`.
    package static func version(_ number: Int, of id: Int64) -> String { version.filled(id: id, number: number) }

    /// `/api/shortcuts/{id}/versions/{number}/original`.
    package static func original(version number: Int, of id: Int64) -> String {
        original.filled(id: id, number: number)
    }

    /// `/api/shortcuts/{id}/diff` (the query is the caller's).
    package static func diff(of id: Int64) -> String { diff.filled(id: id) }

    /// The route with its `:id` and `:number` segments replaced by the values.
    private func filled(id: Int64, number: Int? = nil) -> String {
        rawValue.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            switch segment {
            case ":id": "\(id)"
            case ":number": number.map { "\($0)" } ?? String(segment)
            default: String(segment)
            }
        }.joined(separator: "/")
    }
}
