import Foundation

/// Markup scanning: the XML declaration, DOCTYPE, comments, processing instructions and tags.
extension XMLPropertyListParser {
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    @inline(__always) func startsWith(_ literal: StaticString, at offset: Int? = nil) -> Bool {
        let at = offset ?? position
        let count = literal.utf8CodeUnitCount
        guard end - at >= count else { return false }
        return memcmp(base + at, literal.utf8Start, count) == 0
    }

    /// True when the input ends inside `literal` starting at `position` (so the problem is
    /// truncation, not a wrong construct).
    func endsInside(_ literal: StaticString) -> Bool {
        let remaining = end - position
        return remaining < literal.utf8CodeUnitCount && memcmp(base + position, literal.utf8Start, remaining) == 0
    }

    @inline(__always) mutating func skipSpaces() {
        while position < end, Self.isSpace(base[position]) { position += 1 }
    }

    /// Offset of the next occurrence of `literal` at or after `start`, or nil.
    func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let first = Int32(literal.utf8Start.pointee)
        var at = start
        while end - at >= count {
            guard let hit = memchr(base + at, first, end - at) else { return nil }
            let index = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            guard end - index >= count else { return nil }
            if memcmp(base + index, literal.utf8Start, count) == 0 { return index }
            at = index + 1
        }
        return nil
    }

    /// Offset of the next `byte` at or after `start`, or nil.
    @inline(__always) func find(byte: UInt8, from start: Int) -> Int? {
        guard start < end, let hit = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// Short printable excerpt of the input for error messages.
    func excerpt(from start: Int, maximum: Int = 24) -> String {
        var stop = min(end, start + maximum)
        while stop < end, stop > start, base[stop] & 0xC0 == 0x80 { stop -= 1 }  // whole characters
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
        return stop < end ? text + "…" : text
    }

    // MARK: - Prolog and misc

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 (or its ASCII subset) is accepted,
    /// since that is all Apple writes and the bytes are read as UTF-8.
    mutating func skipXMLDeclaration() throws(PropertyListError) {
        let start = position
        skipSpaces()
        guard startsWith("<?xml"), position + 5 < end, Self.isSpace(base[position + 5]) else {
            position = start
            return
        }
        guard let close = find("?>", from: position) else { throw error(.truncated, at: end) }
        if let attribute = find("encoding", from: position), attribute < close {
            var index = attribute + 8
            while index < close, Self.isSpace(base[index]) || base[index] == UInt8(ascii: "=") { index += 1 }
            if index < close, base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'") {
                let quote = base[index]
                let valueStart = index + 1
                var valueEnd = valueStart
                while valueEnd < close, base[valueEnd] != quote { valueEnd += 1 }
                let name = String(
                    decoding: UnsafeBufferPointer(start: base + valueStart, count: valueEnd - valueStart),
                    as: UTF8.self
                ).lowercased()
                let utf16 = ["utf-16", "utf16", "utf-16le", "utf-16be", "unicode"]
                guard
                    ["utf-8", "utf8", "us-ascii", "ascii"].contains(name)
                        || (transcodedFromUTF16 && utf16.contains(name))
                else {
                    throw malformed(
                        "unsupported encoding \"\(name)\" (UTF-8 is read, and UTF-16 with a byte-order mark)",
                        at: valueStart)
                }
            }
        }
        position = close + 2
    }

    /// Skips whitespace, comments, processing instructions and (in the prolog) the DOCTYPE.
    /// Stops at end of input, at text, or at the `<` of a tag.
    mutating func skipMisc(allowDoctype: Bool) throws(PropertyListError) {
        while true {
            skipSpaces()
            guard position < end, base[position] == UInt8(ascii: "<") else { return }
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if allowDoctype, startsWith("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Like `skipMisc`, inside element content: stops at a tag; text or end of input is an error.
    mutating func skipContentMisc(inside element: XMLPlistElement) throws(PropertyListError) {
        try skipMisc(allowDoctype: false)
        guard position < end else { throw error(.truncated, at: end) }
        guard base[position] == UInt8(ascii: "<") else {
            throw malformed("unexpected text \"\(excerpt(from: position))\" in <\(element.name)>", at: position)
        }
        if endsInside("<!--") || endsInside("<![CDATA[") { throw error(.truncated, at: end) }
        if startsWith("<![CDATA[") {
            throw malformed("CDATA section in <\(element.name)>", at: position)
        }
        if startsWith("<!") {
            throw malformed("unexpected markup \"\(excerpt(from: position))\"", at: position)
        }
    }

    mutating func skipComment() throws(PropertyListError) {
        guard let close = find("-->", from: position + 4) else { throw error(.truncated, at: end) }
        position = close + 3
    }

    mutating func skipProcessingInstruction() throws(PropertyListError) {
        guard let close = find("?>", from: position + 2) else { throw error(.truncated, at: end) }
        position = close + 2
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, with an optional internal subset `[…]` (skipped:
    /// entities declared there are not expanded).
    mutating func skipDoctype() throws(PropertyListError) {
        var index = position + 9
        var quote: UInt8 = 0
        var bracketDepth = 0
        while index < end {
            let byte = base[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
                position = index + 1
                return
            }
            index += 1
        }
        throw error(.truncated, at: end)
    }

    // MARK: - Tags

    /// Reads the name at `position`; stops at whitespace, `/`, `>` (or end of input).
    private mutating func readName() -> UnsafeBufferPointer<UInt8> {
        let start = position
        while position < end {
            let byte = base[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "<")
            {
                break
            }
            position += 1
        }
        return UnsafeBufferPointer(start: base + start, count: position - start)
    }

    /// Reads `<name attr="…">` or `<name/>` at `position` (which holds `<`). Attributes are
    /// checked for form and ignored (`version` of `<plist>` is the only one Apple writes).
    mutating func readOpenTag() throws(PropertyListError) -> XMLPlistTag {
        let start = position
        position += 1
        let name = readName()
        guard position < end else { throw error(.truncated, at: end) }
        guard let element = XMLPlistElement(name) else {
            let text = String(decoding: name, as: UTF8.self)
            throw malformed(
                text.isEmpty ? "expected an element name after <" : "unknown element <\(text.prefix(40))>",
                at: start)
        }
        while true {
            let beforeSpace = position
            skipSpaces()
            guard position < end else { throw error(.truncated, at: end) }
            let byte = base[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return XMLPlistTag(element: element, isEmpty: false, offset: start)
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < end else { throw error(.truncated, at: end) }
                guard base[position + 1] == UInt8(ascii: ">") else {
                    throw malformed("expected > after / in <\(element.name)>", at: position + 1)
                }
                position += 2
                return XMLPlistTag(element: element, isEmpty: true, offset: start)
            }
            guard position > beforeSpace else {
                throw malformed("expected whitespace, > or /> in <\(element.name)>", at: position)
            }
            try skipAttribute(in: element)
        }
    }

    /// `name = "value"` or `name='value'`.
    private mutating func skipAttribute(in element: XMLPlistElement) throws(PropertyListError) {
        let nameStart = position
        while position < end, base[position] != UInt8(ascii: "="), !Self.isSpace(base[position]),
            base[position] != UInt8(ascii: ">"), base[position] != UInt8(ascii: "/")
        {
            position += 1
        }
        guard position > nameStart else {
            throw malformed("malformed attribute in <\(element.name)>", at: position)
        }
        skipSpaces()
        guard position < end else { throw error(.truncated, at: end) }
        guard base[position] == UInt8(ascii: "=") else {
            throw malformed("expected = after attribute name in <\(element.name)>", at: position)
        }
        position += 1
        skipSpaces()
        guard position < end else { throw error(.truncated, at: end) }
        let quote = base[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw malformed("attribute value must be quoted in <\(element.name)>", at: position)
        }
        guard let close = find(byte: quote, from: position + 1) else { throw error(.truncated, at: end) }
        if let less = find(byte: UInt8(ascii: "<"), from: position + 1), less < close {
            throw malformed("< in attribute value of <\(element.name)>", at: less)
        }
        position = close + 1
    }

    /// Reads `</name>` at `position` (which holds `</`) and checks it closes `expected`.
    mutating func readCloseTag(expecting expected: XMLPlistElement) throws(PropertyListError) {
        // Fast path: the exact `</name>` that nearly every file has.
        let closeTag = expected.closeTag
        let count = closeTag.utf8CodeUnitCount
        if end - position >= count, memcmp(base + position, closeTag.utf8Start, count) == 0 {
            position += count
            return
        }
        let start = position
        position += 2
        let name = readName()
        skipSpaces()
        guard position < end else { throw error(.truncated, at: end) }
        guard XMLPlistElement(name) == expected else {
            let found = String(decoding: name, as: UTF8.self)
            throw malformed("expected </\(expected.name)>, found </\(found.prefix(40))>", at: start)
        }
        guard base[position] == UInt8(ascii: ">") else {
            throw malformed("expected > to end </\(expected.name)>", at: position)
        }
        position += 1
    }
}
