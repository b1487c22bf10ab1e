/// Which `UUID` parameter an added action gets.
public enum ActionUUID: Sendable, Hashable, ExpressibleByStringLiteral {
    /// Derived from the builder's seed and the action's position, so the same source always
    /// builds the same bytes.
    case automatic
    /// No `UUID` parameter (the action's output cannot be referenced).
    case omitted
    /// Exactly this UUID (the decompiler keeps the file's own).
    case fixed(String)

    public init(stringLiteral value: String) { self = .fixed(value) }
}

/// Deterministic UUID text (upper case, 8-4-4-4-12, version 4 layout) from a seed string and a counter: two
/// FNV-1a 64-bit hashes, so no random source and no global state are involved.
enum DeterministicUUID {
    static func make(seed: String, index: Int) -> String {
        let key = Array("\(seed)#\(index)".utf8)
        let high = fnv1a(key, basis: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(key, basis: 0x8422_2325_cbf2_9ce4)
        var characters = Array(hex16(high) + hex16(low))
        // Shaped like the random (version 4, RFC 4122 variant) UUIDs the app writes.
        characters[12] = "4"
        characters[16] = Array("89AB")[Int(low >> 62)]
        func slice(_ from: Int, _ to: Int) -> String { String(characters[from..<to]) }
        return [slice(0, 8), slice(8, 12), slice(12, 16), slice(16, 20), slice(20, 32)].joined(separator: "-")
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
