import Foundation

/// The toolkit's one JSON parser: RFC 8259 text to whatever its ``JSONBuilder`` builds (a
/// ``JSONValue`` for ``JSONReader``, a ``PropertyListValue`` with the marker objects decoded for
/// ``PropertyListJSONReader``). Iterative, with an explicit container stack, so depth is bounded by
/// ``PropertyListLimits/maximumDepth`` rather than by the call stack.
struct JSONParser<Builder: JSONBuilder> {
    typealias Value = Builder.Value
    let base: UnsafePointer<UInt8>
    let end: Int
    var position: Int
    let limits: PropertyListLimits
    private var builder: Builder
    private let values = MoveStack<Value>()
    private let keys = MoveStack<String>()
    private var frames: [Frame] = []
    private var scratch: [UInt8] = []
    private var strings = StringCache()
    private var objectCount = 0

    private struct Frame {
        var isObject: Bool
        var valueStart: Int
        var keyStart: Int
        var offset: Int
        /// The raw dictionary of a child object written under `"$dict"` as this object's first
        /// member: if this object turns out to be a `{"$dict": …}` wrapper, that is its value.
        var wrappedRaw: Value?
        /// Why that child does not decode as a marker; thrown only if this is no wrapper.
        var wrappedError: PropertyListError?
    }

    init(base: UnsafePointer<UInt8>, count: Int, start: Int, limits: PropertyListLimits, builder: Builder) {
        self.base = base
        self.end = count
        self.position = start
        self.limits = limits
        self.builder = builder
    }

    private func malformed(_ message: String, at offset: Int) -> PropertyListError {
        PropertyListError(.malformedJSON(message), offset: offset)
    }

