/// Object marker bytes of the `bplist00` format, shared by the reader and the writer.
///
/// The high nibble of a marker is the object type; the low nibble is either a subtype, a size
/// exponent (integers, reals), a byte count minus one (UIDs) or an element count, where `0xF`
/// means "an integer object with the real count follows".
enum BinaryPropertyListMarker {
    static let null: UInt8 = 0x00
    static let `false`: UInt8 = 0x08
    static let `true`: UInt8 = 0x09
    static let fill: UInt8 = 0x0F
    static let integer: UInt8 = 0x10
    static let real: UInt8 = 0x20
    static let date: UInt8 = 0x33
    static let data: UInt8 = 0x40
    static let asciiString: UInt8 = 0x50
    static let utf16String: UInt8 = 0x60
    static let utf8String: UInt8 = 0x70
    static let uid: UInt8 = 0x80
    static let array: UInt8 = 0xA0
    static let orderedSet: UInt8 = 0xB0
    static let set: UInt8 = 0xC0
    static let dictionary: UInt8 = 0xD0

    /// Low-nibble value meaning "the count is stored in a following integer object".
    static let extendedCount: UInt8 = 0x0F

    /// The eight magic bytes every binary plist starts with.
    static let magic: [UInt8] = Array("bplist00".utf8)
    /// `magic.count` as a constant (reading `magic` on a hot path costs a lazy-initialisation check).
    static let magicLength = 8

    /// Whether the marker starts an ASCII, UTF-16 or UTF-8 string.
    @inline(__always)
    static func isString(_ marker: UInt8) -> Bool {
        marker >= asciiString && marker < uid
    }

    /// Size of the fixed trailer at the end of the file.
    static let trailerSize = 32
}

// Prefixed names: the XML reader in this module may add its own buffer helpers.
extension UnsafeRawBufferPointer {
    /// Reads an unsigned big-endian integer of `size` (1...8) bytes at `offset`.
    ///
    /// The caller has checked that `offset + size <= count`; unaligned reads are fine.
    @inline(__always)
    func bplistUInt(at offset: Int, size: Int) -> UInt64 {
        switch size {
        case 1: return UInt64(load(fromByteOffset: offset, as: UInt8.self))
        case 2: return UInt64(UInt16(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case 4: return UInt64(UInt32(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case 8: return UInt64(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        default:
            // 3, 5, 6 and 7 byte sizes are legal in trailers but never written by Apple.
            var value: UInt64 = 0
            for index in offset..<(offset + size) {
                value = value << 8 | UInt64(load(fromByteOffset: index, as: UInt8.self))
            }
            return value
        }
    }

    /// True when every byte in `range` is below 0x80. Checks eight bytes at a time.
    @inline(__always)
    func bplistIsASCII(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        var accumulated: UInt64 = 0
        while index + 8 <= range.upperBound {
            accumulated |= loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < range.upperBound {
            accumulated |= UInt64(load(fromByteOffset: index, as: UInt8.self))
            index += 1
        }
        return accumulated & 0x8080_8080_8080_8080 == 0
    }
}
