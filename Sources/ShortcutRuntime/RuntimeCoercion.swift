import Foundation
import OrderedCollections

/// How content turns into the kind an action needs: text, number, boolean, date, list,
/// dictionary, URL or file, the way the app coerces content items.
///
/// Dates are written and read in ``timeZone`` so that a run is deterministic whatever machine it
/// is on.
public struct RuntimeCoercion: Sendable {
    public var timeZone: TimeZone

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    // MARK: Text

    /// The text of a value: a list's items one per line, a dictionary as JSON, a date in the
    /// app's medium date and short time style, a number without a trailing `.0`, a boolean as
    /// Yes/No, a file's bytes as UTF-8, a place, contact, article or store item as the app shows
    /// it (``ContentItem``: a place by its name and address, a contact by its name, an article by
    /// its title, a store item by its name), nothing as empty text.
    public func text(_ value: RuntimeValue) -> String {
        switch value {
        case .nothing: ""
        case .text(let text), .url(let text): text
        case .number(let number): Self.text(of: number)
        case .boolean(let flag): flag ? "Yes" : "No"
        case .date(let date): displayText(of: date)
        case .list(let items): items.map(text).joined(separator: "\n")
        case .dictionary: RuntimeJSON.text(for: value, pretty: true)
        case .file(let file): String(decoding: file.data, as: UTF8.self)
        case .item(let item): item.displayText(self)
        }
    }

    /// A number as the app writes it: integers without a fraction, others with up to 15
    /// significant digits (so 0.1 + 0.2 reads 0.3, as with the app's decimal numbers).
    public static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-∞" : "∞" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        var text = String(format: "%.15g", number)
        if text.contains("e") { return text }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// "Nov 26, 2026 at 7:10 AM" in ``timeZone`` (en_US, the app's medium date, short time).
    public func displayText(of date: Date) -> String {
        formatter(dateStyle: .medium, timeStyle: .short).string(from: date)
    }

