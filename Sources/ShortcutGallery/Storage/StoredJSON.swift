import Foundation
import ShortcutAudit

/// The gallery's one JSON setting (sorted keys, ISO 8601 dates), made once: the text the storages
/// keep for summaries and audit reports (so SQLite and PostgreSQL hold the same bytes) and the
/// bodies of the JSON API are written by the same encoder and read by the same decoder.
enum StoredJSON {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// `value` as JSON bytes, or nil when it cannot be encoded (a non-finite number).
    static func data<T: Encodable>(_ value: T) -> Data? {
        try? encoder.encode(value)
    }

    /// `value` as JSON text (`null` when it cannot be encoded).
    static func encode<T: Encodable>(_ value: T) -> String {
        data(value).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    static func summary(_ text: String) throws -> ShortcutSummary {
        try decoder.decode(ShortcutSummary.self, from: Data(text.utf8))
    }

    static func audit(_ text: String) throws -> AuditReport {
        try decoder.decode(AuditReport.self, from: Data(text.utf8))
    }

    static func check(_ text: String) throws -> GalleryCheck {
        try decoder.decode(GalleryCheck.self, from: Data(text.utf8))
    }
}
