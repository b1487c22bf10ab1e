import Archives
import Foundation

/// PNG (ISO/IEC 15948) to and from ``RGBAImage``: every colour type at bit depths 1–16, not
/// interlaced; written as 8-bit RGBA with stored DEFLATE blocks. Reads are bounded: chunk
/// lengths are checked against the data, CRCs verified, and the pixel count limited before any
/// buffer is made, so a hostile file gives a ``CodecError`` naming its byte offset.
package enum PNGCodec {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func isPNG(_ data: [UInt8]) -> Bool { data.starts(with: signature) }

    private static func uint32(_ data: [UInt8], _ at: Int) -> Int {
        Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
    }

    /// Decodes a PNG of at most `maximumPixels` pixels.
    package static func decode(_ data: [UInt8], maximumPixels: Int) throws -> RGBAImage {
        guard isPNG(data) else { throw CodecError(.wrongFormat("not a PNG image"), offset: 0) }
        var offset = 8
        var header: (width: Int, height: Int, depth: Int, colour: Int)?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var ended = false
        while !ended {
            guard offset + 12 <= data.count else {
                throw CodecError(.truncated("the image ends early"), offset: data.count)
            }
            let length = uint32(data, offset)
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= data.count - offset - 12 else {
                throw CodecError(.truncated("the \(type) chunk runs past the end"), offset: offset)
            }
            let body = Array(data[offset + 8..<offset + 8 + length])
            let crc = uint32(data, offset + 8 + length)
            guard UInt32(crc) == CRC32.checksum(Array(data[offset + 4..<offset + 8]) + body) else {
                throw CodecError(.corrupt("the \(type) chunk's CRC does not match"), offset: offset + 8 + length)
            }
            switch type {
            case "IHDR":
                guard length == 13 else { throw CodecError(.corrupt("IHDR is not 13 bytes"), offset: offset) }
                let width = uint32(body, 0)
                let height = uint32(body, 4)
                guard width > 0, height > 0, width <= maximumPixels / height else {
                    throw CodecError(
                        .tooLarge("\(width) × \(height) pixels is more than \(maximumPixels)"), offset: offset + 8)
                }
                guard body[12] == 0 else {
                    throw CodecError(.unsupported("interlaced PNG images are not read here"), offset: offset + 20)
                }
                let depth = Int(body[8])
                let colour = Int(body[9])
                let allowed: [Int: [Int]] = [
                    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
                ]
                guard allowed[colour]?.contains(depth) == true else {
                    throw CodecError(
                        .corrupt("colour type \(colour) at depth \(depth) is invalid"), offset: offset + 16)
                }
                header = (width, height, depth, colour)
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": compressed += body
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard let header else { throw CodecError(.corrupt("there is no IHDR chunk"), offset: 8) }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colour]!
        let bitsPerPixel = channels * header.depth
        let stride = (header.width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        // zlib: a 2-byte header (method 8), DEFLATE, an Adler-32.
        guard compressed.count >= 6, compressed[0] & 0x0F == 8 else {
            throw CodecError(.corrupt("the image data is not zlib-compressed"), offset: offset)
        }
        let expected = (stride + 1) * header.height
        let raw: [UInt8]
        do {
            raw = try Inflate.decode(compressed, from: 2, maximumBytes: expected).output
        } catch let error as ArchiveError {
            throw CodecError(.corrupt("the image data is damaged: \(error)"), offset: offset)
        }
        guard raw.count == expected else {
            throw CodecError(.corrupt("the image data is \(raw.count) bytes, not \(expected)"), offset: offset)
        }
        // Undo the filters row by row.
        var rows = [UInt8](repeating: 0, count: stride * header.height)
        for y in 0..<header.height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for x in 0..<stride {
                let value = raw[source + x]
                let left = x >= bytesPerPixel ? Int(rows[row + x - bytesPerPixel]) : 0
                let up = y > 0 ? Int(rows[row - stride + x]) : 0
                let upLeft = y > 0 && x >= bytesPerPixel ? Int(rows[row - stride + x - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
                default: throw CodecError(.corrupt("row \(y) has filter type \(filter)"), offset: offset)
                }
                rows[row + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        // Samples to RGBA.
        var image = RGBAImage(width: header.width, height: header.height)
        let maximum = (1 << header.depth) - 1
        for y in 0..<header.height {
            for x in 0..<header.width {
                func sample(_ channel: Int) -> Int {
                    let index = x * channels + channel
                    switch header.depth {
                    case 16: return Int(rows[y * stride + index * 2])
                    case 8: return Int(rows[y * stride + index])
                    default:
                        let bit = index * header.depth
                        let byte = rows[y * stride + bit / 8]
                        return Int(byte >> UInt8(8 - header.depth - bit % 8)) & maximum
                    }
                }
                func scaled(_ value: Int) -> UInt8 { header.depth >= 8 ? UInt8(value) : UInt8(value * 255 / maximum) }
                let rgba: [UInt8]
                switch header.colour {
                case 0:
                    let gray = sample(0)
                    let clear = transparency.count >= 2 && (Int(transparency[0]) << 8 | Int(transparency[1])) == gray
                    rgba = [scaled(gray), scaled(gray), scaled(gray), clear ? 0 : 255]
                case 2: rgba = [UInt8(sample(0)), UInt8(sample(1)), UInt8(sample(2)), 255]
                case 3:
                    let index = sample(0)
                    guard index * 3 + 2 < palette.count else {
                        throw CodecError(.corrupt("palette index \(index) is past the palette"), offset: offset)
                    }
                    let alpha = index < transparency.count ? transparency[index] : 255
                    rgba = [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha]
                case 4: rgba = [UInt8(sample(0)), UInt8(sample(0)), UInt8(sample(0)), UInt8(sample(1))]
                default: rgba = [UInt8(sample(0)), UInt8(sample(1)), UInt8(sample(2)), UInt8(sample(3))]
                }
                let to = (y * header.width + x) * 4
                image.pixels[to..<to + 4] = rgba[...]
            }
        }
        return image
    }

    /// An 8-bit RGBA PNG, rows unfiltered, in stored DEFLATE blocks.
    package static func encode(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((image.width * 4 + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            raw += image.pixels[y * image.width * 4..<(y + 1) * image.width * 4]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib += ArchiveCodec.storedDeflate(raw)
        zlib += bigEndian(Adler32.checksum(raw))
        var out = signature
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            out += bigEndian(UInt32(body.count)) + typed + bigEndian(CRC32.checksum(typed))
        }
        chunk("IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, 6, 0, 0, 0])
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return out
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
