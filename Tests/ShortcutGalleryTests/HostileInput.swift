import Crypto
import Foundation
import ShortcutKit

/// Hostile uploads built from our own writers and by hand.
enum HostileInput {
    /// A binary plist of `levels` arrays, each holding `fanout` references to the next: a few
    /// hundred bytes that expand to `fanout^levels` objects (a "billion laughs" for bplist).
    static func plistBomb(levels: Int = 12, fanout: Int = 15) -> Data {
        precondition(fanout < 15 || fanout == 15)
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += [0xAF, 0x10, UInt8(fanout)]
            bytes += Array(repeating: UInt8(level + 1), count: fanout)
        }
        offsets.append(bytes.count)
        bytes += [0x10, 0x01]  // the leaf: integer 1
        let tableOffset = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0]  // unused + sort version
        bytes += [2, 1]  // offset int size, object ref size
        bytes += be64(offsets.count) + be64(0) + be64(tableOffset)
        return Data(bytes)
    }

    static func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }

    /// A signed container whose payload is `size` zero bytes: a few KB that decode to `size`.
    static func lzfseBomb(size: Int) throws -> Data {
        let authData = try PropertyListValue.dictionary(["SigningCertificateChain": .array([.data(Data([1, 2, 3]))])])
            .encoded(as: .binary)
        return try AEAWriter().write(
            payload: [UInt8](repeating: 0, count: size), authData: [UInt8](authData),
            signingKey: P256.Signing.PrivateKey())
    }
}
