import IntentDefinitions
import PropertyList
import SwiftSource

/// User-facing text of a definition as Swift: a `LocalizedStringResource` that keeps the
/// `…ID` key of the definition's `Intents.strings` table, so existing translations still apply.
enum LocalizedText {
    /// The strings table Xcode generates for intent definitions.
    static let table = "Intents"

    /// `LocalizedStringResource("key", defaultValue: "text", table: "Intents")`, or the plain
    /// literal when the text has no key.
    static func resource(_ text: SwiftInterpolatedString, key: String?) -> String {
        guard let key else { return text.literal }
        return "LocalizedStringResource(\(SwiftLiteral.string(key)), defaultValue: \(text.literal), "
            + "table: \(SwiftLiteral.string(table)))"
    }

    /// `resource` for a plain text stored under `textKey` in `raw` (its key under `textKey + "ID"`).
    static func resource(_ text: String, idKey: String, in raw: PropertyListDictionary) -> String {
        resource(SwiftInterpolatedString([.text(text)]), key: raw[idKey]?.string)
    }
}
