import Foundation

/// The elements of Apple's plist DTD.
enum XMLPlistElement: UInt8, Sendable {
    case plist, dict, key, array, string, integer, real, date, data, `true`, `false`

    var name: String {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .key: "key"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        }
    }

    var closeTag: StaticString {
        switch self {
        case .plist: "</plist>"
        case .dict: "</dict>"
        case .key: "</key>"
        case .array: "</array>"
        case .string: "</string>"
        case .integer: "</integer>"
        case .real: "</real>"
        case .date: "</date>"
        case .data: "</data>"
        case .true: "</true>"
        case .false: "</false>"
        }
    }

    /// Matches a tag name without building a `String`.
    init?(_ name: UnsafeBufferPointer<UInt8>) {
        guard let start = name.baseAddress else { return nil }
        func equals(_ literal: StaticString) -> Bool {
            memcmp(start, literal.utf8Start, literal.utf8CodeUnitCount) == 0
        }
        switch name.count {
        case 3 where equals("key"): self = .key
        case 4:
            if equals("dict") {
                self = .dict
            } else if equals("real") {
                self = .real
            } else if equals("date") {
                self = .date
            } else if equals("data") {
                self = .data
            } else if equals("true") {
                self = .true
            } else {
                return nil
            }
        case 5:
            if equals("array") {
                self = .array
            } else if equals("plist") {
                self = .plist
            } else if equals("false") {
                self = .false
            } else {
                return nil
            }
        case 6 where equals("string"): self = .string
        case 7 where equals("integer"): self = .integer
        default: return nil
        }
    }
}

/// An open tag just read.
struct XMLPlistTag {
    var element: XMLPlistElement
    /// `<array/>` form.
    var isEmpty: Bool
    /// Offset of its `<`.
    var offset: Int
}

/// The XML plist parser: a byte scanner over the whole input plus an explicit stack of open
/// containers, so nesting depth costs heap, not call stack (a 10,000-level file fails fast with
/// `nestingTooDeep`).
///
/// Children of open containers wait on two flat stacks (`values`, `keys`); closing a container
/// moves its slice out. This avoids copy-on-write traps of mutating arrays nested in frames.
struct XMLPropertyListParser {
    let base: UnsafePointer<UInt8>
    /// Input length; `position` never reads at or past it.
    let end: Int
    var position: Int
    let limits: PropertyListLimits
    /// True when the text was UTF-16 on disk (transcoded by the reader), so the declaration may say so.
    var transcodedFromUTF16 = false

    /// Decoded text of the current element when it needs entity or CDATA processing.
    var scratch: [UInt8] = []
    let values = MoveStack<PropertyListValue>()
    let keys = MoveStack<String>()
    var keyCache = StringCache()
    var frames: [Frame] = []
    var objectCount = 0

    struct Frame {
        var isDictionary: Bool
        var valueStart: Int
        var keyStart: Int
        var offset: Int
        var element: XMLPlistElement { isDictionary ? .dict : .array }
    }

    init(base: UnsafePointer<UInt8>, count: Int, start: Int, limits: PropertyListLimits) {
        self.base = base
        self.end = count
        self.position = start
        self.limits = limits
    }

    func error(_ reason: PropertyListError.Reason, at offset: Int) -> PropertyListError {
        PropertyListError(reason, offset: offset)
    }

    func malformed(_ message: String, at offset: Int) -> PropertyListError {
        PropertyListError(.malformedXML(message), offset: offset)
    }

    // MARK: - Document

