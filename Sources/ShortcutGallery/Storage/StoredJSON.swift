import Foundation
import GalleryAPI
import ShortcutAudit

/// The stored and served JSON, in the gallery's one JSON setting (``GalleryJSON``, shared with
/// `shortcut publish`): the text the storages keep for summaries and audit reports (so SQLite and
/// PostgreSQL hold the same bytes) and the bodies of the JSON API are written by the same encoder and
/// read by the same decoder.
enum StoredJSON {
    static var encoder: JSONEncoder { GalleryJSON.encoder }
    static var decoder: JSONDecoder { GalleryJSON.decoder }

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
