import Archives
import Foundation
import Testing

@testable import ImageCodecs

/// The GIF reader and writer: frames composed as Get Frames from Image gives them, and hostile
/// input. Expectations: the GIF89a specification (colour tables, the graphic
/// control extension's transparency and disposal methods, interlaced rows, variable-length
/// LZW codes). The fixtures were written by a small standard LZW encoder in Python.
@Suite struct GIFCodecTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let white: [UInt8] = [255, 255, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    /// 4 × 3, palette red, green, blue, white. Frame 1 fills the screen (disposal: keep); frame 2
    /// is 2 × 2 at (1, 1) with white transparent (disposal: restore to background); frame 3 is
    /// 1 × 1 green at (0, 0).
    static let animation = """
        R0lGODlhBAADAIEAAP8AAAD/AAAA/////yH5BAQKAAAALAAAAAAEAAMAAAIGRDQjAR1RACH5BAkKAAMALAEAAQACAAIAAAID1CYFACwAAAAAAQABAAACAkwBADs=
        """

    func frames(_ base64: String) throws -> [RGBAImage] {
        try GIFDecoder.frames([UInt8](Data(base64Encoded: base64)!), maximumBytes: 1 << 20)
    }

    func rows(_ image: RGBAImage) -> [[[UInt8]]] {
        (0..<image.height).map { y in (0..<image.width).map { x in Array(image.pixel(x, y)) } }
    }

    @Test func framesAreComposedWithTransparencyAndDisposal() throws {
        let all = try frames(Self.animation)
        let (r, g, b, w, c) = (Self.red, Self.green, Self.blue, Self.white, Self.clear)
        #expect(all.count == 3)
        #expect(rows(all[0]) == [[r, g, b, w], [w, b, g, r], [r, r, g, g]])
        // Frame 2 draws blue at (1, 1) and (2, 2); its white pixels are transparent.
        #expect(rows(all[1]) == [[r, g, b, w], [w, b, g, r], [r, r, b, g]])
        // Frame 2's area was restored to the (transparent) background before frame 3.
        #expect(rows(all[2]) == [[g, g, b, w], [w, c, c, r], [r, c, c, g]])
    }

    @Test func interlacedRowsAreReordered() throws {
        // 1 × 10, row r has colour r mod 4, stored in the interlaced passes 0, 8 / 4 / 2, 6 / 1, 3, 5, 7, 9.
        let image = try frames("R0lGODlhAQAKAIEAAP8AAAD/AAAA/////ywAAAAAAQAKAEACBYQlMRoFADs=")[0]
        let palette = [Self.red, Self.green, Self.blue, Self.white]
        #expect(rows(image).map { $0[0] } == (0..<10).map { palette[$0 % 4] })
    }

    @Test func codesGrowFromThreeToNineBits() throws {
        let gif = """
            R0lGODlhQABAAIEAAP8AAAD/AAAA/////ywAAAAAQABAAAAC/4QEMBMxhhRzMK32jp05XqpJWCWCHkd+3TaGaoq68dnSJnuXqw7X+P6S+XjCXNAG\
            nP16RiURyUwOj8uitDl1Up9VqDUK/oq95K6Zi96qteysGwu/ysPldDtOP6/f87H+3le3h+dnx5dnSCgIiDgY+HdY6NjIKFm5GImpCLmZ+OhJmc\
            n5OWkpCmraWapJejkaquqKygrberr6mmobeyuLO5tLq1tLPGwsjBysDMz86+wL3SvNS71rXZzcHF2Nvfw8fX3svR2e/c0trg3erY5uTs5+Xj6+\
            ni4fD2+f/17P707/r908gfj6ARx4T59BggoDJvSHcN/Bgg4lMoRIMeLChwUTGwIpAAA7
            """
        let image = try frames(gif)[0]
        let palette = [Self.red, Self.green, Self.blue, Self.white]
        for index in 0..<(64 * 64) {
            let expected = palette[(index * index * 31 + index * 7 + index / 5) % 4]
            #expect(Array(image.pixel(index % 64, index / 64)) == expected, "pixel \(index)")
            if Array(image.pixel(index % 64, index / 64)) != expected { break }
        }
    }

    @Test func hostileGIFsFailWithTheirOffset() throws {
        let good = [UInt8](Data(base64Encoded: Self.animation)!)
        for length in 0..<good.count - 1 {
            #expect(throws: CodecError.self, "cut at \(length)") {
                _ = try GIFDecoder.frames(Array(good.prefix(length)), maximumBytes: 1 << 20)
            }
        }
        var huge = good
        huge[6...9] = [0xFF, 0xFF, 0xFF, 0xFF]  // a 65,535 × 65,535 screen
        #expect(throws: CodecError(.tooLarge("a screen of 65535 × 65535 pixels"), offset: 6)) {
            _ = try GIFDecoder.frames(huge, maximumBytes: 1 << 20)
        }
        var bigFrame = good
        bigFrame[38...41] = [0xFF, 0xFF, 0xFF, 0xFF]  // frame 1 claims 65,535 × 65,535 pixels
        #expect(throws: CodecError(.tooLarge("a frame of 65535 × 65535 pixels"), offset: 38)) {
            _ = try GIFDecoder.frames(bigFrame, maximumBytes: 1 << 20)
        }
        // Many frames of a screen: the total is bounded too.
        #expect(throws: CodecError.self) { _ = try GIFDecoder.frames(good, maximumBytes: 4 * 3 * 4 * 2) }
        var generator = SystemRandomNumberGenerator()
        let started = ContinuousClock.now
        for _ in 0..<3_000 {
            var bytes = good
            for _ in 0..<3 {
                bytes[Int.random(in: 6..<bytes.count, using: &generator)] = .random(in: 0...255, using: &generator)
            }
            _ = try? GIFDecoder.frames(bytes, maximumBytes: 1 << 20)
        }
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    /// 128 × 128 pixels of 200 colours in a scrambled order fill the 4,096-entry LZW table, so
    /// the writer must emit clear codes the reader follows.
    @Test func aFullCodeTableRoundTrips() throws {
        var pixels: [UInt8] = []
        for index in 0..<(128 * 128) {
            let colour = (index * 7_919 + index / 3) % 200
            pixels += [UInt8(colour), UInt8(255 - colour), UInt8(colour / 2), 255]
        }
        let image = RGBAImage(width: 128, height: 128, pixels: pixels)
        let gif = try GIFEncoder.encode([image], delay: 10, loops: nil)
        #expect(try GIFDecoder.frames(gif, maximumBytes: 1 << 20) == [image])
    }
}
