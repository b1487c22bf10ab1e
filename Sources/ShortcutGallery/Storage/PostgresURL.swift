import Foundation

/// A `postgres://user:password@host:port/database` URL taken apart for `PostgresClient`.
/// `?sslmode=require` asks for TLS; anything else connects in plain text (loopback and private
/// networks). Percent-escapes in user and password are decoded.
package struct PostgresURL: Sendable, Equatable {
    package var host: String
    package var port: Int
    package var username: String
    package var password: String?
    package var database: String
    package var requireTLS: Bool

    /// Nil when `text` is not a `postgres://` or `postgresql://` URL with a host and user.
    package init?(_ text: String) {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql",
            let host = components.host, !host.isEmpty
        else { return nil }
        self.host = host
        port = components.port ?? 5432
        guard (1...65535).contains(port) else { return nil }
        username = components.percentEncodedUser.flatMap { $0.removingPercentEncoding } ?? "postgres"
        password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? username : path
        requireTLS = components.queryItems?.contains { $0.name == "sslmode" && $0.value == "require" } ?? false
    }

    /// The URL without the password, for logs and the start-up line.
    package var redacted: String { "postgres://\(username)@\(host):\(port)/\(database)" }
}
