/// Collects (literal length, match length, distance) triples and their literals for one `bvx2`
/// block and encodes them (spec §6.2–§6.5 run backwards).
///
/// Each triple is within the format's per-symbol limits (L ≤ 315, M ≤ 2 359, D ≤ 262 139); a
/// block holds at most 10 000 triples and 40 000 literals, so the caller checks ``canAppend(literals:)``.
struct LZFSEBlockEncoder: ~Copyable {
    static let maximumL = 315
    static let maximumM = 2_359
    static let maximumD = 262_139

    /// The block's literals in `literals[0 ..< literalCount]`, then its triples in `lValues`,
    /// `mValues` and `dValues[0 ..< matchCount]`. The storage is allocated at the block's largest
    /// size once and owned by this (non-copyable) value, so an append is a plain store: no growth,
    /// uniqueness or bounds checks, which for arrays cost as much as finding the match.
    private let literals: UnsafeMutablePointer<UInt8>
    private let lValues: UnsafeMutablePointer<Int32>
    private let mValues: UnsafeMutablePointer<Int32>
    /// Distances as coded: 0 repeats the block's previous distance.
    private let dValues: UnsafeMutablePointer<Int32>
    private(set) var literalCount = 0
    /// Triples in the block.
    private(set) var matchCount = 0
    /// Decoded bytes the block produces.
    private(set) var rawSize = 0
    /// The distance a coded 0 would repeat (none at the start of a block).
    private var previousDistance = 0

    init() {
        // 4 bytes of room for the padding of the literals to a multiple of four.
        literals = .allocate(capacity: LZFSEBlockHeader.maximumLiterals + 4)
        lValues = .allocate(capacity: LZFSEBlockHeader.maximumMatches)
        mValues = .allocate(capacity: LZFSEBlockHeader.maximumMatches)
        dValues = .allocate(capacity: LZFSEBlockHeader.maximumMatches)
    }

    deinit {
        literals.deallocate()
        lValues.deallocate()
        mValues.deallocate()
        dValues.deallocate()
    }

    var isEmpty: Bool { matchCount == 0 }

    /// Whether one more triple with `literals` literal bytes fits the block's limits.
    @inline(__always)
    func canAppend(literals count: Int) -> Bool {
        matchCount < LZFSEBlockHeader.maximumMatches && literalCount &+ count <= LZFSEBlockHeader.maximumLiterals
    }

    /// Adds a triple: `literals` bytes, then `matchLength` bytes from `distance` back.
    /// `outputPosition` is where the literals end in the stream's output. The triple must fit
    /// (``canAppend(literals:)``).
    ///
    /// Without a match the distance is free, but Apple's decoder still checks it: it starts each
    /// block with no valid distance and rejects a triple whose distance (coded or repeated)
    /// exceeds the output so far. Such a triple therefore repeats the block's distance if it has
    /// one, else sets the coming match's distance when already in reach (so that match repeats
    /// it for free), else 1.
    @inline(__always)
    mutating func append(
        literals source: UnsafeBufferPointer<UInt8>, matchLength: Int, distance: Int, outputPosition: Int
    ) {
        precondition(canAppend(literals: source.count), "LZFSEBlockEncoder: block is full")
        if let start = source.baseAddress, source.count > 0 {
            (literals + literalCount).update(from: start, count: source.count)
            literalCount &+= source.count
        }
        lValues[matchCount] = Int32(truncatingIfNeeded: source.count)
        mValues[matchCount] = Int32(truncatingIfNeeded: matchLength)
        var coded = distance
        if matchLength == 0 {
            let inReach = distance >= 1 && distance <= outputPosition
            coded = previousDistance != 0 ? previousDistance : inReach ? distance : 1
        }
        if coded == previousDistance {
            dValues[matchCount] = 0
        } else {
            dValues[matchCount] = Int32(truncatingIfNeeded: coded)
            previousDistance = coded
        }
        matchCount &+= 1
        rawSize &+= source.count &+ matchLength
    }

    /// Starts a new, empty block (keeping the buffers' capacity).
    mutating func reset() {
        literalCount = 0
        matchCount = 0
        rawSize = 0
        previousDistance = 0
    }

    // MARK: - Symbols of the L, M and D alphabets (spec §6.3)

    @inline(__always)
    static func lSymbol(_ value: Int32) -> Int {
        value < 16 ? Int(value) : value < 20 ? 16 : value < 28 ? 17 : value < 60 ? 18 : 19
    }

    @inline(__always)
    static func mSymbol(_ value: Int32) -> Int {
        value < 16 ? Int(value) : value < 24 ? 16 : value < 56 ? 17 : value < 312 ? 18 : 19
    }

    /// D symbols come in groups of four sharing `g` extra bits; group g starts at `4 (2^g − 1)`.
    @inline(__always)
    static func dSymbol(_ value: Int32) -> Int {
        let v = Int(value)
        let group = Int.bitWidth - 1 - ((v + 4) >> 2).leadingZeroBitCount
        return 4 * group + ((v - 4 * ((1 << group) - 1)) >> group)
    }

    // MARK: - Encoding

