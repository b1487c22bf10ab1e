/// One decoder state of the literal table: read `bitCount` bits, add them to `delta` to get the
/// next state, emit `symbol`.
struct FSELiteralEntry {
    var bitCount: UInt8
    var symbol: UInt8
    var delta: UInt16
}

/// One decoder state of an L/M/D table. `totalBits` = state bits + value bits, read at once:
/// the high part (after dropping `valueBits`) advances the state, the low `valueBits` bits are
/// added to `base` to give the decoded length or distance.
struct FSEValueEntry {
    var totalBits: UInt8
    var valueBits: UInt8
    var delta: UInt16
    var base: UInt32
}

/// Builds tANS decoder tables from symbol frequencies (spec §6.3).
enum FSEDecoderTable {
    static let literalStates = 1024, literalSymbols = 256
    static let lStates = 64, lSymbols = 20
    static let mStates = 64, mSymbols = 20
    static let dStates = 256, dSymbols = 64

    /// Extra-bit counts of the L, M and D symbols; bases follow from them.
    static let lExtraBits: [UInt8] = Array(repeating: 0, count: 16) + [2, 3, 5, 8]
    static let mExtraBits: [UInt8] = Array(repeating: 0, count: 16) + [3, 5, 8, 11]
    static let dExtraBits: [UInt8] = (0..<64).map { UInt8($0 >> 2) }
    static let lBases = bases(lExtraBits)
    static let mBases = bases(mExtraBits)
    static let dBases = bases(dExtraBits)

    private static func bases(_ extra: [UInt8]) -> [UInt32] {
        var result: [UInt32] = []
        var next: UInt32 = 0
        for bits in extra {
            result.append(next)
            next += 1 << UInt32(bits)
        }
        return result
    }

    /// Sum of the frequencies, or nil when it exceeds `stateCount`.
    static func validatedSum(_ frequencies: UnsafePointer<UInt16>, symbolCount: Int, stateCount: Int) -> Int? {
        var sum = 0
        for symbol in 0..<symbolCount { sum += Int(frequencies[symbol]) }
        return sum <= stateCount ? sum : nil
    }

    /// Calls `body(state, symbol, bitCount, delta)` for every state of the table. Symbols with a
    /// non-zero frequency get consecutive state ranges in symbol order. The frequencies must
    /// already have passed ``validatedSum(_:symbolCount:stateCount:)``, so every state written is
    /// below `stateCount` and every next state a table entry produces is too.
    @inline(__always)
    private static func forEachState(
        _ frequencies: UnsafePointer<UInt16>, symbolCount: Int, stateCount: Int,
        _ body: (_ state: Int, _ symbol: Int, _ bitCount: Int, _ delta: Int) -> Void
    ) {
        let log2N = Int.bitWidth - 1 - stateCount.leadingZeroBitCount
        var state = 0
        for symbol in 0..<symbolCount {
            let f = Int(frequencies[symbol])
            if f == 0 { continue }
            let k = log2N - (Int.bitWidth - 1 - f.leadingZeroBitCount)
            let j0 = ((2 * stateCount) >> k) - f
            for j in 0..<f {
                if j < j0 {
                    body(state, symbol, k, ((f + j) << k) - stateCount)
                } else {
                    body(state, symbol, k - 1, (j - j0) << (k - 1))
                }
                state += 1
            }
        }
    }

    /// Fills the 1024-state literal table. Returns false when the frequencies are unusable.
    static func buildLiteralTable(
        _ frequencies: UnsafePointer<UInt16>, into table: UnsafeMutablePointer<FSELiteralEntry>
    ) -> Bool {
        guard let sum = validatedSum(frequencies, symbolCount: literalSymbols, stateCount: literalStates)
        else { return false }
        if sum < literalStates {
            // States the frequencies leave unassigned stay harmless (state 0, no bits).
            table.update(repeating: FSELiteralEntry(bitCount: 0, symbol: 0, delta: 0), count: literalStates)
        }
        forEachState(frequencies, symbolCount: literalSymbols, stateCount: literalStates) {
            state, symbol, bitCount, delta in
            table[state] = FSELiteralEntry(
                bitCount: UInt8(truncatingIfNeeded: bitCount), symbol: UInt8(truncatingIfNeeded: symbol),
                delta: UInt16(truncatingIfNeeded: delta))
        }
        return true
    }

    /// Fills an L, M or D table of `stateCount` states. Returns false when the frequencies are unusable.
    static func buildValueTable(
        _ frequencies: UnsafePointer<UInt16>, symbolCount: Int, stateCount: Int,
        extraBits: [UInt8], bases: [UInt32], into table: UnsafeMutablePointer<FSEValueEntry>
    ) -> Bool {
        guard let sum = validatedSum(frequencies, symbolCount: symbolCount, stateCount: stateCount)
        else { return false }
        if sum < stateCount {
            table.update(repeating: FSEValueEntry(totalBits: 0, valueBits: 0, delta: 0, base: 0), count: stateCount)
        }
        extraBits.withUnsafeBufferPointer { extra in
            bases.withUnsafeBufferPointer { base in
                forEachState(frequencies, symbolCount: symbolCount, stateCount: stateCount) {
                    state, symbol, bitCount, delta in
                    let valueBits = extra[symbol]
                    table[state] = FSEValueEntry(
                        totalBits: UInt8(truncatingIfNeeded: bitCount) &+ valueBits, valueBits: valueBits,
                        delta: UInt16(truncatingIfNeeded: delta), base: base[symbol])
                }
            }
        }
        return true
    }
}
