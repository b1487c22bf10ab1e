import Archives

/// The frames of a GIF (87a and 89a), each composed onto the logical screen the way a viewer
/// shows it: transparency, the disposal methods (keep, restore to background — transparent —,
/// restore to previous) and interlaced rows. Reads are bounded: every block is checked against
/// the data, the screen's pixels and the frames' total bytes are limited, so a hostile file
/// gives a ``CodecError`` naming its byte offset.
package enum GIFDecoder {
    package static func isGIF(_ data: [UInt8]) -> Bool {
        data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8))
    }

    /// The frames, at most `maximumBytes` of RGBA pixels in all.
    package static func frames(_ data: [UInt8], maximumBytes: Int) throws -> [RGBAImage] {
        guard isGIF(data) else { throw CodecError(.wrongFormat("not a GIF image"), offset: 0) }
        guard data.count >= 13 else { throw CodecError(.truncated("the image ends early"), offset: data.count) }
        func uint16(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }
        let width = uint16(6)
        let height = uint16(8)
        guard width > 0, height > 0, width * height * 4 <= maximumBytes else {
            throw CodecError(.tooLarge("a screen of \(width) × \(height) pixels"), offset: 6)
        }
        var offset = 13
        var globalTable: [UInt8] = []
        if data[10] & 0x80 != 0 {
            let size = 3 << (Int(data[10] & 0x07) + 1)
            guard offset + size <= data.count else {
                throw CodecError(.truncated("the colour table runs past the end"), offset: offset)
            }
            globalTable = Array(data[offset..<offset + size])
            offset += size
        }
        var canvas = RGBAImage(width: width, height: height)
        var frames: [RGBAImage] = []
        var transparentIndex: Int?
        var disposal = 0
        while true {
            guard offset < data.count else {
                throw CodecError(.truncated("the image ends before its trailer"), offset: offset)
            }
            switch data[offset] {
            case 0x3B:
                return frames
            case 0x21:
                guard offset + 2 < data.count else {
                    throw CodecError(.truncated("an extension ends early"), offset: offset)
                }
                let label = data[offset + 1]
                let blocks = try subBlocks(data, from: offset + 2)
                if label == 0xF9, blocks.data.count >= 4 {
                    disposal = Int(blocks.data[0] >> 2 & 0x07)
                    transparentIndex = blocks.data[0] & 0x01 != 0 ? Int(blocks.data[3]) : nil
                }
                offset = blocks.end
            case 0x2C:
                let start = offset
                guard offset + 10 <= data.count else {
                    throw CodecError(.truncated("an image descriptor ends early"), offset: offset)
                }
                let (left, top, frameWidth, frameHeight) = (
                    uint16(offset + 1), uint16(offset + 3), uint16(offset + 5), uint16(offset + 7)
                )
                let packed = data[offset + 9]
                guard frameWidth * frameHeight <= maximumBytes / 4 else {
                    throw CodecError(.tooLarge("a frame of \(frameWidth) × \(frameHeight) pixels"), offset: offset + 5)
                }
                offset += 10
                var table = globalTable
                if packed & 0x80 != 0 {
                    let size = 3 << (Int(packed & 0x07) + 1)
                    guard offset + size <= data.count else {
                        throw CodecError(.truncated("the colour table runs past the end"), offset: offset)
                    }
                    table = Array(data[offset..<offset + size])
                    offset += size
                }
                guard offset < data.count else { throw CodecError(.truncated("an image ends early"), offset: offset) }
                let minimumCodeSize = Int(data[offset])
                guard (2...8).contains(minimumCodeSize) else {
                    throw CodecError(.corrupt("LZW code size \(minimumCodeSize)"), offset: offset)
                }
                let blocks = try subBlocks(data, from: offset + 1)
                offset = blocks.end
                let indices = try lzw(
                    blocks.data, minimumCodeSize: minimumCodeSize, count: frameWidth * frameHeight, offset: start)
                guard (frames.count + 1) * width * height * 4 <= maximumBytes else {
                    throw CodecError(.tooLarge("the frames are more than \(maximumBytes) bytes"), offset: start)
                }
                let previous = canvas
                let rows = packed & 0x40 != 0 ? interlacedRows(frameHeight) : Array(0..<frameHeight)
                for (position, row) in rows.enumerated() {
                    let y = top + row
                    guard y < height else { continue }
                    for column in 0..<frameWidth where left + column < width {
                        let index = position * frameWidth + column
                        guard index < indices.count else { break }
                        let colour = Int(indices[index])
                        if colour == transparentIndex { continue }
                        guard colour * 3 + 2 < table.count else {
                            throw CodecError(.corrupt("colour \(colour) is past the colour table"), offset: start)
                        }
                        let to = (y * width + left + column) * 4
                        canvas.pixels[to..<to + 4] = [
                            table[colour * 3], table[colour * 3 + 1], table[colour * 3 + 2], 255,
                        ]
                    }
                }
                frames.append(canvas)
                switch disposal {
                case 2:
                    for y in top..<max(top, min(height, top + frameHeight)) {
                        for x in left..<max(left, min(width, left + frameWidth)) {
                            let to = (y * width + x) * 4
                            canvas.pixels[to..<to + 4] = [0, 0, 0, 0]
                        }
                    }
                case 3: canvas = previous
                default: break
                }
                transparentIndex = nil
                disposal = 0
            default:
                throw CodecError(.corrupt("an unknown block 0x\(String(data[offset], radix: 16))"), offset: offset)
            }
        }
    }

    /// The rows of an interlaced image in the order they are stored (passes of 8, 8, 4, 2).
    static func interlacedRows(_ height: Int) -> [Int] {
        var rows: [Int] = []
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows += Swift.stride(from: start, to: height, by: step)
        }
        return rows
    }

    /// Data sub-blocks from `start`: their bytes and the offset after the terminator.
    static func subBlocks(_ data: [UInt8], from start: Int) throws -> (data: [UInt8], end: Int) {
        var offset = start
        var bytes: [UInt8] = []
        while true {
            guard offset < data.count else {
                throw CodecError(.truncated("a data block runs past the end"), offset: offset)
            }
            let length = Int(data[offset])
            offset += 1
            if length == 0 { return (bytes, offset) }
            guard offset + length <= data.count else {
                throw CodecError(.truncated("a data block runs past the end"), offset: offset)
            }
            bytes += data[offset..<offset + length]
            offset += length
        }
    }

    /// Variable-length LZW codes (least significant bit first) to at most `count` colour indices.
    package static func lzw(_ bytes: [UInt8], minimumCodeSize: Int, count: Int, offset: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096)
        var suffixes = [UInt8](repeating: 0, count: 4096)
        var firsts = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear {
            suffixes[code] = UInt8(truncatingIfNeeded: code)
            firsts[code] = UInt8(truncatingIfNeeded: code)
        }
        var next = end + 1
        var size = minimumCodeSize + 1
        var previous = -1
        var output: [UInt8] = []
        output.reserveCapacity(min(count, 1 << 20))
        var buffer = 0
        var bits = 0
        var stack: [UInt8] = []
        for byte in bytes {
            buffer |= Int(byte) << bits
            bits += 8
            while bits >= size {
                let code = buffer & ((1 << size) - 1)
                buffer >>= size
                bits -= size
                if code == clear {
                    next = end + 1
                    size = minimumCodeSize + 1
                    previous = -1
                    continue
                }
                if code == end || output.count >= count { return Array(output.prefix(count)) }
                guard code <= next, code < 4096, previous >= 0 || code < clear else {
                    throw CodecError(.corrupt("an invalid LZW code \(code)"), offset: offset)
                }
                // The string of `code` (or, for the code about to be made, previous + its first).
                var current = code == next ? previous : code
                stack.removeAll(keepingCapacity: true)
                if code == next {
                    guard previous >= 0 else {
                        throw CodecError(.corrupt("an invalid LZW code \(code)"), offset: offset)
                    }
                    stack.append(firsts[previous])
                }
                while current >= clear {
                    stack.append(suffixes[current])
                    current = prefixes[current]
                }
                stack.append(UInt8(truncatingIfNeeded: current))
                output += stack.reversed()
                if previous >= 0, next < 4096 {
                    prefixes[next] = previous
                    suffixes[next] = stack.last!
                    firsts[next] = previous < clear ? UInt8(truncatingIfNeeded: previous) : firsts[previous]
                    next += 1
                    if next == 1 << size, size < 12 { size += 1 }
                }
                previous = code
            }
        }
        return Array(output.prefix(count))
    }
}
