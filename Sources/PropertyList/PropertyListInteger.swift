/// A property-list integer: a 128-bit two's-complement value.
///
/// Binary plists store integers in 1, 2, 4, 8 or 16 bytes; Apple writes unsigned 64-bit values
/// above `Int64.max` in 16 bytes. XML may hold any decimal. Keeping 128 bits makes every integer
/// a binary plist can hold survive a round trip, without needing `Int128` (not available on
/// older Apple platforms).
public struct PropertyListInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The upper 64 bits (sign included).
    public var high: Int64
    /// The lower 64 bits.
    public var low: UInt64

    @inlinable public init(high: Int64, low: UInt64) {
        self.high = high
        self.low = low
    }

    @inlinable public init(_ value: Int64) {
        self.high = value < 0 ? -1 : 0
        self.low = UInt64(bitPattern: value)
    }

    @inlinable public init(_ value: Int) { self.init(Int64(value)) }

    @inlinable public init(_ value: UInt64) {
        self.high = 0
        self.low = value
    }

    /// The value as `Int64`, when it fits.
    @inlinable public var int64: Int64? {
        let candidate = Int64(bitPattern: low)
        return (candidate < 0 ? -1 : 0) == high ? candidate : nil
    }

    /// The value as `UInt64`, when it is non-negative and fits.
    @inlinable public var uint64: UInt64? { high == 0 ? low : nil }

    /// True when the value needs the 16-byte binary form (outside the `Int64` range).
    @inlinable public var needsSixteenBytes: Bool { int64 == nil }

    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
    }

    /// Decimal text, as XML writes it.
    public var description: String {
        if let value = int64 { return String(value) }
        if let value = uint64 { return String(value) }
        // Full 128-bit decimal: repeated division by 10 on the magnitude.
        let negative = high < 0
        var hi = UInt64(bitPattern: high)
        var lo = low
        if negative {  // two's complement negate
            hi = ~hi
            lo = ~lo
            let (sum, overflow) = lo.addingReportingOverflow(1)
            lo = sum
            if overflow { hi &+= 1 }
        }
        var digits: [UInt8] = []
        while hi != 0 || lo != 0 {
            let (qHi, rHi) = hi.quotientAndRemainder(dividingBy: 10)
            let (qLo, rLo) = UInt64(10).dividingFullWidth((rHi, lo))
            hi = qHi
            lo = qLo
            digits.append(UInt8(rLo) + 48)
        }
        if digits.isEmpty { digits = [48] }
        if negative { digits.append(45) }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// Parses decimal text (optional sign, optional `0x` hex as Apple's parser accepts).
    /// Returns nil when the text is not a number or does not fit in 128 bits.
    public init?(parsing text: some StringProtocol) {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var radix: UInt64 = 10
        if utf8.count > 2, utf8.first == UInt8(ascii: "0"),
            let x = utf8.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
        {
            radix = 16
            utf8 = utf8.dropFirst(2)
        }
        guard !utf8.isEmpty else { return nil }
        var hi: UInt64 = 0
        var lo: UInt64 = 0
        for byte in utf8 {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt64(byte - 55)
            default: return nil
            }
            // (hi, lo) = (hi, lo) * radix + digit
            let wide = lo.multipliedFullWidth(by: radix)
            let (loProduct, loCarryPart) = (wide.low, wide.high)
            let (hiProduct, hiOverflow) = hi.multipliedReportingOverflow(by: radix)
            guard !hiOverflow else { return nil }
            let (newHi, overflow1) = hiProduct.addingReportingOverflow(loCarryPart)
            guard !overflow1 else { return nil }
            let (newLo, carry) = loProduct.addingReportingOverflow(digit)
            let (finalHi, overflow2) = newHi.addingReportingOverflow(carry ? 1 : 0)
            guard !overflow2 else { return nil }
            hi = finalHi
            lo = newLo
        }
        if negative {
            guard hi <= 1 << 63, hi < 1 << 63 || lo == 0 else { return nil }
            hi = ~hi
            lo = ~lo
            let (sum, overflow) = lo.addingReportingOverflow(1)
            lo = sum
            if overflow { hi &+= 1 }
        } else {
            guard hi < 1 << 63 else { return nil }
        }
        self.init(high: Int64(bitPattern: hi), low: lo)
    }
}

extension PropertyListInteger: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: Int64) { self.init(value) }
}