    /// The complete `bvx2` block (header, literal payload, L/M/D payload).
    mutating func encode() -> [UInt8] {
        // The decoder reads literals in groups of four; the padding literals are never used.
        let paddedCount = (literalCount + 3) & ~3
        (literals + literalCount).update(repeating: 0, count: paddedCount - literalCount)
        return encode(literals: UnsafeBufferPointer(start: literals, count: paddedCount))
    }

    /// The block for `paddedLiterals` (the block's literals, padded to a multiple of four).
    private func encode(literals paddedLiterals: UnsafeBufferPointer<UInt8>) -> [UInt8] {

        var lCounts = [Int](repeating: 0, count: FSEDecoderTable.lSymbols)
        var mCounts = [Int](repeating: 0, count: FSEDecoderTable.mSymbols)
        var dCounts = [Int](repeating: 0, count: FSEDecoderTable.dSymbols)
        var literalCounts = [Int](repeating: 0, count: FSEDecoderTable.literalSymbols)
        for index in 0..<matchCount {
            lCounts[Self.lSymbol(lValues[index])] += 1
            mCounts[Self.mSymbol(mValues[index])] += 1
            dCounts[Self.dSymbol(dValues[index])] += 1
        }
        for byte in paddedLiterals { literalCounts[Int(byte)] += 1 }

        let lFrequencies = FSEEncoderTable.normalize(lCounts, stateCount: FSEDecoderTable.lStates)
        let mFrequencies = FSEEncoderTable.normalize(mCounts, stateCount: FSEDecoderTable.mStates)
        let dFrequencies = FSEEncoderTable.normalize(dCounts, stateCount: FSEDecoderTable.dStates)
        let literalFrequencies = FSEEncoderTable.normalize(
            literalCounts, stateCount: FSEDecoderTable.literalStates)

        let literalStream = Self.encodeLiterals(paddedLiterals, frequencies: literalFrequencies)
        let lmdStream = encodeMatches(lFrequencies, mFrequencies, dFrequencies)

        // At most 14 bits for each of the 360 frequencies.
        let tableBytes = ForwardBitWriter.bytes(capacity: 640) { table in
            for frequency in lFrequencies + mFrequencies + dFrequencies + literalFrequencies {
                let (code, bits) = Self.frequencyCode(Int(frequency))
                table.write(code, bitCount: bits)
                table.flush()
            }
        }.bytes
        let headerSize = 32 + tableBytes.count

        var w0 = UInt64(paddedLiterals.count)
        w0 |= UInt64(literalStream.bytes.count) << 20
        w0 |= UInt64(matchCount) << 40
        w0 |= UInt64(7 - literalStream.paddingBits) << 60
        var w1 = UInt64(literalStream.states.0) | UInt64(literalStream.states.1) << 10
        w1 |= UInt64(literalStream.states.2) << 20 | UInt64(literalStream.states.3) << 30
        w1 |= UInt64(lmdStream.bytes.count) << 40
        w1 |= UInt64(7 - lmdStream.paddingBits) << 60
        var w2 = UInt64(headerSize)
        w2 |= UInt64(lmdStream.states.l) << 32 | UInt64(lmdStream.states.m) << 42
        w2 |= UInt64(lmdStream.states.d) << 52

        var block: [UInt8] = []
        block.reserveCapacity(headerSize + literalStream.bytes.count + lmdStream.bytes.count)
        Self.appendLE(UInt64(LZFSEBlockMagic.compressedV2), bytes: 4, to: &block)
        Self.appendLE(UInt64(rawSize), bytes: 4, to: &block)
        Self.appendLE(w0, bytes: 8, to: &block)
        Self.appendLE(w1, bytes: 8, to: &block)
        Self.appendLE(w2, bytes: 8, to: &block)
        block += tableBytes
        block += literalStream.bytes
        block += lmdStream.bytes
        return block
    }

