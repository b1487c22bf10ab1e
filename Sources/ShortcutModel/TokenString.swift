import PropertyList

/// Text with inline variables (`WFTextTokenString`).
///
/// In the file each variable is one U+FFFC character in ``string``, and `attachmentsByRange`
/// maps `"{location, length}"` (UTF-16 offsets) to the variable. ``parts`` hides that
/// arithmetic: it yields the literal text and the variables in order, and ``init(parts:)``
/// builds a token string from them.
public struct TokenString: Sendable, Hashable {
    /// One inline variable and where it sits in ``string``, in UTF-16 code units.
    public struct Placement: Sendable, Hashable {
        public var location: Int
        public var length: Int
        public var attachment: Attachment

        public init(location: Int, length: Int = 1, attachment: Attachment) {
            self.location = location
            self.length = length
            self.attachment = attachment
        }
    }

    /// One piece of the text, in reading order.
    public enum Part: Sendable, Hashable {
        case text(String)
        case variable(Attachment)
    }

    /// How the file wrote the payload; kept so re-writing gives the same plist.
    public enum Layout: Sendable, Hashable {
        /// `{string, attachmentsByRange}` — what the app writes.
        case standard
        /// `{string}` with no `attachmentsByRange` key.
        case withoutAttachmentsKey
        /// No `Value` at all (read as empty text).
        case withoutValue
        /// A bare `{string, attachmentsByRange}` without the serialization wrapper (menu titles).
        case bare
    }

    /// The raw string with one U+FFFC per variable.
    public var string: String
    /// The variables, sorted by location.
    public var attachments: [Placement]
    public var layout: Layout

    public init(string: String, attachments: [Placement] = [], layout: Layout = .standard) {
        self.string = string
        self.attachments = attachments.sorted { $0.location < $1.location }
        self.layout = layout
    }

    /// Builds the string and ranges from parts, the way the app does.
    public init(parts: [Part]) {
        var string = ""
        var attachments: [Placement] = []
        var offset = 0
        for part in parts {
            switch part {
            case .text(let text):
                string += text
                offset += text.utf16.count
            case .variable(let attachment):
                string.append("\u{FFFC}")
                attachments.append(Placement(location: offset, attachment: attachment))
                offset += 1
            }
        }
        self.init(string: string, attachments: attachments)
    }

    init(valueAbsent: Void) {
        self.init(string: "", layout: .withoutValue)
    }

    /// The text and variables in order. A placement that does not sit on a U+FFFC (malformed;
    /// see ``malformedPlacements``) is still shown, at its offset, so no variable disappears.
    public var parts: [Part] {
        if attachments.isEmpty { return string.isEmpty ? [] : [.text(string)] }
        let utf16 = string.utf16
        var parts: [Part] = []
        var cursor = utf16.startIndex
        var cursorOffset = 0
        for placement in attachments {
            let location = min(max(placement.location, cursorOffset), utf16.count)
            let target = utf16.index(cursor, offsetBy: location - cursorOffset)
            if target > cursor, let text = String(utf16[cursor..<target]) {
                parts.append(.text(text))
            }
            parts.append(.variable(placement.attachment))
            cursor = target
            cursorOffset = location
            // Consume the placeholder when the range really covers U+FFFC characters.
            if isPlaceholder(at: location, length: placement.length) {
                cursor = utf16.index(cursor, offsetBy: placement.length)
                cursorOffset += placement.length
            }
        }
        if cursor < utf16.endIndex, let text = String(utf16[cursor...]) { parts.append(.text(text)) }
        return parts
    }

    /// Placements whose range is out of bounds or does not cover U+FFFC (the file is damaged,
    /// e.g. by an XML tool that normalised line ends).
    public var malformedPlacements: [Placement] {
        attachments.filter { !isPlaceholder(at: $0.location, length: $0.length) }
    }

    private func isPlaceholder(at location: Int, length: Int) -> Bool {
        let utf16 = string.utf16
        guard location >= 0, length >= 1, location + length <= utf16.count else { return false }
        let start = utf16.index(utf16.startIndex, offsetBy: location)
        return utf16[start..<utf16.index(start, offsetBy: length)].allSatisfy { $0 == 0xFFFC }
    }

    /// True when the text holds no variables.
    public var isPlain: Bool { attachments.isEmpty }
}

// MARK: - Coding

extension TokenString {
    /// Decodes the `Value` payload `{string, attachmentsByRange}`; nil for any other shape.
    init?(payload: PropertyListValue) {
        guard case .dictionary(let dictionary) = payload else { return nil }
        self.init(body: dictionary, layout: .standard)
    }

    /// Decodes a bare `{string, attachmentsByRange}` dictionary (e.g. `WFMenuItemAttributedTitle`).
    public init?(bareDictionary dictionary: PropertyListDictionary) {
        self.init(body: dictionary, layout: .bare)
    }

    private init?(body dictionary: PropertyListDictionary, layout: Layout) {
        guard case .string(let string)? = dictionary["string"] else { return nil }
        guard let ranges = dictionary["attachmentsByRange"] else {
            guard dictionary.count == 1, layout == .standard else { return nil }
            self.init(string: string, layout: .withoutAttachmentsKey)
            return
        }
        guard dictionary.count == 2, case .dictionary(let rangeDictionary) = ranges else { return nil }
        var placements: [Placement] = []
        placements.reserveCapacity(rangeDictionary.count)
        for (key, value) in rangeDictionary {
            guard let (location, length) = Self.parseRangeKey(key),
                case .dictionary(let body) = value, let attachment = Attachment(propertyList: body)
            else { return nil }
            placements.append(Placement(location: location, length: length, attachment: attachment))
        }
        self.init(string: string, attachments: placements, layout: layout)
    }

    /// Parses exactly `"{<location>, <length>}"`; any other spelling is refused so that writing
    /// the key back gives the same text.
    static func parseRangeKey(_ key: String) -> (Int, Int)? {
        var utf8 = key.utf8[...]
        guard utf8.popFirst() == UInt8(ascii: "{"), utf8.popLast() == UInt8(ascii: "}") else { return nil }
        guard let comma = utf8.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let first = utf8[..<comma]
        var second = utf8[utf8.index(after: comma)...]
        guard second.popFirst() == UInt8(ascii: " ") else { return nil }
        guard let location = parseDecimal(first), let length = parseDecimal(second) else { return nil }
        return (location, length)
    }

    private static func parseDecimal(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        // No leading zeros except "0" itself, so the text round-trips.
        if digits.count > 1, digits.first == UInt8(ascii: "0") { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    /// The `{string, attachmentsByRange}` dictionary.
    public var body: PropertyListDictionary {
        var dictionary = PropertyListDictionary(minimumCapacity: 2)
        if layout != .withoutAttachmentsKey {
            var ranges = PropertyListDictionary(minimumCapacity: attachments.count)
            for placement in attachments {
                ranges["{\(placement.location), \(placement.length)}"] = .dictionary(placement.attachment.propertyList)
            }
            dictionary["attachmentsByRange"] = .dictionary(ranges)
        }
        dictionary["string"] = .string(string)  // after `attachmentsByRange`, as Apple sorts keys
        return dictionary
    }

    /// The `Value` payload of a `WFTextTokenString` (nil when the file had none).
    var payload: PropertyListValue? {
        layout == .withoutValue && string.isEmpty && attachments.isEmpty ? nil : .dictionary(body)
    }
}
