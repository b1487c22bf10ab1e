import Foundation

/// Reuses `String`s for text that repeats: dictionary keys and identifiers such as
/// `WFWorkflowActionIdentifier` or `is.workflow.actions.gettext` occur thousands of times in a
/// shortcut. A hit costs a hash of three words and a `memcmp` instead of a heap allocation and
/// a UTF-8 validation, and the result tree shares one storage per distinct text.
///
/// Direct-mapped: a miss simply replaces the slot, so memory stays fixed.
struct StringCache {
    /// Shorter text is stored inline in `String` (no allocation to save); longer text rarely repeats.
    static let cachedLengths = 16...96
    private static let slotCount = 512
    private var slots = [String?](repeating: nil, count: slotCount)

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard Self.cachedLengths.contains(count), let start = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let raw = UnsafeRawPointer(start)
        let first = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: count / 2 - 4, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        var hash = (first &* 0x9E37_79B9_7F4A_7C15) ^ (middle &* 0xC2B2_AE3D_27D4_EB4F)
        hash = (hash ^ last ^ UInt64(count)) &* 0x1656_67B1_9E37_79F9
        let slot = Int(truncatingIfNeeded: hash >> 40) & (Self.slotCount - 1)
        if let cached = slots[slot], cached.utf8.count == count {
            let equal = cached.utf8.withContiguousStorageIfAvailable { buffer in
                buffer.baseAddress.map { memcmp($0, start, count) == 0 } ?? false
            }
            if equal == true { return cached }
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = string
        return string
    }
}
