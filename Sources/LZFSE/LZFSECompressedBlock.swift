/// Decodes the payload of a `bvx1`/`bvx2` block (spec §6.5): FSE-coded literals, then
/// FSE-coded (literal length, match length, distance) triples that interleave those literals
/// with matches into the output.
enum LZFSECompressedBlock {
    /// Most bits one literal group (4 literals × ≤ 10 bits) reads.
    private static let literalGroupBits = 40
    /// Most bits one L/M/D triple reads: (6 + 8) + (6 + 11) + (8 + 15).
    private static let matchBits = 54

    static func decode(
        _ header: LZFSEBlockHeader, blockOffset: Int, input: UnsafeRawBufferPointer,
        scratch: LZFSEScratch, output: inout LZFSEOutput
    ) throws(LZFSEError) {
        guard let inputBase = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw LZFSEError(.truncated, offset: blockOffset)
        }
        guard header.rawSize <= output.capacity - output.count else {
            throw LZFSEError(.invalidHeader("block size exceeds the scanned stream size"), offset: blockOffset)
        }
        let literalOffset = blockOffset + header.headerSize
        let lmdOffset = literalOffset + header.literalPayloadSize
        guard input.count - blockOffset >= header.blockSize else {
            throw LZFSEError(.truncated, offset: blockOffset)
        }
        try buildTables(header, frequencies: scratch.frequencies, scratch: scratch, blockOffset: blockOffset)

        // Literals.
        guard
            var bits = BackwardBitStream(
                start: inputBase + literalOffset, size: header.literalPayloadSize, paddingBits: header.literalBits)
        else { throw LZFSEError(.invalidBitstream("literal stream padding"), offset: literalOffset) }
        try decodeLiterals(header, &bits, table: scratch.literalTable, into: scratch.literals, offset: literalOffset)

        guard bits.isDrained else {
            throw LZFSEError(.invalidBitstream("literal stream has unread data"), offset: literalOffset)
        }
        // Matches.
        guard
            var lmd = BackwardBitStream(
                start: inputBase + lmdOffset, size: header.lmdPayloadSize, paddingBits: header.lmdBits)
        else { throw LZFSEError(.invalidBitstream("match stream padding"), offset: lmdOffset) }

        let base = output.base
        let blockStart = base + output.count
        let blockEnd = blockStart + header.rawSize
        var destination = blockStart
        var literal = UnsafePointer(scratch.literals)
        let literalEnd = literal + header.literalCount
        var lState = header.lState
        var mState = header.mState
        var dState = header.dState
        var distance = 0
        let lTable = scratch.lTable
        let mTable = scratch.mTable
        let dTable = scratch.dTable

