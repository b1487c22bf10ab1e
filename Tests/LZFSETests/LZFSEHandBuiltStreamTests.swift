import LZFSE
import Testing

/// Streams assembled by hand (``StreamBuilder``, ``LZVNBuilder``): every block type and every
/// kind of LZVN opcode, with outputs computed independently of the decoder.
@Suite("LZFSE hand-built streams")
struct LZFSEHandBuiltStreamTests {
    let decoder = LZFSEDecoder()

    // MARK: bvx- and bvx$

    @Test("an empty stream (only bvx$) decodes to nothing")
    func emptyStream() throws {
        #expect(try decoder.decompress(StreamBuilder.end) == [])
    }

    @Test("uncompressed blocks, including an empty one, concatenate")
    func rawBlocks() throws {
        let stream =
            StreamBuilder.rawBlock(Array("hello, ".utf8)) + StreamBuilder.rawBlock([])
            + StreamBuilder.rawBlock(Array("world".utf8)) + StreamBuilder.end
        #expect(try decoder.decompress(stream) == Array("hello, world".utf8))
    }

    // MARK: bvxn

    @Test("LZVN: every opcode kind")
    func lzvnEveryOpcode() throws {
        var b = LZVNBuilder()
        b.literal(Array("Hello, LZVN world! ".utf8))  // 0xE0 long literal (19 bytes)
        b.literal(Array("abc".utf8))  // 0xE3 short literal
        b.smallDistance(Array("xy".utf8), match: 6, distance: 5)  // LLMMMDDD
        b.previousDistance(Array("z".utf8), match: 4, distance: 5)  // LLMMM110
        b.match(9, distance: 5)  // 1111MMMM
        b.match(40, distance: 5)  // 0xF0 long match
        b.nop(0x0E)
        b.nop(0x16)
        b.mediumDistance(Array("q".utf8), match: 20, distance: 30)  // 101LLMMM
        b.largeDistance([], match: 6, distance: 40)  // LLMMM111
        b.literal((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) })  // long literal, 200 bytes
        b.largeDistance(Array("LMN".utf8), match: 4, distance: 250)
        b.mediumDistance([], match: 34, distance: 1)  // overlapping run, D = 1
        b.smallDistance([], match: 10, distance: 2)  // overlapping, D = 2
        b.smallDistance([7], match: 8, distance: 7)  // overlapping, D = 7
        b.smallDistance([], match: 10, distance: 8)  // D = 8: chunked copy boundary
        b.smallDistance(Array("en".utf8), match: 6, distance: 300)  // small distance above 255
        b.endOfStream()
        #expect(b.expected.count == 389)
        let stream = b.block + StreamBuilder.end
        #expect(try decoder.decompress(stream) == b.expected)
    }

    @Test("LZVN: a match reaches into the output of an earlier block")
    func lzvnMatchIntoEarlierBlock() throws {
        let first = Array("0123456789abcdefghij".utf8)
        var b = LZVNBuilder(history: first)
        b.largeDistance(Array("->".utf8), match: 6, distance: 22)  // back into block 1
        b.match(12, distance: 22)
        b.endOfStream()
        let stream = StreamBuilder.rawBlock(first) + b.block + StreamBuilder.end
        #expect(try decoder.decompress(stream) == first + b.expected)
        #expect(b.expected == Array("->012345".utf8) + Array("6789abcdefgh".utf8))
    }

    // MARK: bvx2 with hand-made tables

    @Test("bvx2 with hand-made single-symbol tables")
    func handMadeBVX2() throws {
        // Literal 'A' × 4, then one match L = 4, M = 5, D = 1.
        let block = StreamBuilder.singleSymbolBlock(
            StreamBuilder.singleSymbolFields(
                literal: UInt8(ascii: "A"), literalCount: 4, l: 4, m: 5, dSymbol: 1, matchCount: 1, rawSize: 9))
        #expect(try decoder.decompress(block + StreamBuilder.end) == Array("AAAAAAAAA".utf8))
    }

    @Test("bvx2 match reaches into an earlier bvx- block")
    func bvx2MatchIntoEarlierBlock() throws {
        let digits = Array("0123456789".utf8)
        // D symbol 7: base 10, one extra bit (zero here) → D = 10.
        let block = StreamBuilder.singleSymbolBlock(
            StreamBuilder.singleSymbolFields(
                literal: 0, literalCount: 0, l: 0, m: 10, dSymbol: 7, matchCount: 1, rawSize: 10))
        let stream = StreamBuilder.rawBlock(digits) + block + StreamBuilder.end
        #expect(try decoder.decompress(stream) == digits + digits)
    }

    // MARK: bvx1

    @Test(
        "bvx1: reference bvx2 streams rewritten with unpacked headers decode identically",
        arguments: [0, 1])
    func bvx1FromReference(index: Int) throws {
        let (stream, original) =
            index == 0
            ? (ReferenceFixtures.plistStream, ReferenceFixtures.plistText())
            : (ReferenceFixtures.runsStream, ReferenceFixtures.runsText())
        let v1 = StreamBuilder.convertingV2ToV1(stream)
        #expect(v1.starts(with: Array("bvx1".utf8)))
        #expect(v1.count > stream.count)  // 772-byte header replaces the packed one
        #expect(try decoder.decompress(v1) == original)
    }

    // MARK: multi-block

    @Test("multi-block stream mixing every block type, matches reaching back across blocks")
    func multiBlockStream() throws {
        let plist = ReferenceFixtures.plistText()
        let runs = ReferenceFixtures.runsText()
        var history = plist
        var lzvn = LZVNBuilder(history: history)
        lzvn.largeDistance(Array("<<".utf8), match: 6, distance: plist.count - 100)  // deep into block 1
        lzvn.mediumDistance([], match: 34, distance: 5000)
        lzvn.endOfStream()
        history += lzvn.expected
        let tail = Array("tail".utf8)
        let stream =
            StreamBuilder.blocks(of: ReferenceFixtures.plistStream)
            + lzvn.block
            + StreamBuilder.blocks(of: StreamBuilder.convertingV2ToV1(ReferenceFixtures.runsStream))
            + StreamBuilder.rawBlock(tail)
            + StreamBuilder.blocks(of: ReferenceFixtures.proseStream)
            + StreamBuilder.end
        let expected = history + runs + tail + Array(ReferenceFixtures.prose.utf8)
        #expect(try decoder.decompress(stream) == expected)
    }

    // MARK: limits

    @Test("the output limit is inclusive")
    func limitBoundary() throws {
        let stream =
            StreamBuilder.rawBlock(Array(repeating: 1, count: 100))
            + StreamBuilder.rawBlock(Array(repeating: 2, count: 50)) + StreamBuilder.end
        #expect(try LZFSEDecoder(maximumOutputSize: 150).decompress(stream).count == 150)
        let error = try #require(throws: LZFSEError.self) {
            try LZFSEDecoder(maximumOutputSize: 149).decompress(stream)
        }
        #expect(error.reason == .outputLimitExceeded(limit: 149))
        #expect(error.offset == 108)  // the second block
    }
}
