/// MurmurHash64A, the non-cryptographic segment checksum of AEA checksum kind 1.
///
/// Shortcuts use SHA-256 (kind 2); this exists so other profile-0 archives with kind 1 can still
/// be extracted. It only detects accidental damage and is never relied on for authenticity.
enum Murmur64A {
    /// The seed AEA uses.
    static let aeaSeed: UInt64 = 0xE223_6FDC_26A5_F6D2

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let m: UInt64 = 0xC6A4_A793_5BD1_E995
        let r: UInt64 = 47
        let count = bytes.count
        var h = seed ^ (UInt64(count) &* m)
        let blocks = count / 8
        for block in 0..<blocks {
            var k = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 8, as: UInt64.self))
            k = k &* m
            k ^= k >> r
            k = k &* m
            h ^= k
            h = h &* m
        }
        let tailStart = blocks * 8
        let tailCount = count - tailStart
        if tailCount > 0 {
            for i in stride(from: tailCount - 1, through: 0, by: -1) {
                h ^= UInt64(bytes[tailStart + i]) << (8 * UInt64(i))
            }
            h = h &* m
        }
        h ^= h >> r
        h = h &* m
        h ^= h >> r
        return h
    }
}
