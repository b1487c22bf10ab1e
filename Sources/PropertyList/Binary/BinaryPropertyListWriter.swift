import Foundation

/// Writes a ``PropertyListValue`` in Apple's binary property-list format (`bplist00`).
///
/// Output is deterministic (equal values give equal bytes) and follows Apple's writer where it
/// matters to other readers: repeated strings and equal scalars are stored once; object
/// references and offsets use the smallest of 1, 2, 4 or 8 bytes that fits; ASCII strings are
/// written as `0x5n` and all others as UTF-16 big-endian `0x6n`; non-negative integers take the
/// smallest of 1, 2, 4 or 8 bytes, negative ones always 8, values above `Int64.max` 16; reals are
/// always 8 bytes; UIDs `0x8n` take 1, 2, 4 or 8 bytes.
public struct BinaryPropertyListWriter: Sendable {
    public init() {}

    /// Encodes `value` (which becomes the top object).
    public func write(_ value: PropertyListValue) -> Data {
        let table = BinaryPropertyListObjectTable(root: value)
        var encoder = BinaryPropertyListObjectEncoder(objectCount: table.objects.count)
        return encoder.encode(table)
    }
}

/// Serialises a flattened object table: header, objects, offset table, trailer.
struct BinaryPropertyListObjectEncoder {
    var out: [UInt8] = []
    let refSize: Int

    init(objectCount: Int) {
        // CoreFoundation rejects a file unless objectCount < 2^(8 × refSize): size by the
        // count, not by the largest index (256 objects need 2-byte references).
        refSize = Self.width(of: UInt64(objectCount))
    }

    /// Smallest of 1, 2, 4, 8 bytes that holds `value` unsigned.
    static func width(of value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    mutating func encode(_ table: BinaryPropertyListObjectTable) -> Data {
        out.reserveCapacity(16 * table.objects.count + table.refs.count * refSize + 64)
        out.append(contentsOf: BinaryPropertyListMarker.magic)
        var offsets: [Int] = []
        offsets.reserveCapacity(table.objects.count)
        for object in table.objects {
            offsets.append(out.count)
            switch object {
            case .scalar(let value): append(scalar: value)
            case .array(let range):
                appendHeader(BinaryPropertyListMarker.array, count: range.count)
                appendRefs(table.refs[range])
            case .dictionary(let range):
                appendHeader(BinaryPropertyListMarker.dictionary, count: range.count / 2)
                appendRefs(table.refs[range])
            }
        }
        let tableOffset = out.count
        // Likewise CoreFoundation requires offsetTableOffset < 2^(8 × offsetSize).
        let offsetSize = Self.width(of: UInt64(tableOffset))
        for offset in offsets { appendBigEndian(UInt64(offset), width: offsetSize) }
        // Trailer: 5 unused bytes, sort version 0, sizes, count, top object 0, table offset.
        out.append(contentsOf: repeatElement(0, count: 6))
        out.append(UInt8(offsetSize))
        out.append(UInt8(refSize))
        appendBigEndian(UInt64(offsets.count), width: 8)
        appendBigEndian(0, width: 8)
        appendBigEndian(UInt64(tableOffset), width: 8)
        return Data(out)
    }

    private mutating func append(scalar value: PropertyListValue) {
        switch value {
        case .boolean(let bool):
            out.append(bool ? BinaryPropertyListMarker.true : BinaryPropertyListMarker.false)
        case .integer(let integer): append(integer: integer)
        case .real(let real):
            out.append(BinaryPropertyListMarker.real | 3)
            appendBigEndian(real.bitPattern, width: 8)
        case .date(let date):
            out.append(BinaryPropertyListMarker.date)
            appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, width: 8)
        case .data(let data):
            appendHeader(BinaryPropertyListMarker.data, count: data.count)
            out.append(contentsOf: data)
        case .string(let string): append(string: string)
        case .uid(let uid):
            let width = Self.width(of: uid)
            out.append(BinaryPropertyListMarker.uid | UInt8(width - 1))
            appendBigEndian(uid, width: width)
        case .array, .dictionary:
            break  // the object table never stores containers as scalars
        }
    }

    private mutating func append(integer: PropertyListInteger) {
        if let unsigned = integer.uint64, unsigned <= UInt64(Int64.max) {
            let width = Self.width(of: unsigned)
            out.append(BinaryPropertyListMarker.integer | UInt8(width.trailingZeroBitCount))
            appendBigEndian(unsigned, width: width)
        } else if let signed = integer.int64 {
            out.append(BinaryPropertyListMarker.integer | 3)  // negative: always 8 bytes
            appendBigEndian(UInt64(bitPattern: signed), width: 8)
        } else {
            out.append(BinaryPropertyListMarker.integer | 4)  // outside Int64: 16-byte two's complement
            appendBigEndian(UInt64(bitPattern: integer.high), width: 8)
            appendBigEndian(integer.low, width: 8)
        }
    }

    private mutating func append(string: String) {
        var string = string
        let ascii = string.withUTF8 { utf8 in
            UnsafeRawBufferPointer(utf8).bplistIsASCII(0..<utf8.count)
        }
        if ascii {
            appendHeader(BinaryPropertyListMarker.asciiString, count: string.utf8.count)
            string.withUTF8 { out.append(contentsOf: $0) }
        } else {
            appendHeader(BinaryPropertyListMarker.utf16String, count: string.utf16.count)
            for unit in string.utf16 {
                out.append(UInt8(truncatingIfNeeded: unit >> 8))
                out.append(UInt8(truncatingIfNeeded: unit))
            }
        }
    }

    /// A marker with its count in the low nibble, or `0xF` followed by an integer object.
    private mutating func appendHeader(_ marker: UInt8, count: Int) {
        if count < 15 {
            out.append(marker | UInt8(count))
        } else {
            out.append(marker | BinaryPropertyListMarker.extendedCount)
            let width = Self.width(of: UInt64(count))
            out.append(BinaryPropertyListMarker.integer | UInt8(width.trailingZeroBitCount))
            appendBigEndian(UInt64(count), width: width)
        }
    }

    private mutating func appendRefs(_ refs: ArraySlice<Int>) {
        for ref in refs { appendBigEndian(UInt64(ref), width: refSize) }
    }

    @inline(__always)
    private mutating func appendBigEndian(_ value: UInt64, width: Int) {
        var shift = (width - 1) * 8
        while shift >= 0 {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }
}
