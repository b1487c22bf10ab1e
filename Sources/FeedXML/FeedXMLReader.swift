import Foundation

/// Why a feed's XML could not be read, and where: the byte offset and its line and column.
package struct FeedXMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Sendable, Equatable {
        /// The document ended inside markup or inside an element.
        case unexpectedEnd(String)
        /// Markup that is not XML (a tag without a name, text outside the root, a stray `<`, …).
        case malformed(String)
        /// A closing tag that does not close the open element.
        case mismatchedTag(expected: String, found: String)
        /// An entity reference that is neither one of XML's five nor a character reference
        /// (entities a DOCTYPE declares are not expanded).
        case unknownEntity(String)
        /// Elements nested deeper than the bound, or more elements than the bound.
        case tooLarge(String)
    }

    package var reason: Reason
    /// Byte offset of the problem in the document.
    package var offset: Int
    /// 1-based line of ``offset``.
    package var line: Int
    /// 1-based column (in bytes) of ``offset``.
    package var column: Int

    /// A readable one-line description naming the place.
    package var description: String {
        let what: String
        switch reason {
        case .unexpectedEnd(let message): what = "unexpected end of the document \(message)"
        case .malformed(let message): what = message
        case .mismatchedTag(let expected, let found): what = "</\(found)> closes <\(expected)>"
        case .unknownEntity(let name): what = "unknown entity &\(name);"
        case .tooLarge(let message): what = message
        }
        return "line \(line), column \(column) (byte \(offset)): \(what)"
    }
}

/// One element of a feed document: its qualified name, attributes, child elements and the text
/// directly inside it (character data and CDATA, references decoded).
package struct FeedXMLElement: Sendable, Equatable {
    package var name: String
    package var attributes: [String: String] = [:]
    package var children: [FeedXMLElement] = []
    package var text: String = ""

    /// The name without its namespace prefix (`dc:creator` → `creator`).
    package var localName: Substring { name.split(separator: ":", maxSplits: 1).last ?? Substring(name) }

    /// The first child with this qualified name.
    package func child(_ qualifiedName: String) -> FeedXMLElement? { children.first { $0.name == qualifiedName } }

    /// The children with this qualified name.
    package func children(_ qualifiedName: String) -> [FeedXMLElement] { children.filter { $0.name == qualifiedName } }

    /// The trimmed text of the first child with this qualified name, nil when absent or empty.
    package func childText(_ qualifiedName: String) -> String? {
        let text = child(qualifiedName)?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return text.isEmpty ? nil : text
    }
}

