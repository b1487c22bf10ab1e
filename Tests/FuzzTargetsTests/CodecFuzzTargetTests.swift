import Archives
import Foundation
import FuzzTargets
import ImageCodecs
import PDFCodec
import SeededRandom
import Testing

/// The codec fuzz targets (`image`, `pdf`, `archive`, `regex`, `vcard`) on inputs the project's own
/// writers make: each is accepted; every prefix of it and thousands of seeded mutations end in the
/// codec's typed error or in an accepted input whose checks hold — a `FuzzFailure` (an error outside
/// the input, a multi-line description, a broken round trip) fails the test.
@Suite struct CodecFuzzTargetTests {
    static let picture = RGBAImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })

    /// Good inputs for each target, written here.
    static func seeds(_ target: FuzzTarget) throws -> [Data] {
        switch target {
        case .image:
            let frames = [picture, RGBAImage(width: 3, height: 2)]
            return [Data(PNGCodec.encode(picture)), Data(try GIFEncoder.encode(frames, delay: 20, loops: 0))]
        case .pdf:
            let pages = try PDFWriter.textPages("Hello, PDF\nsecond line", margin: 18) + [.image(picture)]
            return [Data(PDFWriter.document(pages, textMargin: 18, imageMargin: 0))]
        case .archive:
            let entries = [
                ArchiveEntry(path: "notes/a.txt", data: Array("first\n".utf8)),
                ArchiveEntry(path: "b.json", data: Array("{\"k\":1}".utf8)),
            ]
            return [
                Data(ArchiveCodec.zip(entries)), Data(ArchiveCodec.tar(entries)),
                Data(ArchiveCodec.gzip(entries[0].data)),
            ]
        case .regex:
            return [Data("(\\w)=(\\d+)\u{0}a=1, b=22".utf8), Data("(?i)(?<y>\\d{4})|colou?r\u{0}Colour 2024".utf8)]
        case .vcard:
            return [Data("BEGIN:VCARD\r\nVERSION:4.0\r\nN:Lovelace;Ada;;;\r\nNOTE:a\\, b\r\n c\r\nEND:VCARD\r\n".utf8)]
        default:
            return []
        }
    }

    static let targets: [FuzzTarget] = [.image, .pdf, .archive, .regex, .vcard]

    @Test(arguments: targets)
    func goodInputIsAcceptedAndEveryPrefixEndsInTheCodecsOwnOutcome(_ target: FuzzTarget) throws {
        let seeds = try Self.seeds(target)
        #expect(!seeds.isEmpty)
        for seed in seeds {
            #expect(try target.run(seed) == .accepted, "\(target) seed of \(seed.count) bytes")
            // `run` throws a FuzzFailure for an error outside the input or a broken check.
            for length in stride(from: 0, to: seed.count, by: max(1, seed.count / 400)) {
                _ = try target.run(seed.prefix(length))
            }
        }
    }

    @Test(arguments: targets)
    func seededMutationsEndInTheCodecsOwnOutcome(_ target: FuzzTarget) throws {
        var generator = SplitMix64(seed: 33)
        let seeds = try Self.seeds(target)
        var rejected = 0
        for round in 0..<1_500 {
            var bytes = [UInt8](seeds[round % seeds.count])
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
                }
            }
            if case .rejected = try target.run(Data(bytes)) { rejected += 1 }
        }
        // The mutations reach the readers' checks (the regex and vCard readers accept much of it).
        #expect(rejected > 0, "\(target): no mutation was refused")
    }

    @Test func hostileInputIsRefusedWithinTheBounds() throws {
        // A zip bomb in miniature: 4 MiB of zeros in a gzip, read with the target's 1 MiB limit.
        let zeros = ArchiveCodec.gzip([UInt8](repeating: 0, count: 4 << 20))
        guard case .rejected(let bomb) = try FuzzTarget.archive.run(Data(zeros)) else {
            Issue.record("4 MiB extracted past the 1 MiB limit")
            return
        }
        #expect(bomb.contains("1048576"))
        // A PNG header claiming 2^15 × 2^15 pixels.
        var huge = PNGCodec.encode(Self.picture)
        huge.replaceSubrange(16..<24, with: PNGCodec.bigEndian(1 << 15) + PNGCodec.bigEndian(1 << 15))
        huge.replaceSubrange(29..<33, with: PNGCodec.bigEndian(CRC32.checksum(Array(huge[12..<29]))))
        #expect(
            try FuzzTarget.image.run(Data(huge)) == .rejected("32768 × 32768 pixels is more than 1048576 (at byte 16)"))
        // A pattern nested 500 deep, and a search that needs more than its budget.
        #expect(try FuzzTarget.regex.run(Data(String(repeating: "(", count: 500).utf8)) != .accepted)
        let slow = "(a|aa)*(b|c)\u{0}" + String(repeating: "a", count: 50_000)
        guard case .rejected = try FuzzTarget.regex.run(Data(slow.utf8)) else {
            Issue.record("a 50,000-character search stayed within 200,000 steps")
            return
        }
        // A card that never ends, and a page tree that is its own child.
        #expect(try FuzzTarget.vcard.run(Data("BEGIN:VCARD\nFN:x".utf8)) != .accepted)
        let loop =
            "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            + "2 0 obj << /Type /Pages /Kids [2 0 R] >> endobj\n"
        #expect(try FuzzTarget.pdf.run(Data(loop.utf8)) != .accepted)
    }
}
