extension Sequence<UInt8> {
    /// Lower-case hex of the bytes: fingerprints and checksums in reports, the gallery's stored
    /// secret hashes (on every signed-in request), the runtime's Generate Hash. A table, not
    /// `String(format:)` per byte, which costs a formatter call for each byte.
    package var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(underestimatedCount * 2)
        for byte in self {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
