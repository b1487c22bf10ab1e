import Foundation

/// Character data of leaf elements: the fast path for plain text, entity references, character
/// references, CDATA sections, and conversion to integers, reals, dates and data.
extension XMLPropertyListParser {
    /// Where the text of the element just read lives.
    struct TextSpan {
        /// Offset of the text in the input (for error messages).
        var offset: Int
        /// Start and length: in the input, or in `scratch` when `decoded` is true.
        var start: Int
        var count: Int
        var decoded: Bool
    }

    /// Gives `body` the text bytes of `span` (raw bytes are kept exactly: CR and CR LF survive).
    func withBytes<R>(of span: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) throws(PropertyListError) -> R) rethrows
        -> R
    {
        if span.decoded {
            return try scratch.withUnsafeBufferPointer { buffer in
                try body(UnsafeBufferPointer(rebasing: buffer[span.start..<span.start + span.count]))
            }
        }
        return try body(UnsafeBufferPointer(start: base + span.start, count: span.count))
    }

    /// Reads the text of `element` (after its open tag) up to and including its close tag.
    mutating func readText(of element: XMLPlistElement) throws(PropertyListError) -> TextSpan {
        let start = position
        guard let less = find(byte: UInt8(ascii: "<"), from: start) else { throw error(.truncated, at: end) }
        // Fast path: no references, no CDATA/comments; the input slice is the text.
        if startsWith("</", at: less), memchr(base + start, Int32(UInt8(ascii: "&")), less - start) == nil {
            position = less
            try readCloseTag(expecting: element)
            return TextSpan(offset: start, start: start, count: less - start, decoded: false)
        }
        scratch.removeAll(keepingCapacity: true)
        while true {
            let runStart = position
            while position < end, base[position] != UInt8(ascii: "<"), base[position] != UInt8(ascii: "&") {
                position += 1
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
            guard position < end else { throw error(.truncated, at: end) }
            if base[position] == UInt8(ascii: "&") {
                try appendReference()
            } else if startsWith("</") {
                try readCloseTag(expecting: element)
                return TextSpan(offset: start, start: 0, count: scratch.count, decoded: true)
            } else if startsWith("<![CDATA[") {
                guard let close = find("]]>", from: position + 9) else { throw error(.truncated, at: end) }
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + position + 9, count: close - position - 9))
                position = close + 3
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if endsInside("</") || endsInside("<![CDATA[") || endsInside("<!--") {
                throw error(.truncated, at: end)
            } else {
                throw malformed("unexpected markup inside <\(element.name)>", at: position)
            }
        }
    }

    /// Decodes `&name;`, `&#decimal;` or `&#xhex;` at `position` into `scratch`.
    private mutating func appendReference() throws(PropertyListError) {
        let start = position
        var index = start + 1
        // Names and numbers are short and alphanumeric; anything else ends the reference.
        while index < end, index - start <= 12 {
            let byte = base[index]
            guard byte == UInt8(ascii: "#") || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- 48 < 10 else { break }
            index += 1
        }
        guard index < end else { throw error(.truncated, at: end) }
        guard base[index] == UInt8(ascii: ";") else {
            throw malformed("unterminated reference \"\(excerpt(from: start, maximum: 12))\"", at: start)
        }
        let name = UnsafeBufferPointer(start: base + start + 1, count: index - start - 1)
        position = index + 1
        if name.first == UInt8(ascii: "#") {
            guard let scalar = Self.characterReference(name) else {
                throw malformed("invalid character reference &\(String(decoding: name, as: UTF8.self));", at: start)
            }
            scratch.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        switch String(decoding: name, as: UTF8.self) {
        case "lt": scratch.append(UInt8(ascii: "<"))
        case "gt": scratch.append(UInt8(ascii: ">"))
        case "amp": scratch.append(UInt8(ascii: "&"))
        case "quot": scratch.append(UInt8(ascii: "\""))
        case "apos": scratch.append(UInt8(ascii: "'"))
        case let other: throw malformed("undefined entity &\(other);", at: start)
        }
    }

    /// `#123` or `#x1F600` → a Unicode scalar (surrogates and values above U+10FFFF refused).
    private static func characterReference(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - 55)
            default: return nil
            }
            value = value * radix + digit
            guard value <= 0x10FFFF else { return nil }
        }
        return Unicode.Scalar(value)
    }

    /// Text of a `<string>` or `<key>` as a `String`.
    mutating func readString(of element: XMLPlistElement) throws(PropertyListError) -> String {
        let span = try readText(of: element)
        if span.decoded {
            return scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }
        return keyCache.string(UnsafeBufferPointer(start: base + span.start, count: span.count))
    }

    /// Reads the content and close tag of a scalar element.
    mutating func readLeaf(_ tag: XMLPlistTag) throws(PropertyListError) -> PropertyListValue {
        switch tag.element {
        case .string:
            return .string(tag.isEmpty ? "" : try readString(of: .string))
        case .true, .false:
            if !tag.isEmpty {
                skipSpaces()
                guard position < end else { throw error(.truncated, at: end) }
                guard startsWith("</") else {
                    throw malformed("<\(tag.element.name)> must be empty", at: position)
                }
                try readCloseTag(expecting: tag.element)
            }
            return .boolean(tag.element == .true)
        case .data:
            if tag.isEmpty { return .data(Data()) }
            let span = try readText(of: .data)
            let decoded = withBytes(of: span) { PropertyListBase64.decode($0) }
            switch decoded {
            case .success(let data): return .data(data)
            case .failure(let failure):
                throw error(
                    .invalidValue("invalid base64 in <data>"),
                    at: span.decoded ? span.offset : span.start + failure.offset)
            }
        case .integer, .real, .date:
            guard !tag.isEmpty else {
                throw error(.invalidValue("empty <\(tag.element.name)>"), at: tag.offset)
            }
            let span = try readText(of: tag.element)
            let value: PropertyListValue? = withBytes(of: span) { text in
                switch tag.element {
                case .integer: return Self.parseInteger(text).map(PropertyListValue.integer)
                case .real: return PropertyListRealText.parse(text).map(PropertyListValue.real)
                default:
                    return PropertyListDateText.parse(text).map {
                        PropertyListValue.date(Date(timeIntervalSinceReferenceDate: $0))
                    }
                }
            }
            guard let value else {
                let text = withBytes(of: span) { String(decoding: $0.prefix(40), as: UTF8.self) }
                throw error(.invalidValue("<\(tag.element.name)>\(text)</\(tag.element.name)>"), at: span.offset)
            }
            return value
        case .plist, .dict, .array, .key:
            throw malformed("<\(tag.element.name)> is not a scalar", at: tag.offset)
        }
    }

    /// Decimal (or `0x` hex) integer with optional sign and surrounding whitespace; up to 128 bits.
    static func parseInteger(_ text: UnsafeBufferPointer<UInt8>) -> PropertyListInteger? {
        var start = 0
        var end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        // Fast path: up to 18 decimal digits always fit in Int64.
        var index = start
        let negative = text[index] == UInt8(ascii: "-")
        if negative || text[index] == UInt8(ascii: "+") { index += 1 }
        if end - index >= 1, end - index <= 18 {
            var value: Int64 = 0
            var allDigits = true
            for position in index..<end {
                let digit = text[position] &- 48
                if digit >= 10 {
                    allDigits = false
                    break
                }
                value = value * 10 + Int64(digit)
            }
            if allDigits { return PropertyListInteger(negative ? -value : value) }
        }
        let string = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        return PropertyListInteger(parsing: string)
    }
}
