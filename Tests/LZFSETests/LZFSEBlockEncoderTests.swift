import Foundation
import TestSupport
import Testing

@testable import LZFSE

/// The `bvx2` block encoder on hand-made triples at the format's limits, and its building blocks.
@Suite("LZFSE block encoder")
struct LZFSEBlockEncoderTests {
    /// What a decoder must produce for `triples` after `prefix`: literals, then a byte-by-byte copy.
    static func expectedOutput(prefix: [UInt8], literals: [UInt8], triples: [(l: Int, m: Int, d: Int)]) -> [UInt8] {
        var output = prefix
        var next = 0
        for triple in triples {
            output += literals[next..<next + triple.l]
            next += triple.l
            for _ in 0..<triple.m { output.append(output[output.count - triple.d]) }
        }
        return output
    }

    @Test func triplesAtTheFormatLimitsDecode() throws {
        // A stored block of random bytes gives the matches something to reach 262 139 bytes back.
        let prefix = LZFSEEncoderTests.random(LZFSEBlockEncoder.maximumD, seed: 21)
        let literals = LZFSEEncoderTests.random(2000, seed: 22)
        let triples: [(l: Int, m: Int, d: Int)] = [
            (315, 0, 0),  // literals only, no distance yet in this block
            (315, LZFSEBlockEncoder.maximumM, LZFSEBlockEncoder.maximumD),
            (0, LZFSEBlockEncoder.maximumM, LZFSEBlockEncoder.maximumD),  // repeated distance
            (1, 3, 1), (0, 1, 7), (59, 60, 60), (60, 312, 311), (16, 16, 4), (20, 24, 262_000),
            (2, 0, 0),
        ]
        var block = LZFSEBlockEncoder()
        var position = prefix.count
        var next = 0
        try literals.withUnsafeBufferPointer { source in
            for triple in triples {
                let fits = block.canAppend(literals: triple.l)
                try #require(fits)
                block.append(
                    literals: UnsafeBufferPointer(rebasing: source[next..<next + triple.l]), matchLength: triple.m,
                    distance: triple.d, outputPosition: position + triple.l)
                next += triple.l
                position += triple.l + triple.m
            }
        }
        var stream: [UInt8] = []
        prefix.withUnsafeBufferPointer { LZFSEEncoder.appendStored($0, to: &stream) }
        stream += block.encode()
        stream += Array("bvx$".utf8)
        let expected = Self.expectedOutput(prefix: prefix, literals: literals, triples: triples)
        let rawSize = block.rawSize
        #expect(rawSize == expected.count - prefix.count)
        #expect(try LZFSEDecoder().decompress(stream) == expected)
        let outcome = try ReferenceLZFSE.check([(name: "limits", raw: expected, stream: stream)])
        if case .unavailable = outcome { return }
        #expect(outcome == .checked(1))
    }

    @Test func blockLimitsAreEnforced() {
        var block = LZFSEBlockEncoder()
        let byte: [UInt8] = [7]
        byte.withUnsafeBufferPointer { one in
            for index in 0..<LZFSEBlockHeader.maximumMatches {
                block.append(literals: one, matchLength: 3, distance: 1, outputPosition: 2 * index + 1)
            }
        }
        let fullFits = block.canAppend(literals: 0)
        #expect(!fullFits)
        block.reset()
        let (isEmpty, fitsMost, fitsMore) = (
            block.isEmpty, block.canAppend(literals: LZFSEBlockHeader.maximumLiterals),
            block.canAppend(literals: LZFSEBlockHeader.maximumLiterals + 1)
        )
        #expect(isEmpty && fitsMost)
        #expect(!fitsMore)
    }

    /// Every L, M and D value maps to the symbol whose base and extra bits cover it.
    @Test func valueSymbolsCoverEveryValue() {
        func check(_ range: ClosedRange<Int32>, _ symbol: (Int32) -> Int, _ bases: [UInt32], _ extra: [UInt8]) {
            var wrong = 0
            for value in range {
                let s = symbol(value)
                let low = Int64(bases[s])
                let high = low + (Int64(1) << Int64(extra[s]))
                if !(low..<high).contains(Int64(value)) { wrong += 1 }
            }
            #expect(wrong == 0, "\(range)")
        }
        check(0...315, LZFSEBlockEncoder.lSymbol, FSEDecoderTable.lBases, FSEDecoderTable.lExtraBits)
        check(0...2_359, LZFSEBlockEncoder.mSymbol, FSEDecoderTable.mBases, FSEDecoderTable.mExtraBits)
        check(0...262_139, LZFSEBlockEncoder.dSymbol, FSEDecoderTable.dBases, FSEDecoderTable.dExtraBits)
    }

    @Test func normalizedFrequenciesFillTheTableAndKeepEverySymbol() {
        var generator = SplitMix64(seed: 23)
        var histograms: [[Int]] = [
            [Int](repeating: 1, count: 256),  // every symbol once: all get 4 of 1024
            [1_000_000] + [Int](repeating: 1, count: 255),  // one dominant symbol
            [0, 0, 5, 0],
            [Int](repeating: 0, count: 20),
        ]
        for _ in 0..<200 {
            histograms.append((0..<64).map { _ in generator.next(below: 3) == 0 ? 0 : generator.next(below: 5000) })
        }
        for counts in histograms {
            for stateCount in [64, 256, 1024] where counts.count <= stateCount {
                let frequencies = FSEEncoderTable.normalize(counts, stateCount: stateCount)
                let sum = frequencies.reduce(0) { $0 + Int($1) }
                #expect(sum == (counts.allSatisfy { $0 == 0 } ? 0 : stateCount))
                #expect(zip(counts, frequencies).allSatisfy { ($0 == 0) == ($1 == 0) })
            }
        }
    }

    @Test func frequencyCodesUseTheShortestForm() {
        let lengths = [0, 1, 2, 3, 4, 7, 8, 23, 24, 1024].map { LZFSEBlockEncoder.frequencyCode($0).1 }
        #expect(lengths == [2, 2, 3, 3, 5, 5, 8, 8, 14, 14])
    }
}
