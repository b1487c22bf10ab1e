import Logging
import PostgresNIO
import ShortcutGallery

/// A new, empty database on a PostgreSQL server for the length of a closure, dropped afterwards
/// (also when the closure throws): the gallery's tests and benchmark each get one. It runs
/// `CREATE DATABASE`, so it lives here, in a target no product ships, not in the server module.
package enum PostgresScratchDatabase {
    /// Creates `<prefix>_<random hex>` on the server `base` points at, runs `body` with a URL to
    /// it, and drops it (`WITH (FORCE)`, so the body's leftover connections do not keep it).
    package static func with<T>(
        server base: PostgresURL, prefix: String, _ body: (PostgresURL) async throws -> T
    ) async throws -> T {
        let name = prefix + "_" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
        var configuration = PostgresClient.Configuration(
            host: base.host, port: base.port, username: base.username, password: base.password, database: base.database,
            tls: .disable)
        configuration.options.maximumConnections = 1
        let logger = Logger(label: "postgres-scratch")
        let admin = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let task = Task { await admin.run() }
        defer { task.cancel() }
        // Identifiers cannot be bound; the name is made here (prefix and hex), never input.
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        var url = base
        url.database = name
        let drop = PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        do {
            let value = try await body(url)
            try await admin.query(drop, logger: logger)
            return value
        } catch {
            _ = try? await admin.query(drop, logger: logger)
            throw error
        }
    }
}
