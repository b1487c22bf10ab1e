/// Reads an FSE payload backwards: the payload is one little-endian integer and bits are taken
/// from its most significant end (spec §6.4).
///
/// The accumulator holds `count` valid bits in its low bits (bits above `count` are stale and
/// masked on read). Refills top it up to 56…63 bits with one unaligned 8-byte load, so a whole
/// group of symbols (≤ 54 bits) can be decoded between refills without further checks.
struct BackwardBitStream {
    /// Start of the payload; bytes `[0, remainingBytes)` have not been loaded yet.
    private let start: UnsafePointer<UInt8>
    private(set) var remainingBytes: Int
    private var accumulator: UInt64 = 0
    /// Number of valid bits in `accumulator`.
    private(set) var count: Int = 0

    /// Opens the payload `[start, start + size)` whose top `-padding` bits (0…7) must be zero.
    /// Returns nil when the padding is out of range, non-zero, or larger than the payload.
    init?(start: UnsafePointer<UInt8>, size: Int, paddingBits: Int) {
        self.start = start
        self.remainingBytes = size
        let skip = -paddingBits
        guard skip >= 0, skip <= 7 else { return nil }
        refill()
        guard count >= skip else { return nil }
        guard peek(skip) == 0 else { return nil }
        count -= skip
    }

    /// Bits not yet read, including those still in memory.
    var bitsLeft: Int { count + 8 * remainingBytes }

    /// Whether what is left after the last symbol is only zero padding: encoders put an 8-byte
    /// zero barrier before the match stream and at most 7 bits of padding, so anything longer
    /// or non-zero means the header's counts and the payload disagree.
    var isDrained: Bool {
        guard bitsLeft <= 71, peek(count) == 0 else { return false }
        for index in 0..<remainingBytes where start[index] != 0 { return false }
        return true
    }

    /// Tops the accumulator up to at least 56 bits, or with everything left near the start.
    @inline(__always)
    mutating func refill() {
        if remainingBytes >= 8 {
            let byteCount = (63 - count) >> 3  // 0…7: whole bytes that still fit
            let word = UInt64(
                littleEndian: UnsafeRawPointer(start + (remainingBytes - 8))
                    .loadUnaligned(as: UInt64.self))
            let shift = byteCount << 3
            // `(word >> 1) >> (63 - shift)` is `word >> (64 - shift)` without a 64-bit shift.
            accumulator = (accumulator &<< UInt64(shift)) | ((word &>> 1) &>> UInt64(63 - shift))
            remainingBytes -= byteCount
            count += shift
        } else {
            while count <= 55 && remainingBytes > 0 {
                remainingBytes -= 1
                accumulator = (accumulator &<< 8) | UInt64(start[remainingBytes])
                count += 8
            }
        }
    }

    /// The next `n` bits (0…56) without consuming them; the caller ensures `n <= count`.
    @inline(__always)
    func peek(_ n: Int) -> Int {
        Int(truncatingIfNeeded: (accumulator &>> UInt64(count &- n)) & ((1 &<< UInt64(n)) &- 1))
    }

    /// Consumes the next `n` bits; the caller ensures `n <= count` (after a refill).
    @inline(__always)
    mutating func read(_ n: Int) -> Int {
        count &-= n
        return Int(truncatingIfNeeded: (accumulator &>> UInt64(count)) & ((1 &<< UInt64(n)) &- 1))
    }
}
