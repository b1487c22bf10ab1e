/// A QR Code symbol (ISO/IEC 18004) encoding bytes in byte mode: the smallest version (1–40)
/// that holds them at the error-correction level asked for, Reed–Solomon codewords over
/// GF(256) interleaved by block, and the mask (0–7) with the lowest penalty by the standard's
/// four rules. Modules are `true` for dark, row by row from the top left, without the quiet zone.
package struct QRCode: Sendable, Equatable {
    /// The error-correction levels, recovering about 7 %, 15 %, 25 % and 30 % of the codewords.
    package enum Level: Int, CaseIterable, Sendable, Equatable {
        case low, medium, quartile, high

        /// The two bits the format information stores for the level.
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    /// Why bytes could not be encoded.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    package let version: Int
    package let level: Level
    package let mask: Int
    /// The symbol's width and height in modules: 17 + 4 × version.
    package let size: Int
    private(set) var modules: [Bool]
    /// Modules of the finder, timing and alignment patterns and the format and version areas.
    private var reserved: [Bool]

    package func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// Encodes `bytes` in the smallest version that holds them, with the mask the penalty rules
    /// choose (or `mask` when given).
    package static func encode(_ bytes: [UInt8], level: Level, mask: Int? = nil) throws -> QRCode {
        guard let version = (1...40).first(where: { fits(bytes.count, version: $0, level: level) }) else {
            throw Failure(
                description: "\(bytes.count) bytes are more than a QR code holds at this error correction level"
                    + " (\(capacity(version: 40, level: level)) bytes)")
        }
        return encode(bytes, level: level, version: version, mask: mask)
    }

    /// How many bytes a version holds in byte mode at `level`.
    package static func capacity(version: Int, level: Level) -> Int {
        (dataCodewords(version: version, level: level) * 8 - 4 - countBits(version)) / 8
    }

    private static func fits(_ count: Int, version: Int, level: Level) -> Bool {
        count <= capacity(version: version, level: level)
    }

    private static func countBits(_ version: Int) -> Int { version <= 9 ? 8 : 16 }

    // MARK: - Codewords

    /// Error-correction codewords per block, by level then version (index 0 unused): ISO/IEC
    /// 18004 table 9.
    private static let eccPerBlock: [[Int]] = [
        [
            0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
            28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error-correction blocks, by level then version (index 0 unused): ISO/IEC 18004 table 9.
    private static let blockCount: [[Int]] = [
        [
            0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17,
            18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
            31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38,
            40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45,
            48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]

    /// Codewords in a symbol: the modules left after the function patterns, in bytes.
    private static func totalCodewords(version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    private static func dataCodewords(version: Int, level: Level) -> Int {
        totalCodewords(version: version)
            - eccPerBlock[level.rawValue][version] * blockCount[level.rawValue][version]
    }

    /// The data codewords: mode 0100, the count, the bytes, a terminator and the pad bytes.
    private static func dataCodewords(_ bytes: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> shift & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, countBits(version))
        for byte in bytes { append(Int(byte), 8) }
        let capacity = dataCodewords(version: version, level: level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var codewords: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < capacity / 8 {
            codewords.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return codewords
    }

    /// Splits the data into blocks, computes each block's error correction, and interleaves them.
    private static func interleaved(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        let blocks = blockCount[level.rawValue][version]
        let ecc = eccPerBlock[level.rawValue][version]
        let total = totalCodewords(version: version)
        let shortBlocks = blocks - total % blocks
        let shortLength = total / blocks - ecc
        let generator = ReedSolomon.generator(degree: ecc)
        var dataBlocks: [[UInt8]] = []
        var eccBlocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blocks {
            let length = shortLength + (index < shortBlocks ? 0 : 1)
            let block = Array(data[start..<start + length])
            start += length
            dataBlocks.append(block)
            eccBlocks.append(ReedSolomon.remainder(block, generator: generator))
        }
        var out: [UInt8] = []
        out.reserveCapacity(total)
        for column in 0...shortLength {
            for block in dataBlocks where column < block.count { out.append(block[column]) }
        }
        for column in 0..<ecc {
            for block in eccBlocks { out.append(block[column]) }
        }
        return out
    }

    // MARK: - Modules

    private static func encode(_ bytes: [UInt8], level: Level, version: Int, mask: Int?) -> QRCode {
        var symbol = QRCode(version: version, level: level)
        symbol.place(interleaved(dataCodewords(bytes, version: version, level: level), version: version, level: level))
        var chosen: QRCode
        if let mask {
            chosen = symbol.masked(mask)
        } else {
            // The lowest penalty; the first mask of equal ones.
            let candidates = (0..<8).map { symbol.masked($0) }
            let penalties = candidates.map(\.penalty)
            chosen = candidates[penalties.firstIndex(of: penalties.min()!)!]
        }
        chosen.drawFormat(mask: chosen.mask)
        chosen.drawVersion(blank: false)
        return chosen
    }

    /// An empty symbol with its function patterns drawn (format information still blank).
    private init(version: Int, level: Level) {
        self.version = version
        self.level = level
        self.mask = 0
        size = 17 + 4 * version
        modules = [Bool](repeating: false, count: size * size)
        reserved = modules
        drawFunctionPatterns()
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        reserved[y * size + x] = true
    }

    private mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(x, y) }
        let positions = alignmentPositions
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                let last = positions.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        // The format and version areas stay light while the masks are judged, as ISO/IEC
        // 18004:2015 7.8 evaluates them (and as segno does); they are written afterwards.
        drawFormat(mask: nil)
        drawVersion(blank: true)
    }

    /// The 18 version bits (version, BCH code) in both copies, from version 7.
    private mutating func drawVersion(blank: Bool) {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = remainder << 1 ^ (remainder >> 11) * 0x1F25 }
        let bits = blank ? 0 : version << 12 | remainder
        for index in 0..<18 {
            let dark = bits >> index & 1 == 1
            let a = size - 11 + index % 3
            let b = index / 3
            set(a, b, dark)
            set(b, a, dark)
        }
    }

    /// A finder pattern centred at (x, y) with its light separator.
    private mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (px, py) = (x + dx, y + dy)
                guard px >= 0, px < size, py >= 0, py < size else { continue }
                let distance = max(abs(dx), abs(dy))
                set(px, py, distance != 2 && distance != 4)
            }
        }
    }

    /// The centres of the alignment patterns along each axis: ISO/IEC 18004 annex E.
    private var alignmentPositions: [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var positions = [6]
        for index in 0..<count - 1 { positions.insert(size - 7 - index * step, at: 1) }
        return positions
    }

    /// The 15 format bits (level, mask, BCH code, XOR 0x5412) in both copies, and the dark
    /// module; all light without a mask.
    private mutating func drawFormat(mask: Int?) {
        let data = level.formatBits << 3 | (mask ?? 0)
        var remainder = data
        for _ in 0..<10 { remainder = remainder << 1 ^ (remainder >> 9) * 0x537 }
        let bits = mask == nil ? 0 : (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, mask != nil)
    }

    /// Places the codewords' bits in the two-column zigzag from the bottom right; remainder
    /// modules stay light.
    private mutating func place(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !reserved[y * size + x], index < codewords.count * 8 else { continue }
                    modules[y * size + x] = codewords[index >> 3] >> (7 - index & 7) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// This symbol with data mask `pattern` applied (format and version areas still blank).
    private func masked(_ pattern: Int) -> QRCode {
        var copy = self
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] {
                let flip: Bool =
                    switch pattern {
                    case 0: (x + y) % 2 == 0
                    case 1: y % 2 == 0
                    case 2: x % 3 == 0
                    case 3: (x + y) % 3 == 0
                    case 4: (x / 3 + y / 2) % 2 == 0
                    case 5: x * y % 2 + x * y % 3 == 0
                    case 6: (x * y % 2 + x * y % 3) % 2 == 0
                    default: ((x + y) % 2 + x * y % 3) % 2 == 0
                    }
                if flip { copy.modules[y * size + x].toggle() }
            }
        }
        return QRCode(copy, mask: pattern)
    }

    private init(_ other: QRCode, mask: Int) {
        version = other.version
        level = other.level
        self.mask = mask
        size = other.size
        modules = other.modules
        reserved = other.reserved
    }

    // MARK: - Penalty (ISO/IEC 18004 7.8.3)

    /// The sum of the four penalty rules: runs of five or more, 2 × 2 blocks, finder-like
    /// 1:1:3:1:1 runs beside four light modules, and the dark share's distance from half.
    package var penalty: Int {
        var score = 0
        func line(_ at: (Int) -> Bool) {
            var run = 1
            for index in 1..<size {
                if at(index) == at(index - 1) {
                    run += 1
                } else {
                    if run >= 5 { score += run - 2 }
                    run = 1
                }
            }
            if run >= 5 { score += run - 2 }
            // 1011101 with four light modules before or after it (outside the symbol is light),
            // each occurrence counted once; the search goes on after a counted one.
            func module(_ index: Int) -> Bool { index >= 0 && index < size && at(index) }
            let core = [true, false, true, true, true, false, true]
            var start = 0
            while start + 7 <= size {
                guard (0..<7).allSatisfy({ module(start + $0) == core[$0] }) else {
                    start += 1
                    continue
                }
                let before = (1...4).allSatisfy { !module(start - $0) }
                let after = (7..<11).allSatisfy { !module(start + $0) }
                if before || after {
                    score += 40
                    start += 7
                } else {
                    start += 4
                }
            }
        }
        for y in 0..<size { line { isDark(x: $0, y: y) } }
        for x in 0..<size { line { isDark(x: x, y: $0) } }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = isDark(x: x, y: y)
                if colour == isDark(x: x + 1, y: y), colour == isDark(x: x, y: y + 1),
                    colour == isDark(x: x + 1, y: y + 1)
                {
                    score += 3
                }
            }
        }
        let dark = modules.count { $0 }
        let total = size * size
        // 10 points for each whole 5 % the dark share is away from 50 %.
        score += abs(dark * 20 - total * 10) / total * 10
        return score
    }

    // MARK: - Image

    /// Pixels per module in the image Create QR Code makes (the device's pixel size is not
    /// confirmed; the modules are what a reader decodes).
    package static let pixelsPerModule = 8

    /// The symbol as pixels: `scale` pixels a module, inside a light quiet zone `border` modules
    /// wide (the standard asks for 4).
    package func image(
        scale: Int, border: Int = 4, dark: [UInt8] = [0, 0, 0, 255], light: [UInt8] = [255, 255, 255, 255]
    )
        -> RGBAImage
    {
        let side = (size + 2 * border) * scale
        var pixels = [UInt8]()
        pixels.reserveCapacity(side * side * 4)
        for py in 0..<side {
            let y = py / scale - border
            for px in 0..<side {
                let x = px / scale - border
                let isDark = x >= 0 && x < size && y >= 0 && y < size && self.isDark(x: x, y: y)
                pixels += isDark ? dark : light
            }
        }
        return RGBAImage(width: side, height: side, pixels: pixels)
    }
}

/// Reed–Solomon error correction over GF(2⁸) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// a × b in GF(2⁸).
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var result = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            result = result << 1 ^ (result >> 7) * 0x11D
            result ^= (Int(b) >> bit & 1) * Int(a)
        }
        return UInt8(result)
    }

    /// The coefficients (highest first, leading 1 left out) of ∏ (x − αⁱ) for i < `degree`.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return coefficients
    }

    /// The remainder of `data` × x^degree divided by the generator: the error-correction codewords.
    static func remainder(_ data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in 0..<result.count { result[index] ^= multiply(generator[index], factor) }
        }
        return result
    }
}
