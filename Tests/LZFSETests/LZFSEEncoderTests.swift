import Foundation
import LZFSE
import TestSupport
import Testing

/// Round trips of ``LZFSEEncoder`` through our decoder and Apple's reference decoder.
@Suite("LZFSE encoder")
struct LZFSEEncoderTests {
    /// The magics of a stream's blocks, in order (walks the headers the way the decoder does).
    static func blockKinds(_ stream: [UInt8]) -> [String] {
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(stream[at + $1]) << (8 * $1) } }
        var kinds: [String] = []
        var offset = 0
        while offset + 4 <= stream.count {
            let kind = String(decoding: stream[offset..<offset + 4], as: UTF8.self)
            kinds.append(kind)
            switch kind {
            case "bvx-": offset += 8 + u32(offset + 4)
            case "bvxn": offset += 12 + u32(offset + 8)
            case "bvx2":
                let w0 = stream[offset + 8..<offset + 16].reversed().reduce(0) { $0 << 8 | UInt64($1) }
                let w1 = stream[offset + 16..<offset + 24].reversed().reduce(0) { $0 << 8 | UInt64($1) }
                offset += u32(offset + 24) + Int((w0 >> 20) & 0xF_FFFF) + Int((w1 >> 40) & 0xF_FFFF)
            default: return kinds
            }
        }
        return kinds
    }

    static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// English-like text from a small vocabulary: compressible, with matches of many lengths.
    static func text(_ count: Int, seed: UInt64) -> [UInt8] {
        let words =
            ("the of and to in is that for it as was with be by on not shortcut action workflow "
            + "variable dictionary text number list input output magic repeat condition menu").split(separator: " ")
        var generator = SplitMix64(seed: seed)
        var result: [UInt8] = []
        result.reserveCapacity(count + 32)
        while result.count < count {
            result += words[generator.next(below: words.count)].utf8
            result.append(generator.next(below: 9) == 0 ? UInt8(ascii: "\n") : UInt8(ascii: " "))
        }
        return Array(result.prefix(count))
    }

    /// Inputs that exercise every block type and limit, by name.
    static let cases: [(name: String, raw: [UInt8])] = {
        var cases: [(String, [UInt8])] = [
            ("empty", []),
            ("one-byte", [0x42]),
            ("seven-bytes", Array("abcdefg".utf8)),
            ("eight-equal", [UInt8](repeating: 7, count: 8)),
            ("small-equal", [UInt8](repeating: 0xAA, count: 1000)),
            ("small-text", text(3000, seed: 1)),
            ("small-random", random(3000, seed: 2)),
            ("lzvn-limit", text(4095, seed: 3)),
            ("bvx2-threshold", text(4096, seed: 4)),
            ("bvx2-threshold-plus-one", text(4097, seed: 5)),
            ("equal-3MB", [UInt8](repeating: 0, count: 3 << 20)),
            ("random-1MB", random(1 << 20, seed: 6)),
            ("text-4MB", text(4 << 20, seed: 7)),
        ]
        // Long matches: a random 5 000-byte run repeated, so matches are longer than one triple holds.
        let run = random(5000, seed: 8)
        cases.append(("long-matches", run + run + run + Array(run.prefix(4321))))
        // Literal runs longer than one triple (315) and a literal budget that fills blocks:
        // random stretches separated by short repeats.
        var mixed: [UInt8] = []
        var generator = SplitMix64(seed: 9)
        while mixed.count < 600_000 {
            mixed += random(300 + generator.next(below: 400), seed: generator.next())
            mixed += mixed.suffix(64).prefix(8 + generator.next(below: 30))
        }
        cases.append(("literal-heavy", mixed))
        // Many short matches (eight equal bytes, then a random one): fills the 10 000-match limit.
        let noise = random(400_000 / 9 + 1, seed: 11)
        var periodic: [UInt8] = []
        for index in 0..<400_000 { periodic.append(index % 9 == 0 ? noise[index / 9] : 0x55) }
        cases.append(("match-heavy", periodic))
        // A repeat at the largest distance the format allows (262 139), and one just beyond it.
        let far = random(262_139, seed: 10)
        cases.append(("max-distance", far + Array(far.prefix(3000))))
        cases.append(("beyond-max-distance", far + [0] + Array(far.prefix(3000))))
        return cases
    }()

    @Test func everyCaseRoundTripsThroughOurDecoder() throws {
        for item in Self.cases {
            let stream = LZFSEEncoder.encode(item.raw)
            let decoded = try LZFSEDecoder().decompress(stream)
            #expect(decoded == item.raw, "\(item.name): \(item.raw.count) bytes in, \(decoded.count) out")
            #expect(Self.blockKinds(stream).last == "bvx$", "\(item.name)")
        }
    }

    @Test func everyCaseRoundTripsThroughTheReferenceDecoder() throws {
        // The Python binding reports an error for every empty output, even for its own encoding
        // of empty input, so the empty case is checked against our decoder only.
        let cases = Self.cases.filter { !$0.raw.isEmpty }
        let streams = cases.map { (name: $0.name, raw: $0.raw, stream: LZFSEEncoder.encode($0.raw)) }
        let outcome = try ReferenceLZFSE.check(streams)
        if case .unavailable = outcome { return }
        #expect(outcome == .checked(cases.count))
    }

    @Test func blockTypesFollowTheInputSize() {
        // Empty input: an empty stored block, as the reference encoder writes it.
        #expect(LZFSEEncoder.encode([]) == Array("bvx-".utf8) + [0, 0, 0, 0] + Array("bvx$".utf8))
        #expect(Self.blockKinds(LZFSEEncoder.encode([1, 2, 3])) == ["bvx-", "bvx$"])
        #expect(Self.blockKinds(LZFSEEncoder.encode(Self.text(4095, seed: 3))) == ["bvxn", "bvx$"])
        // LZVN that would not shrink random bytes falls back to a stored block.
        #expect(Self.blockKinds(LZFSEEncoder.encode(Self.random(3000, seed: 2))) == ["bvx-", "bvx$"])
        #expect(Self.blockKinds(LZFSEEncoder.encode(Self.text(4096, seed: 4))) == ["bvx2", "bvx$"])
        let random = Self.blockKinds(LZFSEEncoder.encode(Self.random(1 << 20, seed: 6)))
        #expect(random.dropLast().allSatisfy { $0 == "bvx-" } && random.count > 2, "\(random)")
    }

    @Test func largeInputsSpanSeveralBlocks() {
        let text = LZFSEEncoder.encode(Self.text(4 << 20, seed: 7))
        let kinds = Self.blockKinds(text)
        #expect(kinds.filter { $0 == "bvx2" }.count > 20, "\(kinds.count) blocks")
        let heavy = Self.cases.first { $0.name == "match-heavy" }!.raw
        #expect(Self.blockKinds(LZFSEEncoder.encode(heavy)).filter { $0 == "bvx2" }.count >= 2)
    }

    @Test func compressesWhatIsCompressible() {
        let text = Self.text(4 << 20, seed: 7)
        #expect(LZFSEEncoder.encode(text).count < text.count / 3)
        let equal = [UInt8](repeating: 0, count: 3 << 20)
        #expect(LZFSEEncoder.encode(equal).count < 20_000)
        // Incompressible data costs at most a stored block's header per block.
        let random = Self.random(1 << 20, seed: 6)
        #expect(LZFSEEncoder.encode(random).count < random.count + random.count / 1000)
    }
}
