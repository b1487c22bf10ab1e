import LZFSE
import Testing

/// One malformed field at a time: each must produce its specific error at the right offset.
@Suite("LZFSE malformed blocks")
struct LZFSEMalformedBlockTests {
    let decoder = LZFSEDecoder()

    func error(_ stream: [UInt8], limit: Int = 256 << 20) -> LZFSEError? {
        #expect(throws: LZFSEError.self) { try LZFSEDecoder(maximumOutputSize: limit).decompress(stream) }
    }

    /// Four literals 0x01, then one match L = 4, M = 3, D = 1: a valid 7-byte block.
    let valid = StreamBuilder.singleSymbolFields(
        literal: 1, literalCount: 4, l: 4, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)

    /// L = 0, M = 3, one match, D from `dSymbol`.
    func matchOnly(dSymbol: Int, rawSize: Int = 3) -> StreamBuilder.CompressedFields {
        StreamBuilder.singleSymbolFields(
            literal: 0, literalCount: 0, l: 0, m: 3, dSymbol: dSymbol, matchCount: 1, rawSize: rawSize)
    }

    // MARK: distances

    @Test("bvx2: distance 0 with no previous distance")
    func bvx2ZeroDistance() {
        let fields = matchOnly(dSymbol: 0)
        let headerSize = StreamBuilder.v2Header(fields).count
        let stream = StreamBuilder.singleSymbolBlock(fields) + StreamBuilder.end
        #expect(error(stream) == LZFSEError(.invalidMatchDistance(0), offset: headerSize))
    }

    @Test("bvx2: distance beyond the output produced so far, also across blocks")
    func bvx2DistanceTooFar() {
        // D symbol 8: base 12. Ten bytes of earlier output are not enough.
        let fields = matchOnly(dSymbol: 8)
        let headerSize = StreamBuilder.v2Header(fields).count
        let stream =
            StreamBuilder.rawBlock(Array("0123456789".utf8)) + StreamBuilder.singleSymbolBlock(fields)
            + StreamBuilder.end
        #expect(error(stream) == LZFSEError(.invalidMatchDistance(12), offset: 18 + headerSize))
        let enough =
            StreamBuilder.rawBlock(Array("0123456789ab".utf8)) + StreamBuilder.singleSymbolBlock(fields)
            + StreamBuilder.end
        #expect((try? decoder.decompress(enough)) == Array("0123456789ab012".utf8))
    }

