/// Remembers the keys of recently seen dictionaries, by the raw bytes of their key references.
///
/// Shortcuts repeat a few key sets thousands of times (every action is `{identifier,
/// parameters}`), and Apple's writer gives each distinct key string one object, so dictionaries
/// with equal keys have byte-equal reference runs. A run is hashed cheaply and looked up in a
/// direct-mapped table: one comparison per lookup, and a collision only evicts the older entry,
/// so crafted collisions cannot make a lookup slower than decoding the keys.
struct KeySequenceCache {
    /// Plain values only, so a lookup costs no reference counting.
    private struct Slot {
        var offset = 0
        var length = 0
        /// The decoder's index of the key set; -1 while empty.
        var keySet = -1
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

    /// The slot for the run at `offset..<offset+length` and, if it holds that run, its key set.
    @inline(__always)
    func lookup(_ bytes: UnsafeRawBufferPointer, offset: Int, length: Int) -> (slot: Int, keySet: Int?) {
        let slot = Self.hash(bytes, offset: offset, length: length) & mask
        let entry = slots[slot]
        guard entry.keySet >= 0, entry.length == length,
            entry.offset == offset || Self.equal(bytes, entry.offset, offset, length: length)
        else { return (slot, nil) }
        return (slot, entry.keySet)
    }

    @inline(__always)
    mutating func store(_ keySet: Int, slot: Int, offset: Int, length: Int) {
        slots[slot] = Slot(offset: offset, length: length, keySet: keySet)
    }

    /// Word `index` of the run at `offset` (eight bytes, little-endian), with the bytes past
    /// `offset + length` cleared.
    ///
    /// Key references lie in the object area, and the 32-byte trailer follows it, so an eight-byte
    /// load that starts inside a run never leaves the buffer.
    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, at position: Int, end: Int) -> UInt64 {
        let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        let remaining = end - position
        return remaining >= 8 ? word : word & (1 << (8 * UInt64(remaining)) &- 1)
    }

    /// Whether the runs at `first` and `second` hold the same `length` bytes.
    @inline(__always)
    private static func equal(_ bytes: UnsafeRawBufferPointer, _ first: Int, _ second: Int, length: Int) -> Bool {
        var index = 0
        while index < length {
            guard
                word(bytes, at: first + index, end: first + length)
                    == word(bytes, at: second + index, end: second + length)
            else { return false }
            index += 8
        }
        return true
    }

    /// A fast multiplicative hash of the bytes (8 at a time); quality only affects the hit rate.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer, offset: Int, length: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var position = offset
        let end = offset + length
        while position < end {
            hash = (hash ^ word(bytes, at: position, end: end)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            position += 8
        }
        return Int(truncatingIfNeeded: hash ^ hash >> 32)
    }
}
