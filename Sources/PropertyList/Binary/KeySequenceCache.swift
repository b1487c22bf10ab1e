import Foundation

/// Remembers the keys of recently seen dictionaries, by the raw bytes of their key references.
///
/// Shortcuts repeat a few key sets thousands of times (every action is `{identifier,
/// parameters}`), and Apple's writer gives each distinct key string one object, so dictionaries
/// with equal keys have byte-equal reference runs. A run is hashed cheaply and looked up in a
/// direct-mapped table: one comparison per lookup, and a collision only evicts the older entry,
/// so crafted collisions cannot make a lookup slower than decoding the keys.
struct KeySequenceCache {
    private struct Slot {
        var offset = 0
        var length = 0
        var sequence: BinaryPropertyListObjectDecoder.KeySequence?
    }

    private var slots: [Slot]
    private let mask: Int

    /// A table sized for a plist of `objectCount` objects (at most 4,096 slots).
    init(objectCount: Int) {
        var size = 16
        while size < 4096, size < objectCount / 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The slot for the run at `offset..<offset+length` and, if it holds that run, its keys.
    @inline(__always)
    func lookup(
        _ bytes: UnsafeRawBufferPointer, offset: Int, length: Int
    ) -> (slot: Int, sequence: BinaryPropertyListObjectDecoder.KeySequence?) {
        let slot = Self.hash(bytes, offset: offset, length: length) & mask
        let entry = slots[slot]
        guard let sequence = entry.sequence, entry.length == length,
            entry.offset == offset || memcmp(bytes.baseAddress! + entry.offset, bytes.baseAddress! + offset, length) == 0
        else { return (slot, nil) }
        return (slot, sequence)
    }

    @inline(__always)
    mutating func store(
        _ sequence: BinaryPropertyListObjectDecoder.KeySequence, slot: Int, offset: Int, length: Int
    ) {
        slots[slot] = Slot(offset: offset, length: length, sequence: sequence)
    }

    /// A fast multiplicative hash of the bytes (8 at a time); quality only affects the hit rate.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer, offset: Int, length: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var position = offset
        let end = offset + length
        while position + 8 <= end {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            position += 8
        }
        var tail: UInt64 = 0
        while position < end {
            tail = tail << 8 | UInt64(bytes[position])
            position += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: hash ^ hash >> 32)
    }
}
