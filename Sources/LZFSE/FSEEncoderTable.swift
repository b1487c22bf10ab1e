/// How the encoder turns one symbol into state bits (spec §6.3, run backwards).
///
/// The decoder gives symbol s (frequency f, `k = log2 N − floor(log2 f)`, `j0 = (2N >> k) − f`)
/// the states `start … start + f − 1`; its j-th state reads `k` bits when `j < j0`, else `k − 1`,
/// and the ranges `delta …< delta + 2^nbits` of those states tile `0 ..< N`. Encoding therefore
/// maps the state the decoder must reach next (`x′`) to the unique state of s whose range holds
/// it, and writes `x′ − delta`.
struct FSESymbolEncoder: Sendable, Equatable {
    /// `x′ ≥ threshold` lies in a k-bit range (`(f << k) − N`).
    var threshold: Int32
    /// `k`: bits written when `x′ ≥ threshold`; one fewer otherwise.
    var bitCount: Int32
    /// New state for k-bit ranges is `highBase + ((x′ + N) >> k)` (`highBase = start − f`).
    var highBase: Int32
    /// New state for (k−1)-bit ranges is `lowBase + (x′ >> (k − 1))` (`lowBase = start + j0`).
    var lowBase: Int32
}

/// tANS encoding tables for the four alphabets of a `bvx2` block, built from frequencies that
/// sum to exactly the table's state count.
enum FSEEncoderTable {
    /// Scales `counts` to frequencies that sum to `stateCount` (a power of two), keeping every
    /// used symbol at least 1. An all-zero histogram stays all zero (the block has no such symbols).
    static func normalize(_ counts: [Int], stateCount: Int) -> [UInt16] {
        let total = counts.reduce(0, +)
        guard total > 0 else { return Array(repeating: 0, count: counts.count) }
        var frequencies = counts.map { count -> Int in
            count == 0 ? 0 : max(1, (count * stateCount + total / 2) / total)
        }
        var excess = frequencies.reduce(0, +) - stateCount
        // Rounding and the minimum of 1 leave the sum off by at most the number of symbols;
        // the most frequent symbols absorb the difference, where it costs least in code length.
        while excess != 0 {
            var largest = 0
            for symbol in frequencies.indices where frequencies[symbol] > frequencies[largest] {
                largest = symbol
            }
            if excess < 0 {
                frequencies[largest] -= excess
                excess = 0
            } else {
                // Take at most a quarter of the largest at a time so no symbol is starved.
                let take = min(excess, max(1, (frequencies[largest] - 1) / 4), frequencies[largest] - 1)
                frequencies[largest] -= take
                excess -= take
            }
        }
        return frequencies.map { UInt16($0) }
    }

    /// Per-symbol encoders for `frequencies` (which sum to `stateCount` or are all zero).
    static func encoders(_ frequencies: [UInt16], stateCount: Int) -> [FSESymbolEncoder] {
        let log2N = Int.bitWidth - 1 - stateCount.leadingZeroBitCount
        var start = 0
        return frequencies.map { frequency in
            let f = Int(frequency)
            guard f > 0 else { return FSESymbolEncoder(threshold: 0, bitCount: 0, highBase: 0, lowBase: 0) }
            let k = log2N - (Int.bitWidth - 1 - f.leadingZeroBitCount)
            let j0 = ((2 * stateCount) >> k) - f
            let encoder = FSESymbolEncoder(
                threshold: Int32((f << k) - stateCount), bitCount: Int32(k), highBase: Int32(start - f),
                lowBase: Int32(start + j0))
            start += f
            return encoder
        }
    }

    /// Moves `state` (the state the decoder reaches after this symbol) to the state that decodes
    /// the symbol, and returns the bits the decoder reads to get back: `(value, count)`.
    @inline(__always)
    static func encode(
        _ encoder: FSESymbolEncoder, state: inout Int32, stateCount: Int32
    ) -> (value: UInt64, count: Int) {
        let x = state
        if x >= encoder.threshold {
            let k = encoder.bitCount
            let shifted = x &+ stateCount
            state = encoder.highBase &+ (shifted &>> k)
            return (UInt64(truncatingIfNeeded: shifted & ((1 &<< k) &- 1)), Int(k))
        }
        let k = encoder.bitCount &- 1
        state = encoder.lowBase &+ (x &>> k)
        return (UInt64(truncatingIfNeeded: x & ((1 &<< k) &- 1)), Int(k))
    }
}
