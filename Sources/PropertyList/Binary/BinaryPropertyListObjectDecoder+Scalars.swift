import Foundation

extension BinaryPropertyListObjectDecoder {
    /// Decodes a non-container object whose marker byte is at `offset`.
    func scalar(marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        switch marker & 0xF0 {
        case 0x00:
            switch marker {
            case BinaryPropertyListMarker.false: return .boolean(false)
            case BinaryPropertyListMarker.true: return .boolean(true)
            case BinaryPropertyListMarker.null, BinaryPropertyListMarker.fill, 0x0C, 0x0D, 0x0E:
                // null, fill (padding, not a value), URL and UUID exist in the format but have no
                // PropertyListValue counterpart and never occur in shortcuts.
                throw PropertyListError(.unsupportedObject(marker), offset: offset)
            default:
                throw PropertyListError(.invalidObjectMarker(marker), offset: offset)
            }
        case BinaryPropertyListMarker.integer:
            return .integer(try integer(marker: marker, at: offset))
        case BinaryPropertyListMarker.real:
            switch marker {
            case 0x22:
                let bits = try fixed(4, at: offset)
                return .real(Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
            case 0x23:
                return .real(Double(bitPattern: try fixed(8, at: offset)))
            default:
                throw PropertyListError(.invalidObjectMarker(marker), offset: offset)
            }
        case 0x30:
            guard marker == BinaryPropertyListMarker.date else {
                throw PropertyListError(.invalidObjectMarker(marker), offset: offset)
            }
            let seconds = Double(bitPattern: try fixed(8, at: offset))
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case BinaryPropertyListMarker.data:
            let (count, start) = try counted(marker: marker, at: offset, unit: 1)
            return .data(Data(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])))
        case BinaryPropertyListMarker.asciiString, BinaryPropertyListMarker.utf16String,
            BinaryPropertyListMarker.utf8String:
            return .string(try string(marker: marker, at: offset))
        case BinaryPropertyListMarker.uid:
            // The low nibble is the byte count minus one; we keep up to 8 bytes.
            let width = Int(marker & 0x0F) + 1
            guard width <= 8 else { throw PropertyListError(.invalidObjectMarker(marker), offset: offset) }
            return .uid(try fixed(width, at: offset))
        case BinaryPropertyListMarker.orderedSet:
            throw PropertyListError(.unsupportedObject(marker), offset: offset)
        default:
            throw PropertyListError(.invalidObjectMarker(marker), offset: offset)
        }
    }

    /// Reads the `width`-byte big-endian payload that follows the marker at `offset`.
    @inline(__always)
    private func fixed(_ width: Int, at offset: Int) throws(PropertyListError) -> UInt64 {
        guard width <= end - offset - 1 else { throw PropertyListError(.truncated, offset: offset) }
        return bytes.bplistUInt(at: offset + 1, size: width)
    }

    /// Integers: 1, 2 and 4 bytes are unsigned, 8 bytes signed, 16 bytes 128-bit two's complement.
    private func integer(marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListInteger {
        switch marker & 0x0F {
        case 0, 1, 2: return PropertyListInteger(try fixed(1 << Int(marker & 0x0F), at: offset))
        case 3: return PropertyListInteger(Int64(bitPattern: try fixed(8, at: offset)))
        case 4:
            guard 16 <= end - offset - 1 else { throw PropertyListError(.truncated, offset: offset) }
            let high = bytes.bplistUInt(at: offset + 1, size: 8)
            let low = bytes.bplistUInt(at: offset + 9, size: 8)
            return PropertyListInteger(high: Int64(bitPattern: high), low: low)
        default:
            throw PropertyListError(.invalidObjectMarker(marker), offset: offset)
        }
    }

    /// Decodes an ASCII (`0x5n`), UTF-16BE (`0x6n`) or UTF-8 (`0x7n`) string object.
    func string(marker: UInt8, at offset: Int) throws(PropertyListError) -> String {
        switch marker & 0xF0 {
        case BinaryPropertyListMarker.asciiString:
            let (count, start) = try counted(marker: marker, at: offset, unit: 1)
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self)
            // All ASCII exactly when no byte was replaced (UTF-8 count unchanged) and no
            // multi-byte sequence formed a wider character (UTF-16 count equal). Both counts are
            // O(1) for an ASCII string, so the check costs nothing on the normal path.
            guard text.utf8.count == count, text.utf16.count == count else {
                throw PropertyListError(.invalidString, offset: offset)
            }
            return text
        case BinaryPropertyListMarker.utf8String:
            // The count is in bytes. Decoding replaces invalid sequences, so compare to detect them.
            let (count, start) = try counted(marker: marker, at: offset, unit: 1)
            let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])
            let text = String(decoding: raw, as: UTF8.self)
            guard text.utf8.elementsEqual(raw) else { throw PropertyListError(.invalidString, offset: offset) }
            return text
        default:
            let (count, start) = try counted(marker: marker, at: offset, unit: 2)
            return try utf16String(count: count, start: start)
        }
    }

    /// Transcodes `count` big-endian UTF-16 code units to UTF-8 straight into the new string's
    /// storage, rejecting unpaired surrogates (which `String(decoding:)` would silently replace).
    /// Runs of ASCII, the common case even in non-ASCII text, go four code units at a time.
    private func utf16String(count: Int, start: Int) throws(PropertyListError) -> String {
        guard count > 0 else { return "" }
        let bytes = self.bytes
        var failure: Int?
        // At most 3 UTF-8 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units).
        let text = String(unsafeUninitializedCapacity: 3 * count) { utf8 in
            let output = UnsafeMutableRawPointer(utf8.baseAddress!)
            var length = 0
            var index = 0
            while index < count {
                if index + 4 <= count {
                    // Four units whose high bytes are zero and low bytes below 0x80.
                    let word = UInt64(
                        littleEndian: bytes.loadUnaligned(fromByteOffset: start + 2 * index, as: UInt64.self))
                    if word & 0x80FF_80FF_80FF_80FF == 0 {
                        let ascii = UInt32(
                            truncatingIfNeeded: word >> 8 & 0xFF | word >> 16 & 0xFF00
                                | word >> 24 & 0xFF_0000 | word >> 32 & 0xFF00_0000)
                        output.storeBytes(of: ascii.littleEndian, toByteOffset: length, as: UInt32.self)
                        length += 4
                        index += 4
                        continue
                    }
                }
                let unit = UInt32(
                    UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: start + 2 * index, as: UInt16.self)))
                index += 1
                if unit < 0x80 {
                    utf8[length] = UInt8(truncatingIfNeeded: unit)
                    length += 1
                } else if unit < 0x800 {
                    utf8[length] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
                    utf8[length + 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                    length += 2
                } else if unit & 0xF800 != 0xD800 {
                    utf8[length] = UInt8(truncatingIfNeeded: 0xE0 | unit >> 12)
                    utf8[length + 1] = UInt8(truncatingIfNeeded: 0x80 | unit >> 6 & 0x3F)
                    utf8[length + 2] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                    length += 3
                } else {
                    // A surrogate: must be a high one followed by a low one.
                    let at = start + 2 * (index - 1)
                    guard unit < 0xDC00, index < count else {
                        failure = at
                        return 0
                    }
                    let low = UInt32(
                        UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: start + 2 * index, as: UInt16.self)))
                    guard low & 0xFC00 == 0xDC00 else {
                        failure = at
                        return 0
                    }
                    index += 1
                    let scalar = 0x10000 + ((unit & 0x3FF) << 10 | low & 0x3FF)
                    utf8[length] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    utf8[length + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                    utf8[length + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    utf8[length + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    length += 4
                }
            }
            return length
        }
        if let failure { throw PropertyListError(.invalidString, offset: failure) }
        return text
    }
}
