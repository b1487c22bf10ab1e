import Foundation
import TestSupport
import Testing

@testable import LZFSE

/// LZVN opcode choice at its boundaries: every literal count with every match length, the
/// small/medium/large distance limits, and inputs of every size around the block-type thresholds.
@Suite("LZVN encoder")
struct LZVNEncoderTests {
    /// A `bvxn` block for `input`, parsed with distances up to LZVN's 16-bit limit.
    static func lzvnStream(_ input: [UInt8]) -> [UInt8] {
        let payload = input.withUnsafeBufferPointer { buffer in
            LZVNEncoder.encode(
                buffer, sequences: LZMatchFinder(maximumDistance: LZVNEncoder.maximumDistance).parse(buffer))
        }
        var stream: [UInt8] = []
        LZFSEBlockEncoder.appendLE(UInt64(LZFSEBlockMagic.lzvn), bytes: 4, to: &stream)
        LZFSEBlockEncoder.appendLE(UInt64(input.count), bytes: 4, to: &stream)
        LZFSEBlockEncoder.appendLE(UInt64(payload.count), bytes: 4, to: &stream)
        return stream + payload + Array("bvx$".utf8)
    }

    /// Random bytes with copies of earlier stretches: `literals` fresh bytes, then `length` bytes
    /// from `distance` back, for every combination given.
    static func copies(literals: [Int], lengths: [Int], distances: [Int], seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var data = LZFSEEncoderTests.random(distances.max()! + 16, seed: seed)
        for distance in distances {
            for length in lengths {
                for count in literals {
                    for _ in 0..<count { data.append(UInt8(truncatingIfNeeded: generator.next())) }
                    for _ in 0..<length { data.append(data[data.count - distance]) }
                }
            }
        }
        return data
    }

    static let cases: [(name: String, raw: [UInt8])] = [
        // L 0…5 against M 4…40 at small, small-limit (1 535), medium (1 536, 16 383), large distances.
        (
            "short-distances",
            copies(
                literals: Array(0...5), lengths: [4, 5, 6, 7, 8, 9, 10, 11, 16, 34, 35, 40],
                distances: [1, 2, 7, 300, 1_535, 1_536], seed: 31)
        ),
        (
            "medium-and-large-distances",
            copies(
                literals: [0, 1, 2, 3, 4], lengths: [4, 6, 9, 10, 34, 35, 300],
                distances: [16_383, 16_384, 40_000, 65_535], seed: 32)
        ),
        (
            "long-repeats",
            copies(
                literals: [0, 3, 20, 300], lengths: [271, 272, 1_000, 5_000],
                distances: [3, 1_000], seed: 33)
        ),
    ]

    @Test func opcodeBoundariesRoundTripThroughBothDecoders() throws {
        var checked: [(name: String, raw: [UInt8], stream: [UInt8])] = []
        for item in Self.cases {
            let stream = Self.lzvnStream(item.raw)
            #expect(try LZFSEDecoder().decompress(stream) == item.raw, "\(item.name)")
            checked.append((item.name, item.raw, stream))
        }
        let outcome = try ReferenceLZFSE.check(checked)
        if case .unavailable = outcome { return }
        #expect(outcome == .checked(Self.cases.count))
    }

    @Test func everySizeAroundTheThresholdsRoundTrips() throws {
        var checked: [(name: String, raw: [UInt8], stream: [UInt8])] = []
        let sizes = Array(1...80) + Array(4_090...4_100) + [8_191, 8_192, 40_000, 40_001]
        for size in sizes {
            for (kind, raw) in [
                ("text", LZFSEEncoderTests.text(size, seed: UInt64(size))),
                ("random", LZFSEEncoderTests.random(size, seed: UInt64(size))),
            ] {
                let stream = LZFSEEncoder.encode(raw)
                #expect(try LZFSEDecoder().decompress(stream) == raw, "\(kind) \(size)")
                checked.append(("\(kind)-\(size)", raw, stream))
            }
        }
        let outcome = try ReferenceLZFSE.check(checked)
        if case .unavailable = outcome { return }
        #expect(outcome == .checked(checked.count))
    }
}
