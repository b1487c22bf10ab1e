import Foundation
import PropertyList

/// The one JSON configuration for everything the CLI prints: pretty-printed, keys sorted (stable
/// diffs), slashes unescaped (URLs and key paths stay readable), dates in ISO 8601, and a final
/// newline.
///
/// A value whose member order is its content — a run's output, the dictionaries as the shortcut
/// built them (`shortcut run --json`) — is printed by ``encoded(ordered:)`` instead: sorting its
/// keys would change what it says.
package enum CommandJSON {
    /// `value` pretty-printed by the one JSON writer, members in their given order, slashes
    /// unescaped, with a final newline (`{\n  "output": …\n}`).
    package static func encoded(ordered value: JSONValue) -> Data {
        JSONWriter(prettyPrinted: true).write(value)
    }

    package static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