    func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }

    func formatter(format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }

    /// ISO 8601 with seconds and the UTC offset `Z`.
    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    // MARK: Numbers and booleans

    /// The number of a value: text read as a decimal number (spaces and thousands commas
    /// ignored), a boolean as 1 or 0, a list by its first item; nil when there is none.
    public func number(_ value: RuntimeValue) -> Double? {
        switch value {
        case .number(let number): return number
        case .boolean(let flag): return flag ? 1 : 0
        case .text(let text): return Self.number(in: text)
        case .list(let items): return items.first.flatMap(number)
        case .date(let date): return date.timeIntervalSince1970
        case .file(let file): return Self.number(in: String(decoding: file.data, as: UTF8.self))
        case .nothing, .url, .dictionary, .item: return nil
        }
    }

    /// A whole number for counts, indices and places: NaN is 0, and the value is clamped to
    /// ±10¹⁵ first, so no parameter can trap the conversion.
    static func integer(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(max(-1e15, min(1e15, value)).rounded(.towardZero))
    }

    static func number(in text: String) -> Double? {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains(",") {
            // "1,234.5": thousands separators; "3,5" stays unreadable rather than guessed.
            let whole = trimmed.split(separator: Character("."), omittingEmptySubsequences: false)[0]
            let groups = whole.split(separator: Character(","), omittingEmptySubsequences: false)
            if groups.dropFirst().allSatisfy({ $0.count == 3 }) {
                trimmed = trimmed.replacingOccurrences(of: ",", with: "")
            }
        }
        guard !trimmed.isEmpty, trimmed.count < 400 else { return nil }
        return Double(trimmed)
    }

    /// The boolean of a value: true, a non-zero number, or text yes/true/on/1.
    public func boolean(_ value: RuntimeValue) -> Bool {
        switch value {
        case .boolean(let flag): return flag
        case .number(let number): return number != 0
        case .text(let text):
            return ["yes", "true", "on", "1"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
        case .list(let items): return items.first.map(boolean) ?? false
        default: return false
        }
    }

    // MARK: Dates

    /// The date of a value: a date, or text in ISO 8601 or one of the app's display styles.
    public func date(_ value: RuntimeValue) -> Date? {
        switch value {
        case .date(let date): return date
        case .text(let text): return date(in: text)
        case .list(let items): return items.first.flatMap(date)
        case .number(let number): return Date(timeIntervalSince1970: number)
        case .item(let item) where item.kind == .article || item.kind == .podcastEpisode:
            return item.properties["Published Date"].flatMap(date)
        default: return nil
        }
    }

    static let dateFormats = [
        "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss",
        "yyyy-MM-dd HH:mm", "yyyy-MM-dd", "MMM d, yyyy 'at' h:mm a", "MMM d, yyyy, h:mm a", "MMM d, yyyy",
        "MMMM d, yyyy", "MMMM d, yyyy 'at' h:mm a", "EEEE, MMMM d, yyyy", "M/d/yy", "M/d/yyyy", "M/d/yy, h:mm a",
        "EEE, dd MMM yyyy HH:mm:ss Z", "h:mm a", "HH:mm",
    ]

    func date(in text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count < 100 else { return nil }
        for format in Self.dateFormats {
            let formatter = formatter(format: format)
            if let date = formatter.date(from: trimmed) {
                if format == "h:mm a" || format == "HH:mm" { return nil }  // a time alone has no day here
                return date
            }
        }
        return nil
    }

    // MARK: Collections

    /// The dictionary of a value: a dictionary, text / a file holding a JSON object, or an item's
    /// properties (so Get Dictionary Value reads a place's City).
    public func dictionary(_ value: RuntimeValue) -> OrderedDictionary<String, RuntimeValue>? {
        switch value {
        case .dictionary(let members): return members
        case .item(let item): return item.properties
        case .text(let text):
            if case .dictionary(let members)? = try? RuntimeJSON.parse(text) { return members }
            return nil
        case .file(let file):
            return dictionary(.text(String(decoding: file.data, as: UTF8.self)))
        case .list(let items) where items.count == 1: return dictionary(items[0])
        default: return nil
        }
    }

    /// The URL text of a value (text that parses as a URL with a scheme).
    public func url(_ value: RuntimeValue) -> String? {
        switch value {
        case .url(let text): return text
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return trimmed
        case .list(let items): return items.first.flatMap(url)
        case .item(let item): return item.url.flatMap(url)
        default: return nil
        }
    }

    /// A file for a value: a file stays itself; other content becomes a text file.
    public func file(_ value: RuntimeValue, name: String = "Text") -> RuntimeFile {
        if case .file(let file) = value { return file }
        if case .dictionary = value {
            return RuntimeFile(name: "Dictionary.json", type: "json", data: Data(text(value).utf8))
        }
        return RuntimeFile(name: name + ".txt", type: "txt", data: Data(text(value).utf8))
    }

    /// Coerces to the content-item class an aggrandizement or parameter names
    /// (`WFStringContentItem`, `WFNumberContentItem`, `WFDictionaryContentItem`, …); classes
    /// without an off-device meaning keep the value.
    public func coerce(_ value: RuntimeValue, toItemClass itemClass: String) -> RuntimeValue {
        switch itemClass {
        case "WFStringContentItem", "WFRichTextContentItem": return mapItems(value) { .text(text($0)) }
        case "WFNumberContentItem": return mapItems(value) { number($0).map(RuntimeValue.number) ?? .nothing }
        case "WFBooleanContentItem": return mapItems(value) { .boolean(boolean($0)) }
        case "WFDateContentItem": return mapItems(value) { date($0).map(RuntimeValue.date) ?? .nothing }
        case "WFDictionaryContentItem":
            return mapItems(value) { dictionary($0).map(RuntimeValue.dictionary) ?? .nothing }
        case "WFURLContentItem": return mapItems(value) { url($0).map(RuntimeValue.url) ?? .nothing }
        case "WFGenericFileContentItem": return mapItems(value) { .file(file($0)) }
        default:
            guard let kind = Self.itemKinds[itemClass] else { return value }
            // A dictionary (a stub's place or contact) becomes an item of the kind; an item of
            // the kind stays; other content is kept as it is.
            return mapItems(value) { item in
                if case .dictionary(let members) = item { return .item(ContentItem(kind, members)) }
                return item
            }
        }
    }

    /// The content-item classes of the kinds of ``ContentItem``.
    static let itemKinds: [String: ContentItem.Kind] = [
        "WFLocationContentItem": .place, "WFContactContentItem": .contact, "WFArticleContentItem": .article,
        "WFiTunesProductContentItem": .iTunesProduct, "WFAppStoreAppContentItem": .appStoreApp,
        "WFPodcastShowContentItem": .podcastShow, "WFPodcastEpisodeContentItem": .podcastEpisode,
    ]

    /// Applies `transform` to each item of a collection (the results one flat collection, an
    /// item that gives nothing left out), or to a single value.
    func mapItems(_ value: RuntimeValue, _ transform: (RuntimeValue) throws -> RuntimeValue) rethrows -> RuntimeValue {
        if case .list(let items) = value { return .collection(of: try items.map(transform)) }
        if case .nothing = value { return .nothing }
        return try transform(value)
    }
}
