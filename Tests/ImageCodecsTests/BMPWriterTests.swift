import Testing

@testable import ImageCodecs

/// Convert Image's BMP: a Windows bitmap (BITMAPINFOHEADER, 32 bits per pixel, BGRA, rows from the
/// bottom). Expectations: Microsoft's BMP file format (the 14-byte file header, the 40-byte DIB
/// header, 2835 pixels per metre for 72 dpi).
@Suite struct BMPWriterTests {
    static func le32(_ bytes: [UInt8], _ at: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << ($1 * 8) }
    }

    @Test func headersAndBottomUpBGRAPixels() {
        // 2 × 2: top row red, green; bottom row blue, half-transparent white.
        let image = RGBAImage(
            width: 2, height: 2,
            pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])
        let bmp = BMPWriter.encode(image)
        #expect(bmp.count == 54 + 16)
        #expect(Array(bmp[0..<2]) == Array("BM".utf8))
        #expect(Self.le32(bmp, 2) == bmp.count)  // file size
        #expect(Self.le32(bmp, 10) == 54)  // pixel data offset
        #expect(Self.le32(bmp, 14) == 40)  // BITMAPINFOHEADER
        #expect(Self.le32(bmp, 18) == 2 && Self.le32(bmp, 22) == 2)  // width, height (positive: bottom-up)
        #expect(bmp[28] == 32)  // bits per pixel
        #expect(Self.le32(bmp, 34) == 16)  // image size
        #expect(Self.le32(bmp, 38) == 2835)
        // The bottom row first, each pixel as blue, green, red, alpha.
        #expect(Array(bmp[54...]) == [255, 0, 0, 255, 255, 255, 255, 128, 0, 0, 255, 255, 0, 255, 0, 255])
    }

    @Test func anEmptyImageIsJustTheHeaders() {
        let bmp = BMPWriter.encode(RGBAImage(width: 0, height: 0))
        #expect(bmp.count == 54)
        #expect(Self.le32(bmp, 2) == 54)
    }
}
