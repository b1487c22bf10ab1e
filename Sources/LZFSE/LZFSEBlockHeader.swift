/// Block magics, as little-endian u32 (spec §6.1).
enum LZFSEBlockMagic {
    static let endOfStream: UInt32 = 0x2478_7662  // "bvx$"
    static let uncompressed: UInt32 = 0x2d78_7662  // "bvx-"
    static let lzvn: UInt32 = 0x6e78_7662  // "bvxn"
    static let compressedV1: UInt32 = 0x3178_7662  // "bvx1"
    static let compressedV2: UInt32 = 0x3278_7662  // "bvx2"
}

extension UnsafeRawBufferPointer {
    /// Little-endian u32 at `offset`; the caller has checked `offset + 4 <= count`.
    @inline(__always)
    func loadLE32(at offset: Int) -> Int {
        Int(UInt32(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// Little-endian u64 at `offset`; the caller has checked `offset + 8 <= count`.
    @inline(__always)
    func loadLE64(at offset: Int) -> UInt64 {
        UInt64(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}

/// The fields of a compressed (`bvx1` or `bvx2`) block header, validated against the format's
/// limits (spec §6.2, §6.5). Frequencies are written to a caller-owned buffer of 360 entries in
/// the order L[20], M[20], D[64], literal[256].
struct LZFSEBlockHeader {
    static let v1HeaderSize = 772
    static let frequencyCount = 360
    static let maximumLiterals = 40_000
    static let maximumMatches = 10_000
    /// A `bvx2` header cannot be longer than 32 bytes plus 360 frequencies of 14 bits.
    static let maximumV2HeaderSize = 32 + (360 * 14 + 7) / 8

    var rawSize = 0
    var literalCount = 0
    var matchCount = 0
    var literalPayloadSize = 0
    var lmdPayloadSize = 0
    /// Minus the number of zero padding bits at the top of each backward stream (−7…0).
    var literalBits = 0
    var lmdBits = 0
    var literalStates: (Int, Int, Int, Int) = (0, 0, 0, 0)
    var lState = 0
    var mState = 0
    var dState = 0
    /// Bytes from the block's magic to its literal payload.
    var headerSize = 0

    /// Total bytes the block occupies in the input.
    var blockSize: Int { headerSize + literalPayloadSize + lmdPayloadSize }

    /// Parses a `bvx2` header at `offset` (whose magic has been checked).
    static func parseV2(
        _ input: UnsafeRawBufferPointer, at offset: Int, frequencies: UnsafeMutablePointer<UInt16>
    ) throws(LZFSEError) -> LZFSEBlockHeader {
        guard input.count - offset >= 32 else { throw LZFSEError(.truncated, offset: offset) }
        let w0 = input.loadLE64(at: offset + 8)
        let w1 = input.loadLE64(at: offset + 16)
        let w2 = input.loadLE64(at: offset + 24)
        func field(_ word: UInt64, _ shift: UInt64, _ width: UInt64) -> Int {
            Int(truncatingIfNeeded: (word >> shift) & ((1 << width) - 1))
        }
        var header = LZFSEBlockHeader()
        header.rawSize = input.loadLE32(at: offset + 4)
        header.literalCount = field(w0, 0, 20)
        header.literalPayloadSize = field(w0, 20, 20)
        header.matchCount = field(w0, 40, 20)
        header.literalBits = field(w0, 60, 3) - 7
        header.literalStates = (field(w1, 0, 10), field(w1, 10, 10), field(w1, 20, 10), field(w1, 30, 10))
        header.lmdPayloadSize = field(w1, 40, 20)
        header.lmdBits = field(w1, 60, 3) - 7
        header.headerSize = field(w2, 0, 32)
        header.lState = field(w2, 32, 10)
        header.mState = field(w2, 42, 10)
        header.dState = field(w2, 52, 10)

        guard header.headerSize >= 32, header.headerSize <= maximumV2HeaderSize else {
            throw LZFSEError(.invalidHeader("bvx2 header size \(header.headerSize)"), offset: offset)
        }
        guard input.count - offset >= header.headerSize else { throw LZFSEError(.truncated, offset: offset) }
        try decodeFrequencies(input, from: offset + 32, to: offset + header.headerSize, into: frequencies)
        try header.validate(at: offset)
        return header
    }

    /// Parses a `bvx1` header at `offset` (whose magic has been checked).
    static func parseV1(
        _ input: UnsafeRawBufferPointer, at offset: Int, frequencies: UnsafeMutablePointer<UInt16>
    ) throws(LZFSEError) -> LZFSEBlockHeader {
        guard input.count - offset >= v1HeaderSize else { throw LZFSEError(.truncated, offset: offset) }
        func u16(_ at: Int) -> Int {
            Int(UInt16(littleEndian: input.loadUnaligned(fromByteOffset: offset + at, as: UInt16.self)))
        }
        func i32(_ at: Int) -> Int {
            Int(Int32(littleEndian: input.loadUnaligned(fromByteOffset: offset + at, as: Int32.self)))
        }
        var header = LZFSEBlockHeader()
        header.rawSize = input.loadLE32(at: offset + 4)
        header.literalCount = input.loadLE32(at: offset + 12)
        header.matchCount = input.loadLE32(at: offset + 16)
        header.literalPayloadSize = input.loadLE32(at: offset + 20)
        header.lmdPayloadSize = input.loadLE32(at: offset + 24)
        header.literalBits = i32(28)
        header.literalStates = (u16(32), u16(34), u16(36), u16(38))
        header.lmdBits = i32(40)
        header.lState = u16(44)
        header.mState = u16(46)
        header.dState = u16(48)
        header.headerSize = v1HeaderSize
        for index in 0..<frequencyCount {
            frequencies[index] = UInt16(truncatingIfNeeded: u16(50 + 2 * index))
        }
        guard (-7...0).contains(header.literalBits), (-7...0).contains(header.lmdBits) else {
            throw LZFSEError(.invalidHeader("bvx1 padding bits out of range"), offset: offset)
        }
        try header.validate(at: offset)
        return header
    }

    /// Checks counts and initial states against the format's limits.
    private func validate(at offset: Int) throws(LZFSEError) {
        guard literalCount <= Self.maximumLiterals, literalCount % 4 == 0 else {
            throw LZFSEError(.invalidHeader("literal count \(literalCount)"), offset: offset)
        }
        guard matchCount <= Self.maximumMatches else {
            throw LZFSEError(.invalidHeader("match count \(matchCount)"), offset: offset)
        }
        let states = [literalStates.0, literalStates.1, literalStates.2, literalStates.3]
        guard states.allSatisfy({ $0 < FSEDecoderTable.literalStates }), lState < FSEDecoderTable.lStates,
            mState < FSEDecoderTable.mStates, dState < FSEDecoderTable.dStates
        else {
            throw LZFSEError(.invalidHeader("initial state out of range"), offset: offset)
        }
    }

    /// Decodes the 360 variable-length frequencies of a `bvx2` header from `[start, end)`
    /// (LSB-first bits). The codes must end in the header's last byte.
    private static func decodeFrequencies(
        _ input: UnsafeRawBufferPointer, from start: Int, to end: Int, into frequencies: UnsafeMutablePointer<UInt16>
    ) throws(LZFSEError) {
        if start == end {
            frequencies.update(repeating: 0, count: frequencyCount)
            return
        }
        var accumulator: UInt64 = 0
        var available = 0  // valid bits in the accumulator
        var next = start
        var consumed = 0
        for index in 0..<frequencyCount {
            while available <= 56 && next < end {
                accumulator |= UInt64(input[next]) << UInt64(available)
                available += 8
                next += 1
            }
            // Past `end` the missing bits read as zero; `consumed` catches the overrun below.
            let bits = accumulator
            let length: Int
            let value: UInt64
            if bits & 1 == 0 {
                length = 2
                value = (bits >> 1) & 1
            } else if bits & 2 == 0 {
                length = 3
                value = 2 + ((bits >> 2) & 1)
            } else if bits & 4 == 0 {
                length = 5
                value = 4 + ((bits >> 3) & 3)
            } else if bits & 8 == 0 {
                length = 8
                value = 8 + ((bits >> 4) & 15)
            } else {
                length = 14
                value = 24 + ((bits >> 4) & 1023)
            }
            frequencies[index] = UInt16(truncatingIfNeeded: value)
            accumulator >>= UInt64(length)
            available -= length
            consumed += length
            guard consumed <= 8 * (end - start) else {
                throw LZFSEError(.invalidTable("frequency codes run past the header"), offset: start)
            }
        }
        guard 8 * (end - start) - consumed < 8 else {
            throw LZFSEError(.invalidTable("unused bytes after the frequency codes"), offset: start)
        }
    }
}
