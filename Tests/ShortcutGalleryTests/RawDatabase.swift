import Foundation
import GRDB
import Logging
import PostgresNIO
import ShortcutGallery
import Testing

/// The gallery's database read and written below the storage API, as someone holding the
/// database would: every text cell of every table (to prove secrets are not there in clear),
/// and statements that set up what the API cannot (an older schema's rows, an older rendering).
enum RawDatabase {
    /// Every text and blob cell of every table, as text, with its table and column.
    static func allCells(_ g: GalleryHarness) async throws -> [(table: String, column: String, value: String)] {
        if let folder = g.dataFolder {
            let queue = try DatabaseQueue(path: folder.appendingPathComponent("gallery.sqlite").path)
            defer { try? queue.close() }
            return try await queue.read { db in
                var cells: [(String, String, String)] = []
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                for table in tables {
                    for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
                        for (column, value) in row {
                            switch value.storage {
                            case .string(let text): cells.append((table, column, text))
                            case .blob(let data): cells.append((table, column, String(decoding: data, as: UTF8.self)))
                            default: break
                            }
                        }
                    }
                }
                return cells
            }
        }
        return try await withPostgres(g) { client, logger in
            var tables: [String] = []
            for try await name in try await client.query(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'", logger: logger
            ).decode(String.self) {
                tables.append(name)
            }
            var cells: [(String, String, String)] = []
            for table in tables {
                // Every column as text (bytea as its escaped text, which still contains ASCII as is).
                var columns: [String] = []
                for try await column in try await client.query(
                    "SELECT column_name FROM information_schema.columns WHERE table_name = \(table)", logger: logger
                ).decode(String.self) {
                    columns.append(column)
                }
                for column in columns {
                    let query = PostgresQuery(
                        unsafeSQL:
                            "SELECT convert_from(convert_to(\"\(column)\"::text, 'UTF8'), 'UTF8') FROM \"\(table)\"")
                    for try await value in try await client.query(query, logger: logger).decode(String?.self) {
                        if let value { cells.append((table, column, value)) }
                    }
                }
            }
            return cells
        }
    }

    /// Runs `sql` on the gallery's database (trusted test text, not input).
    static func execute(_ g: GalleryHarness, _ sql: String) async throws {
        if let folder = g.dataFolder {
            let queue = try DatabaseQueue(path: folder.appendingPathComponent("gallery.sqlite").path)
            defer { try? queue.close() }
            try await queue.write { db in try db.execute(sql: sql) }
            return
        }
        try await withPostgres(g) { client, logger in
            try await client.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }

    static func withPostgres<T: Sendable>(
        _ g: GalleryHarness, _ body: (PostgresClient, Logger) async throws -> T
    ) async throws -> T {
        try await withPostgres(try #require(g.databaseURL), body)
    }

    /// A client on the database at `url` (a gallery's, before a harness starts on it).
    static func withPostgres<T: Sendable>(
        _ url: PostgresURL, _ body: (PostgresClient, Logger) async throws -> T
    ) async throws -> T {
        let client = PostgresClient(
            configuration: .init(
                host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
                tls: .disable), backgroundLogger: Logger(label: "raw-test"))
        let task = Task { await client.run() }
        defer { task.cancel() }
        return try await body(client, Logger(label: "raw-test"))
    }
}
