/// Text forms of plist reals shared by the XML and JSON codecs.
///
/// Writers use Swift's shortest round-trip digits, so reading the text back gives the identical
/// `Double` (bit for bit, `-0.0` included); readers accept everything `Double(_:)` accepts
/// (exponents, `nan`, `inf`, `infinity`, signs) after trimming whitespace.
enum PropertyListRealText {
    /// XML form: `nan`, `inf`, `-inf`, or shortest digits without a redundant `.0` (Apple writes
    /// `<real>100</real>`, but `<real>0.0</real>`).
    static func xml(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }  // as Apple writes zero
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// JSON form of a finite real: shortest digits that always contain `.` or `e`, so a reader
    /// can tell `1.0` (real) from `1` (integer). Nil for NaN and infinities.
    static func json(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let text = value.description
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }) {
            return text
        }
        return text + ".0"
    }

    /// Parses a real, ignoring surrounding ASCII whitespace. Nil when it is not a number.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        let string = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        return Double(string)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
