/// The validated 32-byte trailer of a binary plist, plus lookups into its offset table.
///
/// Layout (all big-endian): 5 unused bytes, sort version, offset-int size, object-ref size,
/// object count (8), top object index (8), offset-table offset (8). Everything the reader later
/// trusts — table bounds, sizes, the object count — is checked here, before any allocation, so a
/// header that claims 2^60 objects fails at once.
struct BinaryPropertyListTrailer {
    /// Bytes per entry of the offset table (1...8).
    let offsetIntSize: Int
    /// Bytes per object reference inside arrays and dictionaries (1...8).
    let objectRefSize: Int
    let objectCount: Int
    let topObject: Int
    /// Where the offset table starts; also the end of the object area.
    let offsetTableOffset: Int
    /// Byte offset of the trailer itself (for error locations).
    let trailerOffset: Int

    init(bytes: UnsafeRawBufferPointer, limits: PropertyListLimits) throws(PropertyListError) {
        let magic = BinaryPropertyListMarker.magic
        let length = bytes.count
        for index in 0..<magic.count {
            guard index < length else { throw PropertyListError(.truncated, offset: length) }
            guard bytes[index] == magic[index] else {
                throw PropertyListError(.unrecognizedFormat, offset: index)
            }
        }
        // Smallest possible file: magic, one 1-byte object, a 1-byte offset table, the trailer.
        let trailerOffset = length - BinaryPropertyListMarker.trailerSize
        guard trailerOffset >= magic.count + 2 else {
            throw PropertyListError(.truncated, offset: length)
        }
        self.trailerOffset = trailerOffset

        let offsetIntSize = Int(bytes[trailerOffset + 6])
        guard (1...8).contains(offsetIntSize) else {
            throw PropertyListError(.invalidTrailer, offset: trailerOffset + 6)
        }
        let objectRefSize = Int(bytes[trailerOffset + 7])
        guard (1...8).contains(objectRefSize) else {
            throw PropertyListError(.invalidTrailer, offset: trailerOffset + 7)
        }
        let rawCount = bytes.bplistUInt(at: trailerOffset + 8, size: 8)
        let rawTop = bytes.bplistUInt(at: trailerOffset + 16, size: 8)
        let rawTable = bytes.bplistUInt(at: trailerOffset + 24, size: 8)

        // The offset table lies between the header and the trailer.
        guard rawTable >= UInt64(magic.count + 1), rawTable < UInt64(trailerOffset) else {
            throw PropertyListError(.invalidTrailer, offset: trailerOffset + 24)
        }
        let offsetTableOffset = Int(rawTable)
        guard rawCount > 0 else { throw PropertyListError(.invalidTrailer, offset: trailerOffset + 8) }
        // Compare in UInt64 before converting: the count must fit in the table's bytes.
        let tableCapacity = UInt64((trailerOffset - offsetTableOffset) / offsetIntSize)
        // The decoder keeps a memo slot in 28 bits per object: 2^28 objects is the hard ceiling.
        guard rawCount <= tableCapacity, rawCount <= UInt64(max(limits.maximumObjectCount, 0)),
            rawCount < 1 << 28
        else {
            throw PropertyListError(.countTooLarge, offset: trailerOffset + 8)
        }
        guard rawTop < rawCount else {
            throw PropertyListError(.invalidTrailer, offset: trailerOffset + 16)
        }
        self.offsetIntSize = offsetIntSize
        self.objectRefSize = objectRefSize
        self.objectCount = Int(rawCount)
        self.topObject = Int(rawTop)
        self.offsetTableOffset = offsetTableOffset
    }

    /// The byte offset of object `index` (which the caller has checked is `< objectCount`).
    ///
    /// - Throws: `.invalidReference` at the table entry when the offset points outside the
    ///   object area (before the first object or into the offset table / trailer).
    @inline(__always)
    func offset(ofObject index: Int, in bytes: UnsafeRawBufferPointer) throws(PropertyListError) -> Int {
        let entry = offsetTableOffset + index * offsetIntSize
        let value = bytes.bplistUInt(at: entry, size: offsetIntSize)
        guard value >= UInt64(BinaryPropertyListMarker.magicLength), value < UInt64(offsetTableOffset) else {
            throw PropertyListError(.invalidReference, offset: entry)
        }
        return Int(value)
    }
}
