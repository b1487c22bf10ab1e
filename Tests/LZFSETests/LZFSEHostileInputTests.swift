import LZFSE
import TestSupport
import Testing

/// Damaged and hostile input: truncation at every byte, random corruption, decompression bombs.
/// The decoder must throw ``LZFSEError`` or return, never trap or hang, and never allocate past
/// its limit.
@Suite("LZFSE hostile input")
struct LZFSEHostileInputTests {
    /// Small streams covering every block type.
    static let samples: [(name: String, stream: [UInt8])] = {
        var lzvn = LZVNBuilder()
        lzvn.literal(Array("abcdefghijklmnopqrstuvwxyz".utf8))
        lzvn.smallDistance(Array("01".utf8), match: 6, distance: 20)
        lzvn.mediumDistance([], match: 30, distance: 3)
        lzvn.match(100, distance: 3)
        lzvn.endOfStream()
        return [
            ("prose (bvxn)", ReferenceFixtures.proseStream),
            ("plist (bvx2)", ReferenceFixtures.plistStream),
            ("runs (bvx2)", ReferenceFixtures.runsStream),
            ("runs (bvx1)", StreamBuilder.convertingV2ToV1(ReferenceFixtures.runsStream)),
            ("short runs (bvxn)", ReferenceFixtures.shortRunsStream),
            ("tiny (bvx-)", ReferenceFixtures.tinyStream),
            ("hand-built multi-block", StreamBuilder.rawBlock(Array("raw".utf8)) + lzvn.block + StreamBuilder.end),
        ]
    }()

    @Test("every strict prefix of a stream is reported as truncated", arguments: 0..<samples.count)
    func truncatedAtEveryPosition(index: Int) throws {
        let (name, stream) = Self.samples[index]
        #expect(throws: Never.self) { try LZFSEDecoder().decompress(stream) }
        for length in 0..<stream.count {
            let error = #expect(throws: LZFSEError.self, "\(name) cut to \(length) bytes") {
                try LZFSEDecoder().decompress(Array(stream.prefix(length)))
            }
            #expect(error?.reason == .truncated, "\(name) cut to \(length) bytes")
            #expect(error.map { $0.offset <= length } ?? false, "\(name): offset within the input")
        }
    }

    @Test("random bit flips and byte overwrites throw LZFSEError or decode", arguments: 0..<samples.count)
    func randomCorruption(index: Int) throws {
        let (name, stream) = Self.samples[index]
        var random = SplitMix64(seed: 0x1F5E_0000 + UInt64(index))
        let decoder = LZFSEDecoder(maximumOutputSize: 1 << 20)
        var thrown = 0
        let rounds = 400
        for round in 0..<rounds {
            var damaged = stream
            for _ in 0...random.next(below: 3) {
                // Half of the damage goes to the first 64 bytes (headers and frequency tables).
                let limit = round % 2 == 0 ? min(64, damaged.count) : damaged.count
                let position = random.next(below: limit)
                if round % 5 == 4 {
                    damaged[position] = UInt8(truncatingIfNeeded: random.next(below: 256))
                } else {
                    damaged[position] ^= 1 << UInt8(random.next(below: 8))
                }
            }
            do {
                let output = try decoder.decompress(damaged)
                #expect(output.count <= 1 << 20)
            } catch is LZFSEError {
                thrown += 1
            } catch {
                Issue.record("\(name): round \(round) threw a non-LZFSE error \(error)")
            }
        }
        #expect(thrown > rounds / 4, "\(name): most corruption is detected (\(thrown) of \(rounds))")
    }

    @Test("a block declaring 4 GiB is rejected before anything is allocated")
    func declaredBomb() throws {
        let stream = Array("bvx-".utf8) + StreamBuilder.le32(0xFFFF_FFF0) + [UInt8](repeating: 0, count: 16)
        let error = try #require(throws: LZFSEError.self) { try LZFSEDecoder().decompress(stream) }
        #expect(error.reason == .outputLimitExceeded(limit: 256 << 20))
        #expect(error.offset == 0)
    }

    @Test("300 copies of the reference 1 MiB-of-zeros block stop at the 256 MiB default limit, quickly")
    func expandingBombFromReferenceEncoder() throws {
        let block = StreamBuilder.blocks(of: ReferenceFixtures.zeros1mStream)
        let bomb = Array([[UInt8]](repeating: block, count: 300).joined()) + StreamBuilder.end
        #expect(bomb.count < 250_000)
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(throws: LZFSEError.self) { try LZFSEDecoder().decompress(bomb) }
        #expect(clock.now - start < .seconds(5), "rejected from the block headers, without decoding")
        #expect(error.reason == .outputLimitExceeded(limit: 256 << 20))
        #expect(error.offset == 256 * block.count)  // the 257th block would cross 256 MiB

        // The same blocks do expand: 8 of them under an 8 MiB limit decode to 8 MiB of zeros.
        let eight = Array([[UInt8]](repeating: block, count: 8).joined()) + StreamBuilder.end
        let decoded = try LZFSEDecoder(maximumOutputSize: 8 << 20).decompress(eight)
        #expect(decoded.count == 8 << 20 && decoded.allSatisfy { $0 == 0 })
        #expect(throws: LZFSEError(.outputLimitExceeded(limit: (8 << 20) - 1), offset: 7 * block.count)) {
            try LZFSEDecoder(maximumOutputSize: (8 << 20) - 1).decompress(eight)
        }
    }

    @Test("a hand-built LZVN bomb (long D = 1 matches) stops at the limit")
    func lzvnBomb() throws {
        var b = LZVNBuilder()
        b.smallDistance([0x55], match: 3, distance: 1)  // sets D = 1 for the matches below
        for _ in 0..<3000 { b.match(271, distance: 1) }
        b.endOfStream()
        let block = b.block
        #expect(b.expected.count == 4 + 3000 * 271)
        let two = block + block + StreamBuilder.end  // the blocks are valid and do expand
        #expect(try LZFSEDecoder().decompress(two) == [UInt8](repeating: 0x55, count: 2 * b.expected.count))
        let bomb = Array([[UInt8]](repeating: block, count: 100).joined()) + StreamBuilder.end
        let limit = 16 << 20
        let fitting = limit / b.expected.count  // 20 blocks fit
        let error = try #require(throws: LZFSEError.self) {
            try LZFSEDecoder(maximumOutputSize: limit).decompress(bomb)
        }
        #expect(error == LZFSEError(.outputLimitExceeded(limit: limit), offset: fitting * block.count))
    }

    @Test("an LZVN block producing more than it declares stops at the declared size")
    func lzvnUnderdeclared() throws {
        var b = LZVNBuilder()
        b.smallDistance([1], match: 3, distance: 1)
        b.match(271, distance: 1)
        b.endOfStream()
        let stream = StreamBuilder.lzvnBlock(rawSize: 100, payload: b.payload) + StreamBuilder.end
        let error = try #require(throws: LZFSEError.self) { try LZFSEDecoder().decompress(stream) }
        guard case .invalidLength = error.reason else {
            Issue.record("expected invalidLength, got \(error)")
            return
        }
        #expect(error.offset == 12 + 2 + 1)  // the long match after the 2-byte opcode and its literal

        let over = StreamBuilder.lzvnBlock(rawSize: 1000, payload: b.payload) + StreamBuilder.end
        #expect(throws: LZFSEError(.sizeMismatch(expected: 1000, actual: 275), offset: 0)) {
            try LZFSEDecoder().decompress(over)
        }
    }
}
