/// Writes bits LSB-first into bytes: the first bit written is bit 0 of byte 0.
///
/// FSE payloads are read backwards from their most significant end (spec §6.4), so the encoder
/// writes symbols in reverse order with this writer; `bvx2` frequency tables are read forwards
/// LSB-first and use it directly.
struct ForwardBitWriter {
    private(set) var bytes: [UInt8]
    private var accumulator: UInt64 = 0
    /// Valid bits in `accumulator` (below 32 between writes).
    private var count = 0

    /// Starts after `prefix` (the 8 zero bytes that end an FSE payload for the decoder).
    init(prefix: [UInt8] = [], capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(prefix.count + capacity)
    }

    /// Appends the low `bitCount` (≤ 32) bits of `value`; higher bits of `value` must be zero.
    @inline(__always)
    mutating func write(_ value: UInt64, bitCount: Int) {
        accumulator |= value &<< UInt64(count)
        count &+= bitCount
        if count >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            bytes.append(UInt8(truncatingIfNeeded: accumulator &>> 8))
            bytes.append(UInt8(truncatingIfNeeded: accumulator &>> 16))
            bytes.append(UInt8(truncatingIfNeeded: accumulator &>> 24))
            accumulator &>>= 32
            count &-= 32
        }
    }

    /// Flushes the last partial byte and returns the bytes with the number of unused (zero)
    /// bits at the top of the last byte (0…7).
    mutating func finish() -> (bytes: [UInt8], paddingBits: Int) {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator &>>= 8
            count -= 8
        }
        let padding = -count
        count = 0
        return (bytes, padding)
    }
}
