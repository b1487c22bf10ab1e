import Foundation

/// The gallery's one JSON setting (sorted keys, ISO 8601 dates): the bodies of the JSON API, the
/// text the storages keep, and what `shortcut publish` reads back are written by this encoder and
/// read by this decoder.
package enum GalleryJSON {
    package static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    package static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
