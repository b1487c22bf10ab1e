/// Animated GIFs from ``RGBAImage`` frames of one size: each frame a full picture with its own
/// exact colour table (so at most 256 colours, a transparent one included — pixels less than
/// half opaque are transparent), restored to the background before the next, LZW-compressed.
package enum GIFEncoder {
    /// Why frames cannot be written.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// - Parameters:
    ///   - frames: pictures of one size.
    ///   - delay: hundredths of a second each frame shows.
    ///   - loops: how many times the animation repeats (0: forever); nil writes no loop block.
    package static func encode(_ frames: [RGBAImage], delay: Int, loops: Int?) throws -> [UInt8] {
        guard let first = frames.first else { throw Failure(description: "there are no frames") }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }), first.width <= 65_535,
            first.height <= 65_535
        else { throw Failure(description: "the frames are not all one size") }
        var out = Array("GIF89a".utf8) + le16(first.width) + le16(first.height) + [0x00, 0, 0]
        if let loops {
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(min(loops, 65_535)) + [0x00]
        }
        for (number, frame) in frames.enumerated() {
            var palette: [UInt32: UInt8] = [:]
            var colours: [UInt8] = []
            var transparent: UInt8?
            var indices = [UInt8](repeating: 0, count: frame.width * frame.height)
            for pixel in 0..<indices.count {
                let at = pixel * 4
                if frame.pixels[at + 3] < 128 {
                    if transparent == nil {
                        guard colours.count < 768 else { throw tooManyColours(number) }
                        transparent = UInt8(colours.count / 3)
                        colours += [0, 0, 0]
                    }
                    indices[pixel] = transparent!
                    continue
                }
                let key =
                    UInt32(frame.pixels[at]) << 16 | UInt32(frame.pixels[at + 1]) << 8 | UInt32(frame.pixels[at + 2])
                if let index = palette[key] {
                    indices[pixel] = index
                } else {
                    guard colours.count < 768 else { throw tooManyColours(number) }
                    let index = UInt8(colours.count / 3)
                    palette[key] = index
                    colours += [frame.pixels[at], frame.pixels[at + 1], frame.pixels[at + 2]]
                    indices[pixel] = index
                }
            }
            var bits = 1
            while 1 << bits < colours.count / 3 { bits += 1 }
            colours += [UInt8](repeating: 0, count: (3 << bits) - colours.count)
            // Graphic control: restore to background, the delay, the transparent index.
            out += [0x21, 0xF9, 0x04, 0x08 | (transparent == nil ? 0 : 1)] + le16(delay) + [transparent ?? 0, 0x00]
            out += [0x2C] + le16(0) + le16(0) + le16(frame.width) + le16(frame.height) + [0x80 | UInt8(bits - 1)]
            out += colours
            let minimumCodeSize = max(2, bits)
            out.append(UInt8(minimumCodeSize))
            let compressed = lzw(indices, minimumCodeSize: minimumCodeSize)
            var offset = 0
            while offset < compressed.count {
                let length = min(255, compressed.count - offset)
                out.append(UInt8(length))
                out += compressed[offset..<offset + length]
                offset += length
            }
            out.append(0x00)
        }
        return out + [0x3B]
    }

    private static func tooManyColours(_ frame: Int) -> Failure {
        Failure(
            description: "frame \(frame + 1) has more than 256 colours (the app's colour reduction is not reproduced)")
    }

    /// LZW with variable-length codes, least significant bit first; a clear code when the table is full.
    package static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var table: [Int: Int] = [:]
        var next = end + 1
        var size = minimumCodeSize + 1
        var out: [UInt8] = []
        var buffer = 0
        var count = 0
        func emit(_ code: Int) {
            buffer |= code << count
            count += size
            while count >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }
        emit(clear)
        var current = -1
        for index in indices {
            let value = Int(index)
            guard current >= 0 else {
                current = value
                continue
            }
            if let code = table[current << 8 | value] {
                current = code
                continue
            }
            emit(current)
            if next < 4096 {
                table[current << 8 | value] = next
                next += 1
                if next > 1 << size, size < 12 { size += 1 }
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = end + 1
                size = minimumCodeSize + 1
            }
            current = value
        }
        if current >= 0 { emit(current) }
        emit(end)
        if count > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
