import Archives
import Foundation
import Testing

@testable import ImageCodecs

/// The PNG reader and writer and the pixel operations of ``RGBAImage``. Expectations: the PNG
/// specification (ISO/IEC 15948: colour types, bit depths, the five filter types, palettes and
/// `tRNS`), fixtures written by Python's zlib, and hostile input ending in a ``CodecError`` at
/// its byte offset.
@Suite struct PNGCodecTests {
    /// A 3 × 2 image whose pixel (x, y) is (x, y, 7, 255).
    static let image: RGBAImage = {
        var pixels: [UInt8] = []
        for y in 0..<2 { for x in 0..<3 { pixels += [UInt8(x), UInt8(y), 7, 255] } }
        return RGBAImage(width: 3, height: 2, pixels: pixels)
    }()

    @Test func theWriterRoundTrips() throws {
        #expect(try PNGCodec.decode(PNGCodec.encode(Self.image), maximumPixels: 100) == Self.image)
    }

    @Test func averagingHalvesACheckerboardToGray() throws {
        var pixels: [UInt8] = []
        for y in 0..<2 { for x in 0..<2 { pixels += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
        let small = RGBAImage(width: 2, height: 2, pixels: pixels).resized(width: 1, height: 1)
        #expect(small.pixels == [128, 128, 128, 255])
    }

    /// 5 × 5 RGB written by Python's zlib, one row per filter type (None, Sub, Up, Average,
    /// Paeth); pixel (x, y) is (x·40 + y, y·50, (x + y)·20).
    @Test func everyFilterTypeDecodes() throws {
        let png = """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAIAAAACDbGyAAAAMUlEQVR42mNgYGDQYBAJYNCoYLBZwBDAyGgkAuTDEROQj4yYmVI0RCVF4IgFJMyAQABNGgcuQNGdhwAAAABJRU5ErkJggg==
            """
        let image = try PNGCodec.decode([UInt8](Data(base64Encoded: png)!), maximumPixels: 100)
        for y in 0..<5 {
            for x in 0..<5 {
                #expect(Array(image.pixel(x, y)) == [UInt8(x * 40 + y), UInt8(y * 50), UInt8((x + y) * 20), 255])
            }
        }
    }

    /// 6 × 6 RGB, every row after the first Paeth-filtered, with pixels varied enough that the
    /// Paeth predictor picks the left, the upper and the upper-left byte each somewhere; pixel
    /// (x, y) is ((37x² + 91y) mod 256, (53x + 29y²) mod 256, (71xy + 17) mod 256).
    @Test func paethPicksEachNeighbour() throws {
        let png = """
            iVBORw0KGgoAAAANSUhEUgAAAAYAAAAGCAIAAABvrngfAAAAaklEQVR42h3KsQ2EMAyF4XdyPMBJlHaZEZ7EBq5SU7jMANkEiXGywlGzD3DNX3z6P8C3EoOYhBCNKOmoHumxeIhH8yi5oTKS+6QJrW295PHSoC3H9RIfOv8XbMIE1s61pKJq/LSndtH16Q0Nuxg+Vv9gfwAAAABJRU5ErkJggg==
            """
        let image = try PNGCodec.decode([UInt8](Data(base64Encoded: png)!), maximumPixels: 100)
        for y in 0..<6 {
            for x in 0..<6 {
                let expected = [(x * x * 37 + y * 91) % 256, (x * 53 + y * y * 29) % 256, (x * y * 71 + 17) % 256, 255]
                #expect(Array(image.pixel(x, y)) == expected.map(UInt8.init), "pixel \(x), \(y)")
            }
        }
    }

    /// 4 × 2, 2-bit palette (red, green, blue, white) with transparency for the first two entries.
    @Test func palettesAndTransparencyDecode() throws {
        let png =
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACAgMAAAACxpXwAAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAAAnRSTlP/gAgPs2oAAAAMSURBVHjaY5BmeAIAATkBAHuZQjcAAAAASUVORK5CYII="
        let image = try PNGCodec.decode([UInt8](Data(base64Encoded: png)!), maximumPixels: 100)
        #expect(Array(image.pixel(0, 0)) == [255, 0, 0, 255])
        #expect(Array(image.pixel(1, 0)) == [0, 255, 0, 128])
        #expect(Array(image.pixel(3, 0)) == [255, 255, 255, 255])
        #expect(Array(image.pixel(0, 1)) == [255, 255, 255, 255])
    }

    @Test func hostilePNGsFailWithTheirOffset() throws {
        let good = PNGCodec.encode(Self.image)
        for length in [0, 8, 20, 33, 40, good.count - 5] {
            #expect(throws: CodecError.self) { _ = try PNGCodec.decode(Array(good.prefix(length)), maximumPixels: 100) }
        }
        var damaged = good
        damaged[16] ^= 1  // width inside IHDR: the CRC catches it
        #expect(throws: CodecError(.corrupt("the IHDR chunk's CRC does not match"), offset: 29)) {
            _ = try PNGCodec.decode(damaged, maximumPixels: 100)
        }
        // A header claiming 100,000 × 100,000 pixels is refused before any buffer is made.
        var header = Array(good.prefix(33))
        header.replaceSubrange(16..<24, with: PNGCodec.bigEndian(100_000) + PNGCodec.bigEndian(100_000))
        header.replaceSubrange(29..<33, with: PNGCodec.bigEndian(CRC32.checksum(Array(header[12..<29]))))
        #expect(throws: CodecError(.tooLarge("100000 × 100000 pixels is more than 100"), offset: 16)) {
            _ = try PNGCodec.decode(header + Array(good.dropFirst(33)), maximumPixels: 100)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            var bytes = good
            for _ in 0..<4 {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? PNGCodec.decode(bytes, maximumPixels: 1 << 16)
        }
    }

    @Test func notAPNGIsTheWrongFormat() {
        #expect(throws: CodecError(.wrongFormat("not a PNG image"), offset: 0)) {
            _ = try PNGCodec.decode(Array("GIF89a".utf8), maximumPixels: 100)
        }
        #expect(
            CodecError(.truncated("the image ends early"), offset: 12).description
                == "the image ends early (at byte 12)")
    }
}
