import Archives
import Foundation
import ImageCodecs

/// The image target: a GIF (by its header) through `GIFDecoder`, anything else through `PNGCodec`,
/// with at most 2^20 pixels (4 MiB of frames). The promise: a ``CodecError`` at an offset inside
/// the input, on one line; what decodes is written as PNG and BMP, and the PNG reads back to the same
/// pixels.
enum ImageFuzzing {
    static let maximumPixels = 1 << 20

    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let bytes = [UInt8](data)
        let images: [RGBAImage]
        do {
            images =
                GIFDecoder.isGIF(bytes)
                ? try GIFDecoder.frames(bytes, maximumBytes: maximumPixels * 4)
                : [try PNGCodec.decode(bytes, maximumPixels: maximumPixels)]
        } catch let error as CodecError {
            return try CodecFuzzing.rejected(
                .image, error.description, offset: error.offset, within: bytes.count, error: "CodecError")
        } catch {
            throw FuzzFailure(target: FuzzTarget.image.rawValue, .unexpectedError("\(error)"), at: "decode")
        }
        for (index, image) in images.enumerated() {
            try check(image, at: "frame \(index + 1)")
        }
        return .accepted
    }

    /// The PNG writer's output reads back to `image`; the BMP is its header and 4 bytes a pixel.
    static func check(_ image: RGBAImage, at place: String) throws(FuzzFailure) {
        let target = FuzzTarget.image.rawValue
        guard image.pixels.count == image.width * image.height * 4 else {
            throw FuzzFailure(
                target: target, .unexpectedError("\(image.pixels.count) bytes for \(image.width) × \(image.height)"),
                at: place)
        }
        do {
            let again = try PNGCodec.decode(PNGCodec.encode(image), maximumPixels: maximumPixels)
            guard again == image else {
                throw FuzzFailure(
                    target: target, .roundTripMismatch("the PNG written reads back differently"), at: place)
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure(target: target, .writerRefused("the PNG written does not read: \(error)"), at: place)
        }
        let bmp = BMPWriter.encode(image)
        guard bmp.count == 54 + image.pixels.count else {
            throw FuzzFailure(target: target, .unexpectedError("a BMP of \(bmp.count) bytes"), at: place)
        }
    }
}
