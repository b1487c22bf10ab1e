/// An image as 8-bit RGBA pixels, row by row from the top left: what the image actions compute
/// on. Geometry is exact (flips, quarter turns, crops, combining); resizing averages the source
/// pixels each target pixel covers.
package struct RGBAImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// `width × height × 4` bytes.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent image.
    package init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    package func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> {
        let start = (y * width + x) * 4
        return pixels[start..<start + 4]
    }

    /// A new image whose pixel (x, y) is this image's `source(x, y)`.
    private func mapped(width: Int, height: Int, _ source: (Int, Int) -> (Int, Int)) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = source(x, y)
                let from = (sy * self.width + sx) * 4
                let to = (y * width + x) * 4
                out[to..<to + 4] = pixels[from..<from + 4]
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    package func flippedHorizontally() -> RGBAImage { mapped(width: width, height: height) { (width - 1 - $0, $1) } }
    package func flippedVertically() -> RGBAImage { mapped(width: width, height: height) { ($0, height - 1 - $1) } }

    /// Turned clockwise by `quarterTurns` × 90°.
    package func rotated(quarterTurns: Int) -> RGBAImage {
        switch ((quarterTurns % 4) + 4) % 4 {
        case 1: mapped(width: height, height: width) { ($1, height - 1 - $0) }
        case 2: mapped(width: width, height: height) { (width - 1 - $0, height - 1 - $1) }
        case 3: mapped(width: height, height: width) { (width - 1 - $1, $0) }
        default: self
        }
    }

    /// The rectangle at (x, y) of the given size, clipped to the image.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        let left = max(0, min(x, self.width))
        let top = max(0, min(y, self.height))
        let right = max(left, min(x + width, self.width))
        let bottom = max(top, min(y + height, self.height))
        return mapped(width: right - left, height: bottom - top) { ($0 + left, $1 + top) }
    }

    /// Scaled to `width × height`: each target pixel is the average of the source pixels it
    /// covers (box filter), or the nearest one when enlarging.
    package func resized(width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, self.width > 0, self.height > 0 else {
            return RGBAImage(width: width, height: height)
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let y0 = y * self.height / height
            let y1 = max(y0 + 1, (y + 1) * self.height / height)
            for x in 0..<width {
                let x0 = x * self.width / width
                let x1 = max(x0 + 1, (x + 1) * self.width / width)
                var sums = [0, 0, 0, 0]
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let from = (sy * self.width + sx) * 4
                        for channel in 0..<4 { sums[channel] += Int(pixels[from + channel]) }
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                let to = (y * width + x) * 4
                for channel in 0..<4 { out[to + channel] = UInt8((sums[channel] + count / 2) / count) }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// The images side by side (`horizontal`) or one above the other, `spacing` transparent
    /// pixels apart, aligned to the top or left edge.
    package static func combined(_ images: [RGBAImage], horizontal: Bool, spacing: Int) -> RGBAImage {
        let gaps = spacing * max(0, images.count - 1)
        let width = horizontal ? images.reduce(gaps) { $0 + $1.width } : images.map(\.width).max() ?? 0
        let height = horizontal ? images.map(\.height).max() ?? 0 : images.reduce(gaps) { $0 + $1.height }
        var canvas = RGBAImage(width: width, height: height)
        var offset = 0
        for image in images {
            for y in 0..<image.height {
                let targetY = horizontal ? y : y + offset
                let from = y * image.width * 4
                let to = (targetY * width + (horizontal ? offset : 0)) * 4
                canvas.pixels[to..<to + image.width * 4] = image.pixels[from..<from + image.width * 4]
            }
            offset += (horizontal ? image.width : image.height) + spacing
        }
        return canvas
    }

    /// `overlay` drawn over this image with its top-left corner at (x, y), its alpha scaled by
    /// `opacity` (0…1): source-over compositing of straight (not premultiplied) colours.
    package func overlaid(with overlay: RGBAImage, x: Int, y: Int, opacity: Double) -> RGBAImage {
        var out = self
        let scale = max(0, min(1, opacity))
        for row in max(0, y)..<max(0, y, min(height, y + overlay.height)) {
            for column in max(0, x)..<max(0, x, min(width, x + overlay.width)) {
                let from = ((row - y) * overlay.width + (column - x)) * 4
                let to = (row * width + column) * 4
                let sourceAlpha = Double(overlay.pixels[from + 3]) / 255 * scale
                let targetAlpha = Double(pixels[to + 3]) / 255
                let alpha = sourceAlpha + targetAlpha * (1 - sourceAlpha)
                for channel in 0..<3 {
                    let blended =
                        alpha == 0
                        ? 0
                        : (Double(overlay.pixels[from + channel]) * sourceAlpha + Double(pixels[to + channel])
                            * targetAlpha * (1 - sourceAlpha)) / alpha
                    out.pixels[to + channel] = UInt8(max(0, min(255, blended.rounded())))
                }
                out.pixels[to + 3] = UInt8(max(0, min(255, (alpha * 255).rounded())))
            }
        }
        return out
    }

    /// Each pixel's alpha multiplied by `coverage(x, y)` (0…1) sampled at 4 × 4 points inside the
    /// pixel, so a shape's edge pixels are partly transparent.
    package func masked(by inside: (Double, Double) -> Bool) -> RGBAImage {
        var out = self
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)
                    {
                        hits += 1
                    }
                }
                let index = (y * width + x) * 4 + 3
                out.pixels[index] = UInt8((Double(pixels[index]) * Double(hits) / 16).rounded())
            }
        }
        return out
    }
}
