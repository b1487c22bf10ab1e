import Foundation
import Testing

@testable import ShortcutSigning

@Suite("MurmurHash64A")
struct Murmur64ATests {
    /// Published MurmurHash64A vectors (from the tests of a Python binding).
    @Test(
        "known vectors",
        arguments: [
            ("fransisco", UInt64(1), UInt64(0x083f_daf4_a6d0_d3d9)),
            ("aaaa", UInt64(0x9747_b28c), UInt64(0x41da_53fd_abaf_04c8)),
        ])
    func vectors(input: String, seed: UInt64, expected: UInt64) {
        let bytes = Array(input.utf8)
        let hash = bytes.withUnsafeBytes { Murmur64A.hash($0, seed: seed) }
        #expect(hash == expected, "got 0x\(String(hash, radix: 16))")
    }
}
