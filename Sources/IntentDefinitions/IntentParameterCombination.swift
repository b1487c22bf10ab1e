import Foundation
import PropertyList

/// One entry of `INIntentParameterCombinations` (or the managed ones): for a set of supplied
/// parameters, the sentence Shortcuts shows as the action's summary.
public struct IntentParameterCombination: Sendable, Equatable {
    /// The dictionary key as written: parameter names joined by commas; empty for "no parameters".
    public let key: String
    /// The names in ``key``, in order.
    public let parameterNames: [String]
    /// `INIntentParameterCombinationTitle`, with `${parameter}` placeholders.
    public let title: String?
    /// `INIntentParameterCombinationSubtitle`, with `${parameter}` placeholders.
    public let subtitle: String?
    /// `INIntentParameterCombinationIsPrimary`; false when absent.
    public let isPrimary: Bool
    /// `INIntentParameterCombinationSupportsBackgroundExecution`; false when absent.
    public let supportsBackgroundExecution: Bool
    /// The combination's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(key: String, fields: PropertyListFields) throws(IntentDefinitionError) {
        self.key = key
        parameterNames = key.split(separator: ",", omittingEmptySubsequences: true)
            .map { $0.trimmingWhitespace() }
        title = try fields.string(Key.title)
        subtitle = try fields.string(Key.subtitle)
        isPrimary = try fields.bool(Key.isPrimary) ?? false
        supportsBackgroundExecution = try fields.bool(Key.supportsBackgroundExecution) ?? false
        raw = fields.dictionary
    }

    /// The combinations under `key` of an intent, in file order; none when the key is absent.
    static func all(in intent: PropertyListFields, key: String) throws(IntentDefinitionError)
        -> [IntentParameterCombination]
    {
        guard let combinations = try intent.dictionary(key) else { return [] }
        var result: [IntentParameterCombination] = []
        for (combinationKey, value) in combinations {
            let fields = try PropertyListFields(value, at: "\(intent.path(key))[\"\(combinationKey)\"]")
            result.append(try IntentParameterCombination(key: combinationKey, fields: fields))
        }
        return result
    }

    /// The names inside `${…}` placeholders of the title and subtitle, in order of appearance.
    public var placeholderNames: [String] {
        [title, subtitle].compactMap { $0 }.flatMap(Self.placeholders(in:))
    }

    /// The names inside `${…}` placeholders of `text`, in order.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    enum Key {
        static let title = "INIntentParameterCombinationTitle"
        static let subtitle = "INIntentParameterCombinationSubtitle"
        static let isPrimary = "INIntentParameterCombinationIsPrimary"
        static let supportsBackgroundExecution = "INIntentParameterCombinationSupportsBackgroundExecution"
    }
}

extension Substring {
    /// Xcode writes combination keys without spaces, but hand-edited files sometimes have them.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