    /// Prolog, then `<plist>` holding one value (or a bare root value), then only trailing misc.
    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        try skipXMLDeclaration()
        try skipMisc(allowDoctype: true)
        guard position < end else { throw error(.truncated, at: end) }
        guard base[position] == UInt8(ascii: "<") else {
            throw malformed("text before the root element", at: position)
        }
        guard !startsWith("</") else { throw malformed("close tag before the root element", at: position) }
        let tag = try readOpenTag()
        let value: PropertyListValue
        if tag.element == .plist {
            guard !tag.isEmpty else { throw malformed("empty <plist> element", at: tag.offset) }
            value = try parseValue(startingWith: nil)
            try skipContentMisc(inside: .plist)
            guard startsWith("</") else {
                throw malformed("<plist> holds more than one value", at: position)
            }
            try readCloseTag(expecting: .plist)
        } else {
            value = try parseValue(startingWith: tag)
        }
        try skipMisc(allowDoctype: false)
        guard position == end else { throw malformed("content after the root element", at: position) }
        return value
    }

    // MARK: - Values

    /// Reads one complete value; containers are handled iteratively.
    mutating func parseValue(startingWith firstTag: XMLPlistTag?) throws(PropertyListError) -> PropertyListValue {
        var pending = firstTag
        while true {
            let tag: XMLPlistTag
            if let first = pending {
                tag = first
                pending = nil
            } else {
                try skipContentMisc(inside: frames.last?.element ?? .plist)
                if startsWith("</") {
                    guard let frame = frames.last else {
                        throw malformed("expected a value, found a close tag", at: position)
                    }
                    let closeOffset = position
                    try readCloseTag(expecting: frame.element)
                    let container = try closeFrame(at: closeOffset)
                    if frames.isEmpty { return container }
                    values.push(container)
                    continue
                }
                tag = try readOpenTag()
            }

            if let frame = frames.last, frame.isDictionary {
                let expectingKey = keys.count - frame.keyStart == values.count - frame.valueStart
                if tag.element == .key {
                    guard expectingKey else {
                        throw malformed("<key> follows a <key> that has no value", at: tag.offset)
                    }
                    keys.push(tag.isEmpty ? "" : try readString(of: .key))
                    continue
                }
                guard !expectingKey else {
                    throw malformed("dictionary value <\(tag.element.name)> without a <key>", at: tag.offset)
                }
            } else if tag.element == .key {
                throw malformed("<key> outside a <dict>", at: tag.offset)
            }

            objectCount += 1
            guard objectCount <= limits.maximumObjectCount else {
                throw error(.countTooLarge, at: tag.offset)
            }
            let value: PropertyListValue
            switch tag.element {
            case .dict, .array:
                if tag.isEmpty {
                    value = tag.element == .dict ? .dictionary([:]) : .array([])
                } else {
                    guard frames.count < limits.maximumDepth else {
                        throw error(.nestingTooDeep(limit: limits.maximumDepth), at: tag.offset)
                    }
                    frames.append(
                        Frame(
                            isDictionary: tag.element == .dict, valueStart: values.count,
                            keyStart: keys.count, offset: tag.offset))
                    continue
                }
            case .plist:
                throw malformed("<plist> inside <plist>", at: tag.offset)
            case .key:
                throw malformed("<key> outside a <dict>", at: tag.offset)  // (handled above)
            default:
                value = try readLeaf(tag)
            }
            if frames.isEmpty { return value }
            values.push(value)
        }
    }

    /// Pops the innermost container and builds its value from the waiting children.
    private mutating func closeFrame(at closeOffset: Int) throws(PropertyListError) -> PropertyListValue {
        let frame = frames.removeLast()
        if !frame.isDictionary {
            return .array(values.popAll(from: frame.valueStart))
        }
        guard keys.count - frame.keyStart == values.count - frame.valueStart else {
            throw malformed("<key> without a value before </dict>", at: closeOffset)
        }
        let dictionaryKeys = keys.popAll(from: frame.keyStart)
        let dictionaryValues = values.popAll(from: frame.valueStart)
        if Self.hasDuplicate(dictionaryKeys) {
            // A repeated key keeps its first position and takes the last value.
            var dictionary = PropertyListDictionary(minimumCapacity: dictionaryKeys.count)
            for (key, value) in zip(dictionaryKeys, dictionaryValues) { dictionary[key] = value }
            return .dictionary(dictionary)
        }
        return .dictionary(PropertyListDictionary(uncheckedUniqueKeys: dictionaryKeys, values: dictionaryValues))
    }

    /// Pairwise for the small dictionaries that dominate real files, hashing beyond.
    private static func hasDuplicate(_ keys: [String]) -> Bool {
        if keys.count <= 12 {
            for index in keys.indices.dropFirst() {
                for earlier in 0..<index where keys[earlier] == keys[index] { return true }
            }
            return false
        }
        return Set(keys).count != keys.count
    }
}
