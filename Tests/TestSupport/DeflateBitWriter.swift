/// Writes DEFLATE's bit stream for the hostile-input tests (zip bombs, PDF streams): `write` puts a
/// value's bits least-significant first (header fields, extra bits), `writeReversed` a Huffman code
/// most-significant first.
public struct DeflateBitWriter {
    /// The bytes written so far; the last one may be partly filled.
    public private(set) var bytes: [UInt8] = []
    private var bit = 0

    public init() {}

    /// Appends the low `count` bits of `value`, least-significant first.
    public mutating func write(_ value: Int, _ count: Int) {
        for index in 0..<count { append((value >> index) & 1) }
    }

    /// Appends a `count`-bit Huffman code, most-significant first.
    public mutating func writeReversed(_ code: Int, _ count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { append((code >> index) & 1) }
    }

    private mutating func append(_ value: Int) {
        if bit == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(value << bit)
        bit = (bit + 1) % 8
    }
}
