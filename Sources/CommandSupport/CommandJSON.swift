import Foundation

/// The one JSON configuration for everything the CLI prints: pretty-printed, keys sorted (stable
/// diffs), slashes unescaped (URLs and key paths stay readable), dates in ISO 8601, and a final
/// newline.
package enum CommandJSON {
    package static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
