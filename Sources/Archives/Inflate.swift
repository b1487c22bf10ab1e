import Foundation

/// A DEFLATE (RFC 1951) decoder for Extract Archive, bounded in output: a stream that would
/// expand past `maximumBytes` (a "zip bomb") stops with an error instead of filling memory.
///
/// Written here because Foundation offers no DEFLATE decoder on Linux and the package takes
/// no compression dependency; it is a straightforward canonical-Huffman decoder.
package enum Inflate {
    /// Decodes the raw DEFLATE stream in `data[start...]`; `consumed` tells how many bytes the
    /// stream used (gzip members are followed by a trailer).
    package static func decode(_ data: [UInt8], from start: Int = 0, maximumBytes: Int) throws -> (
        output: [UInt8], consumed: Int
    ) {
        var reader = BitReader(bytes: data, position: start)
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let blockOffset = reader.position
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else {
                    throw ArchiveError(.corrupt("a stored block's length check fails"), offset: blockOffset)
                }
                guard reader.position + length <= data.count else {
                    throw ArchiveError(.truncated, offset: data.count)
                }
                guard output.count + length <= maximumBytes else {
                    throw ArchiveError(.tooLarge(maximumBytes), offset: reader.position)
                }
                output += data[reader.position..<reader.position + length]
                reader.position += length
            case 1:
                try inflateBlock(
                    &reader, &output, HuffmanTable.fixedLiterals, HuffmanTable.fixedDistances, maximumBytes)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, &output, literals, distances, maximumBytes)
            default:
                throw ArchiveError(.corrupt("block type 3 is reserved"), offset: reader.position)
            }
        }
        reader.alignToByte()
        return (output, reader.position - start)
    }

    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func inflateBlock(
        _ reader: inout BitReader, _ output: inout [UInt8], _ literals: HuffmanTable, _ distances: HuffmanTable,
        _ maximumBytes: Int
    ) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < maximumBytes else {
                    throw ArchiveError(.tooLarge(maximumBytes), offset: reader.position)
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBases.count else {
                throw ArchiveError(.corrupt("length code \(symbol) is invalid"), offset: reader.position)
            }
            let length = lengthBases[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < distanceBases.count else {
                throw ArchiveError(.corrupt("distance code \(distanceSymbol) is invalid"), offset: reader.position)
            }
            let distance = distanceBases[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
            guard distance <= output.count else {
                throw ArchiveError(
                    .corrupt("a back-reference of \(distance) bytes reaches before the start"), offset: reader.position)
            }
            guard output.count + length <= maximumBytes else {
                throw ArchiveError(.tooLarge(maximumBytes), offset: reader.position)
            }
            let from = output.count - distance
            for step in 0..<length { output.append(output[from + step]) }
        }
    }

    /// The code-length alphabet order of RFC 1951 §3.2.7.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ reader: inout BitReader) throws -> (HuffmanTable, HuffmanTable) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ArchiveError(.corrupt("too many Huffman codes"), offset: reader.position)
        }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths, offset: reader.position)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw ArchiveError(.corrupt("a repeat with no previous length"), offset: reader.position)
                }
                lengths += repeatElement(previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw ArchiveError(.corrupt("code lengths overrun their count"), offset: reader.position)
        }
        guard lengths[256] > 0 else {
            throw ArchiveError(.corrupt("the block has no end-of-block code"), offset: reader.position)
        }
        return (
            try HuffmanTable(lengths: Array(lengths[..<literalCount]), offset: reader.position),
            try HuffmanTable(lengths: Array(lengths[literalCount...]), offset: reader.position)
        )
    }
}

/// Reads DEFLATE's least-significant-bit-first bit stream.
struct BitReader {
    let bytes: [UInt8]
    var position: Int
    private var buffer: UInt32 = 0
    private var count = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    mutating func bits(_ needed: Int) throws -> Int {
        while count < needed {
            guard position < bytes.count else { throw ArchiveError(.truncated, offset: bytes.count) }
            buffer |= UInt32(bytes[position]) << UInt32(count)
            position += 1
            count += 8
        }
        let value = Int(buffer & ((1 << UInt32(needed)) - 1))
        buffer >>= UInt32(needed)
        count -= needed
        return value
    }

    /// Drops the bits left in the current byte (bytes already buffered whole are given back).
    mutating func alignToByte() {
        let whole = count / 8
        position -= whole
        buffer = 0
        count = 0
    }
}

/// A canonical Huffman code, decoded bit by bit (counts per length, symbols in code order).
struct HuffmanTable {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []

    init(lengths: [Int], offset: Int) throws {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1..<16 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw ArchiveError(.corrupt("an over-subscribed Huffman code"), offset: offset) }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw ArchiveError(.corrupt("an invalid Huffman code"), offset: reader.position)
    }

    static let fixedLiterals: HuffmanTable = {
        var lengths = [Int](repeating: 8, count: 288)
        for index in 144..<256 { lengths[index] = 9 }
        for index in 256..<280 { lengths[index] = 7 }
        // The fixed code is complete by construction.
        return try! HuffmanTable(lengths: lengths, offset: 0)
    }()

    static let fixedDistances: HuffmanTable = {
        try! HuffmanTable(lengths: [Int](repeating: 5, count: 30), offset: 0)
    }()
}
