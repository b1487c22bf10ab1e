/// Windows bitmaps: 32-bit BGRA, rows from the bottom, as Convert Image's BMP.
package enum BMPWriter {
    package static func encode(_ image: RGBAImage) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        let size = image.width * image.height * 4
        var out: [UInt8] = Array("BM".utf8) + le32(54 + size) + le32(0) + le32(54)
        out += le32(40) + le32(image.width) + le32(image.height) + le16(1) + le16(32) + le32(0) + le32(size)
        out += le32(2835) + le32(2835) + le32(0) + le32(0)
        for y in stride(from: image.height - 1, through: 0, by: -1) {
            for x in 0..<image.width {
                let pixel = image.pixel(x, y)
                let start = pixel.startIndex
                out += [pixel[start + 2], pixel[start + 1], pixel[start], pixel[start + 3]]
            }
        }
        return out
    }
}