/// A small, strict XML reader for RSS and Atom feeds: one pass over the bytes, no DTD (a DOCTYPE
/// is skipped and its entities are not expanded, so entity bombs and external entities cannot
/// exist), nesting and element count bounded. Namespaces are kept as written (`dc:creator`):
/// feeds use their conventional prefixes.
package struct FeedXMLReader {
    /// Deepest nesting of elements.
    package static let maximumDepth = 256
    /// Most elements in one document.
    static let maximumElements = 500_000

    private let bytes: [UInt8]
    private var index = 0
    private var elementCount = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document's root element.
    package static func parse(_ bytes: [UInt8]) throws(FeedXMLError) -> FeedXMLElement {
        var reader = FeedXMLReader(bytes)
        return try reader.document()
    }

    private mutating func document() throws(FeedXMLError) -> FeedXMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var root: FeedXMLElement?
        // The stack of open elements; the root is finished when the stack empties.
        var stack: [FeedXMLElement] = []
        var text: [UInt8] = []
        func flushText(into stack: inout [FeedXMLElement], _ text: inout [UInt8]) {
            if !stack.isEmpty, !text.isEmpty { stack[stack.count - 1].text += String(decoding: text, as: UTF8.self) }
            text.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                let start = index
                if byte == UInt8(ascii: "&") {
                    let decoded = try reference()
                    guard !stack.isEmpty else { throw failure(.malformed("text outside the root element"), at: start) }
                    text += Array(decoded.utf8)
                    continue
                }
                if stack.isEmpty {
                    guard Self.isSpace(byte) else {
                        throw failure(.malformed("text outside the root element"), at: start)
                    }
                    index += 1
                    continue
                }
                text.append(byte)
                index += 1
                continue
            }
            let start = index
            if startsWith("<?") {
                index = try end(of: "?>", from: index + 2, what: "inside a processing instruction", start: start)
            } else if startsWith("<!--") {
                index = try end(of: "-->", from: index + 4, what: "inside a comment", start: start)
            } else if startsWith("<![CDATA[") {
                guard !stack.isEmpty else { throw failure(.malformed("CDATA outside the root element"), at: start) }
                let contentStart = index + 9
                index = try end(of: "]]>", from: contentStart, what: "inside CDATA", start: start)
                text += bytes[contentStart..<(index - 3)]
            } else if startsWith("<!DOCTYPE") {
                guard root == nil, stack.isEmpty else {
                    throw failure(.malformed("a DOCTYPE inside the document"), at: start)
                }
                try skipDoctype(start: start)
            } else if startsWith("</") {
                index += 2
                let name = try readName(at: start)
                skipSpaces()
                guard index < bytes.count else { throw failure(.unexpectedEnd("inside </\(name)>"), at: start) }
                guard bytes[index] == UInt8(ascii: ">") else {
                    throw failure(.malformed("unexpected “\(Self.character(bytes[index]))” in </\(name)>"), at: index)
                }
                index += 1
                guard let open = stack.last else {
                    throw failure(.malformed("</\(name)> closes no element"), at: start)
                }
                guard open.name == name else {
                    throw failure(.mismatchedTag(expected: open.name, found: name), at: start)
                }
                flushText(into: &stack, &text)
                let finished = stack.removeLast()
                if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
            } else {
                guard root == nil else { throw failure(.malformed("a second root element"), at: start) }
                flushText(into: &stack, &text)
                index += 1
                let (element, selfClosing) = try openTag(start: start)
                elementCount += 1
                guard elementCount <= Self.maximumElements else {
                    throw failure(.tooLarge("more than \(Self.maximumElements) elements"), at: start)
                }
                if selfClosing {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw failure(.tooLarge("elements nested more than \(Self.maximumDepth) deep"), at: start)
                    }
                    stack.append(element)
                }
            }
        }
        if let open = stack.last { throw failure(.unexpectedEnd("inside <\(open.name)>"), at: bytes.count) }
        guard let root else { throw failure(.unexpectedEnd("before any element"), at: bytes.count) }
        return root
    }

    // MARK: Markup

    /// After `<`: the name, the attributes, and whether the tag closes itself.
    private mutating func openTag(start: Int) throws(FeedXMLError) -> (FeedXMLElement, Bool) {
        let name = try readName(at: start)
        var element = FeedXMLElement(name: name)
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw failure(.unexpectedEnd("inside <\(name)>"), at: start) }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return (element, false)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { throw failure(.unexpectedEnd("inside <\(name)>"), at: start) }
                guard bytes[index + 1] == UInt8(ascii: ">") else {
                    throw failure(.malformed("“/” not followed by “>” in <\(name)>"), at: index)
                }
                index += 2
                return (element, true)
            default:
                guard hadSpace else {
                    throw failure(.malformed("unexpected “\(Self.character(bytes[index]))” in <\(name)>"), at: index)
                }
                let attributeStart = index
                let attribute = try readName(at: attributeStart)
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw failure(.malformed("attribute \(attribute) of <\(name)> has no value"), at: attributeStart)
                }
                index += 1
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
                else {
                    throw failure(
                        .malformed("the value of attribute \(attribute) of <\(name)> is not quoted"), at: index)
                }
                let quote = bytes[index]
                index += 1
                var value: [UInt8] = []
                while true {
                    guard index < bytes.count else {
                        throw failure(.unexpectedEnd("inside attribute \(attribute) of <\(name)>"), at: attributeStart)
                    }
                    let byte = bytes[index]
                    if byte == quote {
                        index += 1
                        break
                    }
                    if byte == UInt8(ascii: "<") {
                        throw failure(.malformed("“<” in attribute \(attribute) of <\(name)>"), at: index)
                    }
                    if byte == UInt8(ascii: "&") {
                        value += Array(try reference().utf8)
                    } else {
                        value.append(byte)
                        index += 1
                    }
                }
                guard element.attributes[attribute] == nil else {
                    throw failure(.malformed("attribute \(attribute) appears twice in <\(name)>"), at: attributeStart)
                }
                element.attributes[attribute] = String(decoding: value, as: UTF8.self)
            }
        }
    }

    /// An XML name at `index` (letters, digits, `_ : . -` and any non-ASCII byte).
    private mutating func readName(at start: Int) throws(FeedXMLError) -> String {
        let nameStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x80..., UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"):
                break
            default:
                return try name(from: nameStart, start: start)
            }
            index += 1
        }
        return try name(from: nameStart, start: start)
    }

    private func name(from nameStart: Int, start: Int) throws(FeedXMLError) -> String {
        guard index > nameStart else {
            guard index < bytes.count else { throw failure(.unexpectedEnd("inside a tag"), at: start) }
            throw failure(.malformed("a tag or attribute without a name"), at: index)
        }
        let first = bytes[nameStart]
        guard !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), first != UInt8(ascii: "-"),
            first != UInt8(ascii: ".")
        else {
            throw failure(.malformed("a name starting with “\(Self.character(first))”"), at: nameStart)
        }
        return String(decoding: bytes[nameStart..<index], as: UTF8.self)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;` at `index`.
    private mutating func reference() throws(FeedXMLError) -> String {
        let start = index
        var end = index + 1
        // A name or character number: it ends at the first byte no name has (white space,
        // markup, quotes), so neither the reference nor an error quoting it spans lines.
        while end < bytes.count, end - start <= 32, bytes[end] != UInt8(ascii: ";"), !Self.endsName(bytes[end]) {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw failure(.malformed("“&” not starting a reference (write &amp;)"), at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { throw failure(.unknownEntity(name), at: start) }
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
                throw failure(.malformed("“&\(name);” is not a character"), at: start)
            }
            return String(Character(scalar))
        }
    }

    /// White space, control characters, markup and quotes: no entity name holds them.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default: false
        }
    }

    /// `<!DOCTYPE …>` with an optional internal subset in brackets, skipped unread.
    private mutating func skipDoctype(start: Int) throws(FeedXMLError) {
        var depth = 0
        var quote: UInt8?
        index += 9
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
        throw failure(.unexpectedEnd("inside the DOCTYPE"), at: start)
    }

    // MARK: Bytes

    private func startsWith(_ literal: String) -> Bool {
        let literal = Array(literal.utf8)
        return index + literal.count <= bytes.count && bytes[index..<(index + literal.count)].elementsEqual(literal)
    }

    /// The index just after the first `terminator` from `offset`.
    private func end(of terminator: String, from offset: Int, what: String, start: Int) throws(FeedXMLError) -> Int {
        let terminator = Array(terminator.utf8)
        var position = offset
        while position + terminator.count <= bytes.count {
            if bytes[position] == terminator[0],
                bytes[position..<(position + terminator.count)].elementsEqual(terminator)
            {
                return position + terminator.count
            }
            position += 1
        }
        throw failure(.unexpectedEnd(what), at: start)
    }

    @discardableResult private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func character(_ byte: UInt8) -> String {
        byte < 0x80 && byte >= 0x20 ? String(UnicodeScalar(byte)) : String(format: "0x%02X", byte)
    }

    /// An error at `offset`, with its line and column.
    private func failure(_ reason: FeedXMLError.Reason, at offset: Int) -> FeedXMLError {
        let offset = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return FeedXMLError(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
