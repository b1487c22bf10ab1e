import Foundation
import TestSupport
import Testing

@testable import LZFSE

/// The parse that both encoders code: it must describe the input exactly, with matches the
/// formats can carry, on the encoder test inputs (block ends, long repeats, incompressible data).
@Suite("LZ match finder")
struct LZMatchFinderTests {
    /// Problems with `sequences` as a parse of `input` (empty when it is exact).
    static func problems(_ sequences: [LZSequence], of input: [UInt8], finder: LZMatchFinder) -> [String] {
        var problems: [String] = []
        var position = 0
        for (index, sequence) in sequences.enumerated() {
            position += sequence.literalCount
            let match = sequence.matchLength
            if match > 0 {
                let distance = sequence.distance
                if match < finder.minimumMatch { problems.append("#\(index): match of \(match) bytes") }
                if distance < 1 || distance > min(finder.maximumDistance, position) {
                    problems.append("#\(index): distance \(distance) at \(position)")
                } else if position + match > input.count
                    || !input[position..<position + match].elementsEqual(
                        input[position - distance..<position - distance + match])
                {
                    problems.append("#\(index): \(match) bytes at \(position) differ from \(distance) back")
                }
            } else if index != sequences.count - 1 {
                problems.append("#\(index): no match before the end")
            }
            position += match
        }
        if position != input.count { problems.append("the parse covers \(position) of \(input.count) bytes") }
        return problems
    }

    @Test func parsesDescribeTheInputExactly() {
        let finders = [
            LZMatchFinder(maximumDistance: LZFSEBlockEncoder.maximumD),
            LZMatchFinder(maximumDistance: LZVNEncoder.maximumDistance, minimumMatch: 3),
        ]
        // A repeat that runs to the last byte, where the 8-byte comparisons must stop.
        let tail = LZFSEEncoderTests.random(3000, seed: 31)
        let cases = LZFSEEncoderTests.cases + [(name: "repeat-to-the-end", raw: tail + tail + Array(tail.prefix(17)))]
        for item in cases {
            for finder in finders {
                let sequences = item.raw.withUnsafeBufferPointer { finder.parse($0) }
                let found = Self.problems(sequences, of: item.raw, finder: finder)
                #expect(found.isEmpty, "\(item.name), minimum \(finder.minimumMatch): \(found.prefix(3))")
            }
        }
    }

    @Test func repeatsBecomeFewLongMatches() {
        let run = LZFSEEncoderTests.random(5000, seed: 32)
        let input = run + run + run
        let sequences = input.withUnsafeBufferPointer {
            LZMatchFinder(maximumDistance: LZFSEBlockEncoder.maximumD).parse($0)
        }
        // The random run is literal; its two copies are one match (maybe split around a chance
        // match at the boundary), not thousands of short ones.
        #expect(sequences.count <= 3, "\(sequences.count) steps")
        #expect(sequences.reduce(0) { $0 + $1.matchLength } >= 10_000 - 16)
    }
}
