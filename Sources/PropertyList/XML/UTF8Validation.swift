/// Strict UTF-8 validation for the text readers.
///
/// The XML and JSON readers validate the whole input once, up front, so every later slice cut at
/// an ASCII delimiter is known to be valid and can become a `String` without a second check or a
/// silent U+FFFD replacement (`String(decoding:as:)` would repair bad bytes instead of failing).
enum UTF8Validation {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values above U+10FFFF are rejected), or nil if all valid.
    static func firstInvalidOffset(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var index = 0
        while index < end {
            // ASCII fast path, 32 then 8 bytes at a time.
            while end - index >= 32 {
                let words =
                    base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                guard words & 0x8080_8080_8080_8080 == 0 else { break }
                index += 32
            }
            while end - index >= 8,
                base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < end else { break }
            let lead = base.load(fromByteOffset: index, as: UInt8.self)
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80  // allowed range of the first continuation byte
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F  // no UTF-16 surrogates
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F  // nothing above U+10FFFF
            default: return index
            }
            guard end - index >= length else { return index }
            let first = base.load(fromByteOffset: index + 1, as: UInt8.self)
            guard first >= low, first <= high else { return index }
            for extra in 2..<length {
                let byte = base.load(fromByteOffset: index + extra, as: UInt8.self)
                guard byte & 0xC0 == 0x80 else { return index }
            }
            index += length
        }
        return nil
    }
}

/// Line and column of a byte offset, computed only when an error is reported.
enum TextLocation {
    /// 1-based line and column of `offset`. CR LF, LF and a lone CR each end a line (files with
    /// CR-only line ends exist); columns count Unicode scalars, not bytes.
    static func lineAndColumn(in bytes: UnsafeRawBufferPointer, offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let stop = min(max(offset, 0), bytes.count)
        while index < stop {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    // The LF that follows ends this line.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