    @Test("LZVN: zero distance, distance too far, previous distance when there is none")
    func lzvnBadDistances() {
        let eos: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]
        func stream(_ payload: [UInt8], rawSize: Int = 10) -> [UInt8] {
            StreamBuilder.lzvnBlock(rawSize: rawSize, payload: payload + eos) + StreamBuilder.end
        }
        #expect(error(stream([0x00, 0x00])) == LZFSEError(.invalidMatchDistance(0), offset: 12))  // small, D = 0
        #expect(error(stream([0xA0, 0x00, 0x00])) == LZFSEError(.invalidMatchDistance(0), offset: 12))  // medium, D = 0
        #expect(
            error(stream([0xE2, 0x61, 0x62, 0x07, 0x03, 0x00])) == LZFSEError(.invalidMatchDistance(3), offset: 15))
        // previous D, none yet
        #expect(error(stream([0x46, 0x61])) == LZFSEError(.invalidMatchDistance(0), offset: 12))
        #expect(error(stream([0xF3])) == LZFSEError(.invalidMatchDistance(0), offset: 12))  // short match, none yet
        // long match, none yet
        #expect(error(stream([0xF0, 0x00], rawSize: 20)) == LZFSEError(.invalidMatchDistance(0), offset: 12))
    }

    // MARK: tables

    @Test(
        "frequency sums past the table size",
        arguments: [
            (0, 64, 1, "L"), (20, 64, 1, "M"), (40, 256, 1, "D"), (104, 1024, 1, "literal"), (104, 1047, 0, "literal"),
        ])
    func badTableSums(start: Int, first: Int, second: Int, table: String) {
        var fields = StreamBuilder.singleSymbolFields(
            literal: 1, literalCount: 4, l: 0, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)
        for index in start..<start + (start == 104 ? 256 : start == 40 ? 64 : 20) { fields.frequencies[index] = 0 }
        fields.frequencies[start + 1] = UInt16(first)
        fields.frequencies[start + 2] = UInt16(second)
        let found = error(StreamBuilder.singleSymbolBlock(fields) + StreamBuilder.end)
        guard case .invalidTable = found?.reason else {
            Issue.record("\(table): expected invalidTable, got \(String(describing: found))")
            return
        }
        #expect(found?.offset == 0)
    }

    @Test("matches without L/M/D frequencies, literals without literal frequencies")
    func emptyTables() {
        var fields = matchOnly(dSymbol: 1)
        fields.frequencies[20 + 3] = 0  // no M symbols
        #expect(error(StreamBuilder.singleSymbolBlock(fields) + StreamBuilder.end)?.offset == 0)
        var literals = StreamBuilder.singleSymbolFields(
            literal: 9, literalCount: 4, l: 4, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)
        literals.frequencies[104 + 9] = 0
        let found = error(StreamBuilder.singleSymbolBlock(literals) + StreamBuilder.end)
        guard case .invalidTable = found?.reason else {
            Issue.record("got \(String(describing: found))")
            return
        }
    }

    // MARK: headers

    /// The block with its `header_size` field (bytes 24…27) replaced.
    func withHeaderSize(_ block: [UInt8], _ size: Int, insertingAt extra: [UInt8] = []) -> [UInt8] {
        var block = block
        let tableEnd = StreamBuilder.v2Header(valid).count
        block.insert(contentsOf: extra, at: tableEnd)
        block.replaceSubrange(24..<28, with: StreamBuilder.le32(size))
        return block
    }

    @Test("bvx2 header size: too small, longer than the frequency codes, shorter than them")
    func badHeaderSize() {
        let block = StreamBuilder.singleSymbolBlock(valid)
        let size = StreamBuilder.v2Header(valid).count
        #expect(throws: Never.self) { try decoder.decompress(block + StreamBuilder.end) }
        let small = error(withHeaderSize(block, 31) + StreamBuilder.end)
        guard case .invalidHeader = small?.reason else {
            Issue.record("got \(String(describing: small))")
            return
        }
        let long = error(withHeaderSize(block, size + 1, insertingAt: [0]) + StreamBuilder.end)
        #expect(long?.reason == .invalidTable("unused bytes after the frequency codes"))
        #expect(long?.offset == 32)
        // Two bytes shorter, the payload two bytes longer: the framing holds, the codes overrun.
        var longerPayload = valid
        longerPayload.lmdPayloadSize += 2
        let short = error(
            withHeaderSize(
                StreamBuilder.singleSymbolBlock(longerPayload, lmdPayload: [UInt8](repeating: 0, count: 8)), size - 2)
                + StreamBuilder.end)
        guard case .invalidTable = short?.reason else {
            Issue.record("got \(String(describing: short))")
            return
        }
    }

    @Test("counts out of range: literals not a multiple of 4, more than 40 000 literals or 10 000 matches")
    func badCounts() {
        for (literals, matches) in [(5, 1), (40_004, 1), (4, 10_001)] {
            var fields = StreamBuilder.singleSymbolFields(
                literal: 1, literalCount: 4, l: 4, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)
            fields.literalCount = literals
            fields.matchCount = matches
            let found = error(StreamBuilder.singleSymbolBlock(fields) + StreamBuilder.end)
            guard case .invalidHeader = found?.reason else {
                Issue.record("got \(String(describing: found))")
                continue
            }
            #expect(found?.offset == 0)
        }
    }

    @Test("bvx1: initial states and padding bits out of range")
    func badV1Fields() {
        let good = StreamBuilder.singleSymbolFields(
            literal: 1, literalCount: 4, l: 4, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)
        func v1(_ fields: StreamBuilder.CompressedFields) -> [UInt8] {
            StreamBuilder.v1Header(fields) + [UInt8](repeating: 0, count: fields.lmdPayloadSize) + StreamBuilder.end
        }
        #expect((try? decoder.decompress(v1(good))) == [1, 1, 1, 1, 1, 1, 1])
        var edits: [(inout StreamBuilder.CompressedFields) -> Void] = []
        edits.append { $0.lState = 64 }
        edits.append { $0.dState = 256 }
        edits.append { $0.literalStates[2] = 1024 }
        edits.append { $0.literalBits = 3 }
        edits.append { $0.lmdBits = -8 }
        for (index, edit) in edits.enumerated() {
            var fields = good
            edit(&fields)
            let found = error(v1(fields))
            guard case .invalidHeader = found?.reason else {
                Issue.record("edit \(index): got \(String(describing: found))")
                continue
            }
        }
    }

    @Test("a compressed block must produce exactly its raw size; literal runs stay within the literals")
    func compressedSizeMismatch() {
        let long = matchOnly(dSymbol: 1, rawSize: 4)  // L = 0, M = 3, D = 1 produces 3 bytes, not 4
        #expect(
            error(StreamBuilder.rawBlock([7]) + StreamBuilder.singleSymbolBlock(long) + StreamBuilder.end)
                == LZFSEError(.sizeMismatch(expected: 4, actual: 3), offset: 9))
        let literalRun = StreamBuilder.singleSymbolFields(
            literal: 1, literalCount: 4, l: 8, m: 3, dSymbol: 1, matchCount: 1, rawSize: 11)
        let found = error(StreamBuilder.singleSymbolBlock(literalRun) + StreamBuilder.end)
        guard case .invalidLength = found?.reason else {
            Issue.record("got \(String(describing: found))")
            return
        }
    }

    // MARK: bit streams

    @Test("bit streams: non-zero padding, reading past the start, unread data")
    func badBitStreams() {
        var padded = matchOnly(dSymbol: 1)
        padded.lmdBits = -1
        let headerSize = StreamBuilder.v2Header(padded).count
        let topBitSet =
            StreamBuilder.singleSymbolBlock(padded, lmdPayload: [0, 0, 0, 0, 0, 0, 0, 0x80]) + StreamBuilder.end
        #expect(error(topBitSet) == LZFSEError(.invalidBitstream("match stream padding"), offset: headerSize))

        var empty = matchOnly(dSymbol: 7)  // D needs one extra bit; the payload has none
        empty.lmdPayloadSize = 0
        let pastStart = error(StreamBuilder.singleSymbolBlock(empty) + StreamBuilder.end)
        #expect(pastStart?.reason == .invalidBitstream("match stream read past its start"))

        var unread = valid
        unread.lmdPayloadSize = 9
        let leftover =
            StreamBuilder.singleSymbolBlock(unread, lmdPayload: [5, 0, 0, 0, 0, 0, 0, 0, 0]) + StreamBuilder.end
        #expect(error(leftover)?.reason == .invalidBitstream("match stream has unread data"))

        var literals = StreamBuilder.singleSymbolFields(
            literal: 1, literalCount: 4, l: 4, m: 3, dSymbol: 1, matchCount: 1, rawSize: 7)
        literals.literalPayloadSize = 1
        let unreadLiterals = StreamBuilder.singleSymbolBlock(literals, literalPayload: [1]) + StreamBuilder.end
        #expect(error(unreadLiterals)?.reason == .invalidBitstream("literal stream has unread data"))
    }

    // MARK: LZVN and framing

    @Test("LZVN: reserved opcodes are rejected")
    func lzvnInvalidOpcodes() {
        let reserved: [UInt8] = [0x1E, 0x26, 0x2E, 0x36, 0x3E] + Array(0x70...0x7F) + Array(0xD0...0xDF)
        for op in reserved {
            let stream =
                StreamBuilder.lzvnBlock(rawSize: 0, payload: [op, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) + StreamBuilder.end
            #expect(error(stream) == LZFSEError(.invalidOpcode(op), offset: 12))
        }
    }

    @Test("LZVN: end-of-stream must close the payload exactly; literals must fit the payload")
    func lzvnFraming() {
        let eos: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]
        let trailing = error(StreamBuilder.lzvnBlock(rawSize: 0, payload: eos + [0]) + StreamBuilder.end)
        guard case .invalidLength = trailing?.reason else {
            Issue.record("got \(String(describing: trailing))")
            return
        }
        let missing = error(StreamBuilder.lzvnBlock(rawSize: 1, payload: [0xE1, 0x41]) + StreamBuilder.end)
        guard case .invalidLength = missing?.reason else {
            Issue.record("got \(String(describing: missing))")
            return
        }
        #expect(missing?.offset == 14)
        let overrun = error(StreamBuilder.lzvnBlock(rawSize: 5, payload: [0xE5, 0x41, 0x42]) + StreamBuilder.end)
        #expect(overrun == LZFSEError(.truncated, offset: 12))
        #expect(
            (try? decoder.decompress(
                StreamBuilder.lzvnBlock(rawSize: 1, payload: [0xE1, 0x41] + eos) + StreamBuilder.end)) == [0x41])
    }

    @Test("unknown block magic, at the start and after a valid block")
    func invalidMagic() {
        #expect(error(Array("bvx3".utf8) + StreamBuilder.end) == LZFSEError(.invalidBlockMagic(0x3378_7662), offset: 0))
        #expect(
            error(StreamBuilder.rawBlock([1, 2, 3]) + Array("BVX$".utf8))
                == LZFSEError(.invalidBlockMagic(0x2458_5642), offset: 11))
    }

    @Test("errors describe themselves with their offset")
    func errorDescription() {
        let description = LZFSEError(.invalidMatchDistance(7), offset: 42).description
        #expect(description.contains("distance 7") && description.contains("offset 42"))
    }
}
