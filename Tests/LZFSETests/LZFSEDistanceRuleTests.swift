import LZFSE
import Testing

/// Spec §6.5: a `bvx2` triple's distance is checked even when it has no match, as Apple's
/// decoder does, so we reject the streams it rejects.
@Suite("LZFSE distance rule")
struct LZFSEDistanceRuleTests {
    /// Four literals 'a', one triple L = 4, M = 0 with coded distance symbol `dSymbol`.
    func literalOnlyBlock(dSymbol: Int) -> (block: [UInt8], lmdOffset: Int) {
        var fields = StreamBuilder.singleSymbolFields(
            literal: 0x61, literalCount: 4, l: 4, m: 0, dSymbol: dSymbol, matchCount: 1, rawSize: 4)
        fields.literalPayloadSize = 8
        return (StreamBuilder.singleSymbolBlock(fields), StreamBuilder.v2Header(fields).count + 8)
    }

    @Test func aLiteralOnlyTripleCannotRepeatAnUnsetDistance() {
        let (block, lmdOffset) = literalOnlyBlock(dSymbol: 0)
        #expect(throws: LZFSEError(.invalidMatchDistance(0), offset: lmdOffset)) {
            try LZFSEDecoder().decompress(block + StreamBuilder.end)
        }
        // Earlier blocks do not help: each block starts without a distance.
        let afterRaw = StreamBuilder.rawBlock(Array("xyz".utf8)) + block + StreamBuilder.end
        #expect(throws: LZFSEError(.invalidMatchDistance(0), offset: 11 + lmdOffset)) {
            try LZFSEDecoder().decompress(afterRaw)
        }
    }

    @Test func aLiteralOnlyTripleWithADistanceInReachDecodes() throws {
        // D symbol 1 is distance 1, in reach once the four literals are out.
        let (block, _) = literalOnlyBlock(dSymbol: 1)
        #expect(try LZFSEDecoder().decompress(block + StreamBuilder.end) == Array("aaaa".utf8))
    }
}
