/// Writes bits LSB-first into bytes: the first bit written is bit 0 of byte 0.
///
/// FSE payloads are read backwards from their most significant end (spec §6.4), so the encoder
/// writes symbols in reverse order with this writer; `bvx2` frequency tables are read forwards
/// LSB-first and use it directly.
///
/// The writer stores straight into the storage of the array that ``bytes(zeroPrefix:capacity:_:)``
/// returns: the coding loops write a few bits per symbol, and an array append per byte (with its
/// capacity and uniqueness checks) cost more than the coding itself.
struct ForwardBitWriter {
    private let end: UnsafeMutablePointer<UInt8>
    private var next: UnsafeMutablePointer<UInt8>
    private var accumulator: UInt64 = 0
    /// Valid bits in `accumulator` (below 8 after a flush).
    private var count = 0

    private init(start: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>) {
        self.next = start
        self.end = end
    }

    /// The bytes `body` writes after `zeroPrefix` zero bytes (an FSE payload starts with 8, where
    /// the decoder stops), with the number of unused (zero) bits at the top of the last byte
    /// (0…7). `body` must write at most `capacity` bytes' worth of bits; more stops the program
    /// rather than write out of bounds.
    static func bytes(
        zeroPrefix: Int = 0, capacity: Int, _ body: (inout ForwardBitWriter) -> Void
    ) -> (bytes: [UInt8], paddingBits: Int) {
        var padding = 0
        // 8 bytes of room past `capacity`: a flush stores a whole 64-bit word.
        let bytes = [UInt8](unsafeUninitializedCapacity: zeroPrefix + capacity + 8) { buffer, initialized in
            let start = buffer.baseAddress!
            start.initialize(repeating: 0, count: zeroPrefix)
            var writer = ForwardBitWriter(start: start + zeroPrefix, end: start + buffer.count)
            body(&writer)
            padding = writer.finish()
            initialized = writer.next - start
        }
        return (bytes, padding)
    }

    /// Appends the low `bitCount` bits of `value`; higher bits of `value` must be zero. At most 56
    /// bits may be written between two calls of ``flush()``.
    @inline(__always)
    mutating func write(_ value: UInt64, bitCount: Int) {
        accumulator |= value &<< UInt64(count)
        count &+= bitCount
    }

    /// Moves the complete bytes written so far to the storage. It always stores 8 bytes and
    /// advances over the complete ones: no branch on how many there are, which the coding
    /// loops could not predict.
    @inline(__always)
    mutating func flush() {
        precondition(end - next >= 8, "ForwardBitWriter: capacity exceeded")
        UnsafeMutableRawPointer(next).storeBytes(of: accumulator.littleEndian, as: UInt64.self)
        assert(count < 64, "ForwardBitWriter: more than 56 bits between flushes")
        let whole = count &>> 3
        next += whole
        accumulator &>>= UInt64(whole &<< 3)
        count &= 7
    }

    /// Flushes the last partial bytes; returns the unused bits at the top of the last byte.
    private mutating func finish() -> Int {
        flush()
        while count > 0 {
            precondition(next < end, "ForwardBitWriter: capacity exceeded")
            next.initialize(to: UInt8(truncatingIfNeeded: accumulator))
            next += 1
            accumulator &>>= 8
            count -= 8
        }
        let padding = -count
        count = 0
        return padding
    }
}
