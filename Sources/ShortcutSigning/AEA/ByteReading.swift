import Foundation

/// Little-endian reads at zero-based offsets of a `Data` that may be a slice.
///
/// Callers check bounds first (the container parser turns a short read into a
/// ``AEAError/Reason/truncated(needed:)`` naming the offset); these helpers only trap-proof the
/// arithmetic by going through `withUnsafeBytes` with the slice's own start.
extension Data {
    @inline(__always)
    func leU32(at offset: Int) -> UInt32 {
        withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    @inline(__always)
    func leU64(at offset: Int) -> UInt64 {
        withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        self[startIndex + offset]
    }

    /// The bytes `range` (zero-based), as a slice sharing storage.
    @inline(__always)
    func slice(_ range: Range<Int>) -> Data {
        self[(startIndex + range.lowerBound)..<(startIndex + range.upperBound)]
    }
}

extension UInt32 {
    /// The four little-endian bytes, as AEA's key-derivation info strings append them.
    var littleEndianBytes: [UInt8] {
        withUnsafeBytes(of: littleEndian) { Array($0) }
    }
}

extension UInt64 {
    var littleEndianBytes: [UInt8] {
        withUnsafeBytes(of: littleEndian) { Array($0) }
    }
}
