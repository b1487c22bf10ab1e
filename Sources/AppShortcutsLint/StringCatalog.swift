import Diagnostics
import Foundation
import PropertyList

/// A string catalog (`AppShortcuts.xcstrings`, JSON): for each source phrase, its translations
/// per language, including every plural/device variation and every `stringSet` value.
public struct StringCatalog: Sendable, Equatable {
    /// One translated value.
    public struct Translation: Sendable, Equatable {
        /// The language code (`de`, `pt-BR`).
        public var language: String
        /// The translated phrase.
        public var value: String
        /// Where the value is written in the file.
        public var source: SourceLocation
    }

    /// One key of `strings` with all its translations.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var keySource: SourceLocation
        public var translations: [Translation]
    }

    /// `sourceLanguage` (the language the keys are written in).
    public var sourceLanguage: String
    /// The keys in file order.
    public var entries: [Entry]

    /// Every language with at least one translation, the source language excluded.
    public var languages: Set<String> {
        Set(entries.flatMap { $0.translations.map(\.language) }).subtracting([sourceLanguage])
    }

    /// Deepest nesting accepted; real catalogs stay under 12 levels.
    static let maximumDepth = 64

    /// Parses `bytes` (JSON in UTF-8, or UTF-16 with or without BOM).
    ///
    /// - Throws: ``LocalizationFileError`` with line and column: `malformedJSON` for syntax, bad
    ///   strings or nesting deeper than 64 levels, `notACatalog` for JSON of the wrong shape.
    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let text = try TextDecoder.decode(bytes)
        let utf8 = Array(text.utf8)
        let root: PropertyListValue
        do {
            root = try PropertyListJSONReader(limits: PropertyListLimits(maximumDepth: Self.maximumDepth))
                .read(Data(utf8))
        } catch {
            throw LocalizationFileError(
                .malformedJSON(Self.detail(error.reason)), line: error.line ?? 1, column: error.column ?? 1)
        }
        var locator = TextLocator(utf8: utf8, path: path)
        guard let top = root.dictionary else {
            throw LocalizationFileError(.notACatalog("the top level is not an object"), line: 1, column: 1)
        }
        guard let strings = top["strings"]?.dictionary else {
            throw LocalizationFileError(.notACatalog("no \"strings\" object"), line: 1, column: 1)
        }
        sourceLanguage = top["sourceLanguage"]?.string ?? "en"
        locator.seek(toKey: "strings")
        var entries: [Entry] = []
        for (key, value) in strings {
            let keySource = locator.seek(toKey: key)
            guard let entry = value.dictionary else {
                throw LocalizationFileError(
                    .notACatalog("the value of \"\(key)\" is not an object"), line: keySource.line,
                    column: keySource.column)
            }
            var translations: [Translation] = []
            for (language, localization) in entry["localizations"]?.dictionary ?? [:] {
                for value in Self.values(in: localization) {
                    translations.append(
                        Translation(language: language, value: value, source: locator.seek(toString: value)))
                }
            }
            entries.append(Entry(key: key, keySource: keySource, translations: translations))
        }
        self.entries = entries
    }

    /// Every translated string under a localization: `stringUnit.value`, `stringSet.values`, and
    /// the same inside any `variations` (plural, device, width) at any depth.
    private static func values(in localization: PropertyListValue) -> [String] {
        guard let object = localization.dictionary else { return [] }
        var values: [String] = []
        if let value = object["stringUnit"]?["value"]?.string { values.append(value) }
        for case .string(let value) in object["stringSet"]?["values"]?.array ?? [] { values.append(value) }
        for (_, kind) in object["variations"]?.dictionary ?? [:] {
            for (_, variation) in kind.dictionary ?? [:] { values += Self.values(in: variation) }
        }
        for (_, substitution) in object["substitutions"]?.dictionary ?? [:] {
            values += Self.values(in: substitution)
        }
        return values
    }

    private static func detail(_ reason: PropertyListError.Reason) -> String {
        switch reason {
        case .malformedJSON(let message), .invalidValue(let message): message
        case .nestingTooDeep(let limit): "nesting deeper than \(limit) levels"
        case .truncated: "unexpected end of data"
        case .invalidString: "invalid string"
        default: "\(reason)"
        }
    }
}

/// Finds where keys and strings of a parsed JSON document are written, moving forward through
/// the text so locating every key of a large catalog stays linear.
struct TextLocator {
    let utf8: [UInt8]
    let path: String
    private var cursor = 0
    private var line = 1
    private var column = 1

    init(utf8: [UInt8], path: String) {
        self.utf8 = utf8
        self.path = path
    }

    /// Moves to the next `"key"` followed by `:`; returns its location (the opening quote).
    @discardableResult
    mutating func seek(toKey key: String) -> SourceLocation {
        seek(Array(Self.quoted(key).utf8), requireColon: true)
    }

    /// Moves to the next `"value"`; returns its location.
    mutating func seek(toString value: String) -> SourceLocation {
        seek(Array(Self.quoted(value).utf8), requireColon: false)
    }

    private mutating func seek(_ needle: [UInt8], requireColon: Bool) -> SourceLocation {
        var position = cursor
        while position + needle.count <= utf8.count {
            if utf8[position] == needle[0], utf8[position..<position + needle.count].elementsEqual(needle) {
                var after = position + needle.count
                while after < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[after]) { after += 1 }
                if !requireColon || (after < utf8.count && utf8[after] == UInt8(ascii: ":")) {
                    advance(to: position)
                    return SourceLocation(file: path, line: line, column: column)
                }
            }
            position += 1
        }
        // Not found as written (escaped differently): keep the last known place.
        return SourceLocation(file: path, line: line, column: column)
    }

    private mutating func advance(to position: Int) {
        while cursor < position {
            if utf8[cursor] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            cursor += 1
        }
    }

    /// The JSON spelling Xcode writes: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String { PropertyListJSONWriter.quoted(text) }
}
