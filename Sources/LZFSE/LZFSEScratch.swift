/// Working memory for one `decompress` call: decoder tables, frequencies and the literal
/// buffer of a compressed block. Allocated once per call (about 60 KiB) and zero-filled, so no
/// read ever touches uninitialised memory.
struct LZFSEScratch {
    /// Extra bytes after the literal buffer so literal copies may run 8 bytes at a time.
    static let literalSlack = 64

    let literalTable: UnsafeMutablePointer<FSELiteralEntry>
    let lTable: UnsafeMutablePointer<FSEValueEntry>
    let mTable: UnsafeMutablePointer<FSEValueEntry>
    let dTable: UnsafeMutablePointer<FSEValueEntry>
    let frequencies: UnsafeMutablePointer<UInt16>
    let literals: UnsafeMutablePointer<UInt8>

    init() {
        literalTable = .allocate(capacity: FSEDecoderTable.literalStates)
        literalTable.initialize(
            repeating: FSELiteralEntry(bitCount: 0, symbol: 0, delta: 0),
            count: FSEDecoderTable.literalStates)
        let empty = FSEValueEntry(totalBits: 0, valueBits: 0, delta: 0, base: 0)
        lTable = .allocate(capacity: FSEDecoderTable.lStates)
        lTable.initialize(repeating: empty, count: FSEDecoderTable.lStates)
        mTable = .allocate(capacity: FSEDecoderTable.mStates)
        mTable.initialize(repeating: empty, count: FSEDecoderTable.mStates)
        dTable = .allocate(capacity: FSEDecoderTable.dStates)
        dTable.initialize(repeating: empty, count: FSEDecoderTable.dStates)
        frequencies = .allocate(capacity: LZFSEBlockHeader.frequencyCount)
        frequencies.initialize(repeating: 0, count: LZFSEBlockHeader.frequencyCount)
        let literalCapacity = LZFSEBlockHeader.maximumLiterals + Self.literalSlack
        literals = .allocate(capacity: literalCapacity)
        literals.initialize(repeating: 0, count: literalCapacity)
    }

    /// Frees the memory; the scratch must not be used afterwards.
    func deallocate() {
        literalTable.deallocate()
        lTable.deallocate()
        mTable.deallocate()
        dTable.deallocate()
        frequencies.deallocate()
        literals.deallocate()
    }
}

/// The output of one `decompress` call: `count` bytes written so far of `capacity` (the sum of
/// the blocks' declared sizes). The allocation has ``slack`` bytes more, so copies may write up
/// to 8 bytes past a block's end; those bytes are overwritten or never exposed.
struct LZFSEOutput {
    static let slack = 32

    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }
}

/// Copies `count` bytes in 8-byte chunks; may read and write up to 8 bytes past `count` (at
/// least 8 when `count == 0`). Source and destination must not overlap within 8 bytes
/// ahead of the destination.
@inline(__always)
func copyChunked(to destination: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
    var offset = 0
    repeat {
        let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
        UnsafeMutableRawPointer(destination + offset).storeBytes(of: word, as: UInt64.self)
        offset &+= 8
    } while offset < count
}

/// Copies a match of `length` bytes from `distance` bytes back (`1 <= distance`); overlapping
/// copies repeat the pattern. May write up to 8 bytes past `length` when `distance >= 8`.
@inline(__always)
func copyMatch(to destination: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
    let source = destination - distance
    if distance >= 8 {
        copyChunked(to: destination, from: source, count: length)
    } else if distance == 1 {
        destination.update(repeating: source.pointee, count: length)
    } else {
        for index in 0..<length { destination[index] = source[index] }
    }
}
