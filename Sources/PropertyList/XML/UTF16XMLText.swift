import Foundation

/// XML property lists stored as UTF-16 with a byte-order mark, in either byte order.
///
/// CoreFoundation and Python's `plistlib` read them (the XML declaration then says
/// `encoding="UTF-16"`); Apple's tools never write them, but other tools and editors do. The reader
/// transcodes them to UTF-8 once, parses that with the one XML parser, and maps an error's byte
/// offset back into the original UTF-16 bytes (line and column are the same in both texts).
enum UTF16XMLText {
    /// The byte order a UTF-16 byte-order mark announces.
    enum ByteOrder {
        case bigEndian, littleEndian
    }

    /// The byte order of `bytes` when they start with a UTF-16 byte-order mark (`FE FF` or `FF FE`).
    static func byteOrder<Bytes: Collection<UInt8>>(of bytes: Bytes) -> ByteOrder? {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else { return nil }
        switch (first, second) {
        case (0xFE, 0xFF): return .bigEndian
        case (0xFF, 0xFE): return .littleEndian
        default: return nil
        }
    }

    /// True when `bytes` are UTF-16 text (with a byte-order mark) that starts like an XML property
    /// list after optional whitespace: `<?xml`, `<plist` or `<!DOCTYPE`.
    static func looksLikeXML<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let order = byteOrder(of: bytes) else { return false }
        // The first few code units are enough: whitespace, then one of three ASCII prefixes.
        var units: [UInt8] = []
        var pending: UInt8?
        for byte in bytes.dropFirst(2).prefix(128) {
            guard let high = pending else {
                pending = byte
                continue
            }
            pending = nil
            let (msb, lsb) = order == .bigEndian ? (high, byte) : (byte, high)
            guard msb == 0 else { return false }
            if units.isEmpty && PropertyListFormat.isWhitespace(lsb) { continue }
            units.append(lsb)
            if units.count == 9 { break }
        }
        return ["<?xml", "<plist", "<!DOCTYPE"].contains { units.starts(with: $0.utf8) }
    }

    /// The text as UTF-8 (without the byte-order mark).
    ///
    /// - Throws: ``PropertyListError`` at the offset of an odd trailing byte (`truncated`) or of an
    ///   unpaired surrogate (`invalidString`), counted in the original bytes.
    static func utf8(from data: Data, order: ByteOrder) throws(PropertyListError) -> Data {
        let count = data.count
        if count % 2 != 0 { throw PropertyListError(.truncated, offset: count - 1) }
        var output = Data(capacity: count)
        let result: PropertyListError? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func unit(at offset: Int) -> UInt32 {
                order == .bigEndian
                    ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                    : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
            }
            var offset = 2
            var encoded: [UInt8] = []
            encoded.reserveCapacity(count)
            while offset < count {
                var scalar = unit(at: offset)
                let start = offset
                offset += 2
                if (0xD800...0xDBFF).contains(scalar) {
                    guard offset < count, (0xDC00...0xDFFF).contains(unit(at: offset)) else {
                        return PropertyListError(.invalidString, offset: start)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(at: offset) - 0xDC00)
                    offset += 2
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return PropertyListError(.invalidString, offset: start)
                }
                appendUTF8(scalar, to: &encoded)
            }
            output.append(contentsOf: encoded)
            return nil
        }
        if let result { throw result }
        return output
    }

    /// The offset in the original UTF-16 bytes (byte-order mark included) of byte `utf8Offset` of
    /// the transcoded text.
    static func originalOffset(ofUTF8Offset utf8Offset: Int, in utf8: Data) -> Int {
        var units = 0
        var index = 0
        let end = min(utf8Offset, utf8.count)
        utf8.withUnsafeBytes { raw in
            while index < end {
                let lead = raw[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                units += length == 4 ? 2 : 1
                index += length
            }
        }
        return 2 + 2 * units
    }

    private static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