        for _ in 0..<header.matchCount {
            lmd.refill()
            let l: Int
            let m: Int
            let newDistance: Int
            if lmd.count >= matchBits {
                l = decodeValue(&lmd, lTable, &lState)
                m = decodeValue(&lmd, mTable, &mState)
                newDistance = decodeValue(&lmd, dTable, &dState)
            } else {
                guard let cl = decodeValueChecked(&lmd, lTable, &lState),
                    let cm = decodeValueChecked(&lmd, mTable, &mState),
                    let cd = decodeValueChecked(&lmd, dTable, &dState)
                else { throw LZFSEError(.invalidBitstream("match stream read past its start"), offset: lmdOffset) }
                l = cl
                m = cm
                newDistance = cd
            }
            guard l <= literalEnd - literal else {
                throw LZFSEError(.invalidLength("literal length \(l) exceeds the block's literals"), offset: lmdOffset)
            }
            let room = blockEnd - destination
            guard l <= room, m <= room - l else {
                throw LZFSEError(.invalidLength("match runs past the block's raw size"), offset: lmdOffset)
            }
            copyChunked(to: destination, from: literal, count: l)
            destination += l
            literal += l
            if newDistance != 0 { distance = newDistance }
            // Checked even without a match (spec §6.5), as Apple's decoder does: a block's first
            // triple must not repeat a distance the block has not set.
            guard distance > 0, distance <= destination - base else {
                throw LZFSEError(.invalidMatchDistance(distance), offset: lmdOffset)
            }
            if m > 0 {
                copyMatch(to: destination, distance: distance, length: m)
                destination += m
            }
        }
        guard lmd.isDrained else {
            throw LZFSEError(.invalidBitstream("match stream has unread data"), offset: lmdOffset)
        }
        let produced = destination - blockStart
        guard produced == header.rawSize else {
            throw LZFSEError(.sizeMismatch(expected: header.rawSize, actual: produced), offset: blockOffset)
        }
        output.count += produced
    }

    private static func buildTables(
        _ header: LZFSEBlockHeader, frequencies: UnsafeMutablePointer<UInt16>, scratch: LZFSEScratch,
        blockOffset: Int
    ) throws(LZFSEError) {
        let ok = FSEDecoderTable.buildValueTable(
            frequencies, symbolCount: FSEDecoderTable.lSymbols, stateCount: FSEDecoderTable.lStates,
            extraBits: FSEDecoderTable.lExtraBits, bases: FSEDecoderTable.lBases, into: scratch.lTable)
        guard ok else { throw LZFSEError(.invalidTable("L frequencies exceed 64"), offset: blockOffset) }
        guard
            FSEDecoderTable.buildValueTable(
                frequencies + 20, symbolCount: FSEDecoderTable.mSymbols, stateCount: FSEDecoderTable.mStates,
                extraBits: FSEDecoderTable.mExtraBits, bases: FSEDecoderTable.mBases, into: scratch.mTable)
        else { throw LZFSEError(.invalidTable("M frequencies exceed 64"), offset: blockOffset) }
        guard
            FSEDecoderTable.buildValueTable(
                frequencies + 40, symbolCount: FSEDecoderTable.dSymbols, stateCount: FSEDecoderTable.dStates,
                extraBits: FSEDecoderTable.dExtraBits, bases: FSEDecoderTable.dBases, into: scratch.dTable)
        else { throw LZFSEError(.invalidTable("D frequencies exceed 256"), offset: blockOffset) }
        guard FSEDecoderTable.buildLiteralTable(frequencies + 104, into: scratch.literalTable) else {
            throw LZFSEError(.invalidTable("literal frequencies exceed 1024"), offset: blockOffset)
        }
        func isEmpty(_ start: Int, _ count: Int) -> Bool {
            (start..<start + count).allSatisfy { frequencies[$0] == 0 }
        }
        if header.literalCount > 0 && isEmpty(104, 256) {
            throw LZFSEError(.invalidTable("literals present but no literal frequencies"), offset: blockOffset)
        }
        if header.matchCount > 0 && (isEmpty(0, 20) || isEmpty(20, 20) || isEmpty(40, 64)) {
            throw LZFSEError(.invalidTable("matches present but no L/M/D frequencies"), offset: blockOffset)
        }
    }

    private static func decodeLiterals(
        _ header: LZFSEBlockHeader, _ bits: inout BackwardBitStream,
        table: UnsafeMutablePointer<FSELiteralEntry>, into literals: UnsafeMutablePointer<UInt8>, offset: Int
    ) throws(LZFSEError) {
        var (s0, s1, s2, s3) = header.literalStates
        var index = 0
        while index < header.literalCount {
            bits.refill()
            if bits.count >= literalGroupBits {
                literals[index] = decodeLiteral(&bits, table, &s0)
                literals[index + 1] = decodeLiteral(&bits, table, &s1)
                literals[index + 2] = decodeLiteral(&bits, table, &s2)
                literals[index + 3] = decodeLiteral(&bits, table, &s3)
            } else {
                guard let b0 = decodeLiteralChecked(&bits, table, &s0),
                    let b1 = decodeLiteralChecked(&bits, table, &s1),
                    let b2 = decodeLiteralChecked(&bits, table, &s2),
                    let b3 = decodeLiteralChecked(&bits, table, &s3)
                else { throw LZFSEError(.invalidBitstream("literal stream read past its start"), offset: offset) }
                literals[index] = b0
                literals[index + 1] = b1
                literals[index + 2] = b2
                literals[index + 3] = b3
            }
            index += 4
        }
    }

    @inline(__always)
    private static func decodeLiteral(
        _ bits: inout BackwardBitStream, _ table: UnsafeMutablePointer<FSELiteralEntry>, _ state: inout Int
    ) -> UInt8 {
        let entry = table[state]
        state = Int(entry.delta) &+ bits.read(Int(entry.bitCount))
        return entry.symbol
    }

    @inline(__always)
    private static func decodeLiteralChecked(
        _ bits: inout BackwardBitStream, _ table: UnsafeMutablePointer<FSELiteralEntry>, _ state: inout Int
    ) -> UInt8? {
        guard Int(table[state].bitCount) <= bits.count else { return nil }
        return decodeLiteral(&bits, table, &state)
    }

    @inline(__always)
    private static func decodeValue(
        _ bits: inout BackwardBitStream, _ table: UnsafeMutablePointer<FSEValueEntry>, _ state: inout Int
    ) -> Int {
        let entry = table[state]
        let valueBits = UInt64(entry.valueBits)
        let x = bits.read(Int(entry.totalBits))
        state = Int(entry.delta) &+ (x &>> valueBits)
        return Int(entry.base) &+ (x & ((1 &<< Int(valueBits)) &- 1))
    }

    @inline(__always)
    private static func decodeValueChecked(
        _ bits: inout BackwardBitStream, _ table: UnsafeMutablePointer<FSEValueEntry>, _ state: inout Int
    ) -> Int? {
        guard Int(table[state].totalBits) <= bits.count else { return nil }
        return decodeValue(&bits, table, &state)
    }
}