    private func describeNext() -> String {
        guard position < end else { return "end of data" }
        let byte = base[position]
        return byte >= 0x20 && byte < 0x7F
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    @inline(__always) private mutating func skipSpaces() {
        while position < end {
            let byte = base[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    mutating func parseDocument() throws(PropertyListError) -> Value {
        let value = try parseValue()
        skipSpaces()
        guard position == end else { throw malformed("unexpected \(describeNext()) after the value", at: position) }
        return value
    }

    private mutating func parseValue() throws(PropertyListError) -> Value {
        nextValue: while true {
            skipSpaces()
            guard position < end else { throw PropertyListError(.truncated, offset: end) }
            let start = position
            var value: Value
            switch base[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = base[position] == UInt8(ascii: "{")
                guard frames.count < limits.maximumDepth else {
                    throw PropertyListError(.nestingTooDeep(limit: limits.maximumDepth), offset: start)
                }
                position += 1
                skipSpaces()
                if position < end, base[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    value = isObject ? builder.object(names: [], members: []) : builder.array([])
                } else {
                    frames.append(
                        Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count, offset: start))
                    if isObject { try readMemberName() }
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = builder.string(try readString())
            case UInt8(ascii: "t"):
                try expectWord("true")
                value = builder.boolean(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                value = builder.boolean(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                value = try builder.null(at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumber()
            default:
                throw malformed("expected a value, found \(describeNext())", at: start)
            }

            // Deliver the finished value, closing every container it completes.
            while true {
                objectCount += 1
                guard objectCount <= limits.maximumObjectCount else {
                    throw PropertyListError(.countTooLarge, offset: start)
                }
                guard let frame = frames.last else { return value }
                values.push(value)
                skipSpaces()
                guard position < end else { throw PropertyListError(.truncated, offset: end) }
                let byte = base[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if frame.isObject { try readMemberName() }
                    continue nextValue
                }
                guard byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw malformed(
                        "expected ',' or '\(frame.isObject ? "}" : "]")', found \(describeNext())", at: position)
                }
                position += 1
                value = try closeFrame()
            }
        }
    }

    /// `"name"` then `:`.
    private mutating func readMemberName() throws(PropertyListError) {
        skipSpaces()
        guard position < end else { throw PropertyListError(.truncated, offset: end) }
        guard base[position] == UInt8(ascii: "\"") else {
            throw malformed("expected a member name in quotes, found \(describeNext())", at: position)
        }
        keys.push(try readString())
        skipSpaces()
        guard position < end else { throw PropertyListError(.truncated, offset: end) }
        guard base[position] == UInt8(ascii: ":") else {
            throw malformed("expected ':' after a member name, found \(describeNext())", at: position)
        }
        position += 1
    }

    private mutating func expectWord(_ word: StaticString) throws(PropertyListError) {
        let count = word.utf8CodeUnitCount
        guard end - position >= count else { throw PropertyListError(.truncated, offset: end) }
        guard memcmp(base + position, word.utf8Start, count) == 0 else {
            throw malformed("expected a value, found \(describeNext())", at: position)
        }
        position += count
    }

    private mutating func closeFrame() throws(PropertyListError) -> Value {
        let frame = frames.removeLast()
        if !frame.isObject { return builder.array(values.popAll(from: frame.valueStart)) }
        let names = keys.popAll(from: frame.keyStart)
        let raw = builder.object(names: names, members: values.popAll(from: frame.valueStart))
        guard Builder.readsMarkers else { return raw }

        if names.count == 1, names[0] == "$dict", let wrapped = frame.wrappedRaw {
            return wrapped
        }
        if let error = frame.wrappedError { throw error }
        // If the parent may be a `{"$dict": …}` wrapper, this object's raw form may be the
        // answer, and a failure to decode it as a marker is not (yet) an error.
        if let parentIndex = frames.indices.last, frames[parentIndex].isObject,
            keys.count - frames[parentIndex].keyStart == 1, keys.top == "$dict"
        {
            frames[parentIndex].wrappedRaw = raw
            do {
                return try builder.interpret(raw, at: frame.offset)
            } catch {
                frames[parentIndex].wrappedError = error
                return raw
            }
        }
        return try builder.interpret(raw, at: frame.offset)
    }

    // MARK: - Scalars

    /// A string at `position` (which holds `"`): escapes decoded, raw control characters refused.
    private mutating func readString() throws(PropertyListError) -> String {
        position += 1
        let contentStart = position
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                let text = strings.string(
                    UnsafeBufferPointer(start: base + contentStart, count: position - contentStart))
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw malformed("control character in a string (must be escaped)", at: position) }
            position += 1
        }
        guard position < end else { throw PropertyListError(.truncated, offset: end) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + contentStart, count: position - contentStart))
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 { throw malformed("control character in a string (must be escaped)", at: position) }
            if byte != UInt8(ascii: "\\") {
                scratch.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            guard position + 1 < end else { throw PropertyListError(.truncated, offset: end) }
            position += 2
            switch base[escapeStart + 1] {
            case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var code = try readHex4(at: escapeStart)
                if (0xD800...0xDBFF).contains(code) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard end - position >= 2, base[position] == UInt8(ascii: "\\"),
                        base[position + 1] == UInt8(ascii: "u")
                    else { throw PropertyListError(.invalidString, offset: escapeStart) }
                    position += 2
                    let low = try readHex4(at: escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw PropertyListError(.invalidString, offset: escapeStart)
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw PropertyListError(.invalidString, offset: escapeStart)
                }
                scratch.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw malformed("invalid escape \\\(Character(Unicode.Scalar(base[escapeStart + 1])))", at: escapeStart)
            }
        }
        throw PropertyListError(.truncated, offset: end)
    }

    private mutating func readHex4(at escapeStart: Int) throws(PropertyListError) -> UInt32 {
        guard end - position >= 4 else { throw PropertyListError(.truncated, offset: end) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
            default: throw malformed("invalid \\u escape", at: escapeStart)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// An RFC 8259 number, handed to the builder with whether it is an integer (no fraction or exponent).
    private mutating func readNumber() throws(PropertyListError) -> Value {
        let start = position
        if base[position] == UInt8(ascii: "-") { position += 1 }
        func digits() -> Int {
            let from = position
            while position < end, base[position] &- 48 < 10 { position += 1 }
            return position - from
        }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else {
            if position == end { throw PropertyListError(.truncated, offset: end) }
            throw malformed("expected a digit, found \(describeNext())", at: position)
        }
        guard integerDigits == 1 || base[integerStart] != UInt8(ascii: "0") else {
            throw malformed("leading zero in a number", at: integerStart)
        }
        var isReal = false
        if position < end, base[position] == UInt8(ascii: ".") {
            isReal = true
            position += 1
            guard digits() > 0 else { throw malformed("expected a digit after '.'", at: position) }
        }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            isReal = true
            position += 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw malformed("expected a digit in the exponent", at: position) }
        }
        return try builder.number(
            UnsafeBufferPointer(start: base + start, count: position - start), isInteger: !isReal, at: start)
    }
}
