import Foundation
import ShortcutAudit

/// The JSON text the storages keep for summaries and audit reports (sorted keys, ISO dates), so
/// SQLite and PostgreSQL hold the same bytes and the API can pass them on.
enum StoredJSON {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    static func summary(_ text: String) throws -> ShortcutSummary {
        try JSONDecoder().decode(ShortcutSummary.self, from: Data(text.utf8))
    }

    static func audit(_ text: String) throws -> AuditReport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(AuditReport.self, from: Data(text.utf8))
    }
}