    static func appendLE(_ value: UInt64, bytes: Int, to output: inout [UInt8]) {
        for index in 0..<bytes { output.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index))) }
    }

    /// The variable-length code of one `bvx2` frequency (spec §6.2): `(bits, bit count)`.
    static func frequencyCode(_ value: Int) -> (UInt64, Int) {
        switch value {
        case 0...1: return (UInt64(value) << 1, 2)
        case 2...3: return (UInt64(value - 2) << 2 | 0b1, 3)
        case 4...7: return (UInt64(value - 4) << 3 | 0b11, 5)
        case 8...23: return (UInt64(value - 8) << 4 | 0b111, 8)
        default: return (UInt64(value - 24) << 4 | 0b1111, 14)
        }
    }

    /// Zero bytes that start an FSE payload: where the decoder stops reading backwards.
    private static let payloadPrefix = 8

    /// Encodes the literals last to first, so the decoder reads the first literal first;
    /// literal i uses state `i mod 4`.
    private static func encodeLiterals(
        _ bytes: UnsafeBufferPointer<UInt8>, frequencies: [UInt16]
    ) -> (bytes: [UInt8], paddingBits: Int, states: (Int32, Int32, Int32, Int32)) {
        let encoders = FSEEncoderTable.encoders(frequencies, stateCount: FSEDecoderTable.literalStates)
        let n = Int32(FSEDecoderTable.literalStates)
        var states: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        // A literal takes at most log2(1024) = 10 bits.
        let (payload, padding) = ForwardBitWriter.bytes(
            zeroPrefix: payloadPrefix, capacity: (bytes.count * 10 + 7) / 8
        ) { writer in
            encoders.withUnsafeBufferPointer { table in
                var index = bytes.count - 4
                while index >= 0 {
                    let c3 = FSEEncoderTable.encode(table[Int(bytes[index + 3])], state: &states.3, stateCount: n)
                    writer.write(c3.value, bitCount: c3.count)
                    let c2 = FSEEncoderTable.encode(table[Int(bytes[index + 2])], state: &states.2, stateCount: n)
                    writer.write(c2.value, bitCount: c2.count)
                    let c1 = FSEEncoderTable.encode(table[Int(bytes[index + 1])], state: &states.1, stateCount: n)
                    writer.write(c1.value, bitCount: c1.count)
                    let c0 = FSEEncoderTable.encode(table[Int(bytes[index])], state: &states.0, stateCount: n)
                    writer.write(c0.value, bitCount: c0.count)
                    writer.flush()  // 4 literals: at most 40 bits
                    index -= 4
                }
            }
        }
        return (payload, padding, states)
    }

    /// One alphabet's encoders with the extra bits and base of every symbol, as pointers so the
    /// coding loop has no bounds, retain or lazy-initialisation checks.
    private struct ValueCoder {
        let encoders: UnsafeMutablePointer<FSESymbolEncoder>
        let extraBits: UnsafeMutablePointer<Int>
        let bases: UnsafeMutablePointer<Int32>
        let stateCount: Int32

        init(_ frequencies: [UInt16], stateCount: Int, extraBits: [UInt8], bases: [UInt32]) {
            let table = FSEEncoderTable.encoders(frequencies, stateCount: stateCount)
            encoders = .allocate(capacity: table.count)
            encoders.initialize(from: table, count: table.count)
            self.extraBits = .allocate(capacity: extraBits.count)
            self.extraBits.initialize(from: extraBits.map { Int($0) }, count: extraBits.count)
            self.bases = .allocate(capacity: bases.count)
            self.bases.initialize(from: bases.map { Int32($0) }, count: bases.count)
            self.stateCount = Int32(stateCount)
        }

        func deallocate() {
            encoders.deallocate()
            extraBits.deallocate()
            bases.deallocate()
        }

        /// Writes `value` (of `symbol`): state bits above the value's extra bits.
        @inline(__always)
        func put(_ value: Int32, _ symbol: Int, _ state: inout Int32, _ writer: inout ForwardBitWriter) {
            let extra = extraBits[symbol]
            let code = FSEEncoderTable.encode(encoders[symbol], state: &state, stateCount: stateCount)
            let offset = UInt64(truncatingIfNeeded: value &- bases[symbol])
            writer.write(code.value &<< UInt64(extra) | offset, bitCount: code.count &+ extra)
        }
    }

    /// Encodes the triples last to first, each as D, M, L (the decoder reads L, M, D); a value's
    /// extra bits sit below its state bits because the decoder reads both at once.
    private func encodeMatches(
        _ lFrequencies: [UInt16], _ mFrequencies: [UInt16], _ dFrequencies: [UInt16]
    ) -> (bytes: [UInt8], paddingBits: Int, states: (l: Int32, m: Int32, d: Int32)) {
        let lCoder = ValueCoder(
            lFrequencies, stateCount: FSEDecoderTable.lStates, extraBits: FSEDecoderTable.lExtraBits,
            bases: FSEDecoderTable.lBases)
        let mCoder = ValueCoder(
            mFrequencies, stateCount: FSEDecoderTable.mStates, extraBits: FSEDecoderTable.mExtraBits,
            bases: FSEDecoderTable.mBases)
        let dCoder = ValueCoder(
            dFrequencies, stateCount: FSEDecoderTable.dStates, extraBits: FSEDecoderTable.dExtraBits,
            bases: FSEDecoderTable.dBases)
        defer {
            lCoder.deallocate()
            mCoder.deallocate()
            dCoder.deallocate()
        }
        var l: Int32 = 0
        var m: Int32 = 0
        var d: Int32 = 0
        // A triple takes at most 54 bits: state and extra bits of L (6 + 8), M (6 + 11), D (8 + 15).
        let (bytes, padding) = ForwardBitWriter.bytes(
            zeroPrefix: Self.payloadPrefix, capacity: (matchCount * 54 + 7) / 8
        ) { writer in
            var index = matchCount - 1
            while index >= 0 {
                let dValue = dValues[index]
                let mValue = mValues[index]
                let lValue = lValues[index]
                dCoder.put(dValue, Self.dSymbol(dValue), &d, &writer)
                mCoder.put(mValue, Self.mSymbol(mValue), &m, &writer)
                lCoder.put(lValue, Self.lSymbol(lValue), &l, &writer)
                writer.flush()  // one triple: at most 54 bits
                index -= 1
            }
        }
        return (bytes, padding, (l, m, d))
    }
}
