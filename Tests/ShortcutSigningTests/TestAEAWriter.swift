import Crypto
import Foundation
@testable import ShortcutSigning

/// A test-only writer of profile-0 AEA containers, so attack fixtures are built by our own code
/// (never copied from the corpus): it lays out clusters, derives the HKDF keys, computes every
/// MAC and signs the prologue with the given key — exactly what a forger with a key would do.
struct TestAEAWriter {
    struct Segment {
        /// Bytes written to the file.
        var stored: [UInt8]
        /// Bytes the segment decodes to (for the header checksum).
        var decoded: [UInt8]
        /// Decoded size written in the header (defaults to `decoded.count`).
        var declaredDecodedSize: Int?

        static func raw(_ bytes: [UInt8]) -> Segment { Segment(stored: bytes, decoded: bytes) }
    }

    var authData: [UInt8]
    var signingKey: P256.Signing.PrivateKey
    var segmentSize: UInt32 = 0x10_0000
    var segmentsPerCluster: UInt32 = 256
    var compression: UInt8 = UInt8(ascii: "e")
    var checksum: UInt8 = 2

    /// Splits `payload` into raw segments of `segmentSize` bytes and writes the container.
    func write(rawPayload payload: [UInt8]) throws -> Data {
        var segments: [Segment] = []
        var start = 0
        while start < payload.count {
            let end = min(payload.count, start + Int(segmentSize))
            segments.append(.raw(Array(payload[start..<end])))
            start = end
        }
        return try write(segments: segments)
    }

    func write(segments: [Segment], declaredPayloadSize: UInt64? = nil) throws -> Data {
        let spc = Int(segmentsPerCluster)
        let checksumSize = [0, 8, 32][Int(checksum)]
        let publicKey = Array(signingKey.publicKey.x963Representation)
        let seed = randomBytes(32)
        let salt = randomBytes(32)
        let info = Array("AEA_AMK".utf8) + [0, 0, 0, 0] + publicKey
        let mainKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: seed), salt: salt, info: info, outputByteCount: 32)

        // Group segments into clusters.
        var clusters: [[Segment]] = []
        for (index, segment) in segments.enumerated() {
            if index % spc == 0 { clusters.append([]) }
            clusters[clusters.count - 1].append(segment)
        }

        // Build clusters back to front: each header MAC covers the next cluster's header MAC.
        var nextHeaderMAC = randomBytes(32)
        var clusterBytes: [[UInt8]] = []
        for (clusterIndex, cluster) in clusters.enumerated().reversed() {
            let clusterKey = derive(mainKey, Array("AEA_CK".utf8) + le32(UInt32(clusterIndex)))
            var headers: [UInt8] = []
            var macs: [UInt8] = []
            var data: [UInt8] = []
            for slot in 0..<spc {
                if slot < cluster.count {
                    let segment = cluster[slot]
                    headers += le32(UInt32(segment.declaredDecodedSize ?? segment.decoded.count))
                    headers += le32(UInt32(segment.stored.count))
                    switch checksum {
                    case 2: headers += Array(SHA256.hash(data: segment.decoded))
                    case 1: headers += le64(segment.decoded.withUnsafeBytes { Murmur64A.hash($0, seed: Murmur64A.aeaSeed) })
                    case 0: break
                    default: headers += [UInt8](repeating: 0, count: checksumSize)
                    }
                    let segmentKey = derive(clusterKey, Array("AEA_SK".utf8) + le32(UInt32(slot)))
                    macs += mac(segmentKey, segment.stored, salt: [])
                    data += segment.stored
                } else {
                    headers += [UInt8](repeating: 0, count: 8 + checksumSize)
                    macs += randomBytes(32)
                }
            }
            let headerKey = derive(clusterKey, Array("AEA_CHEK".utf8))
            let headerMAC = mac(headerKey, headers, salt: nextHeaderMAC + macs)
            clusterBytes.insert(headers + nextHeaderMAC + macs + data, at: 0)
            nextHeaderMAC = headerMAC
        }
        let firstClusterMAC = nextHeaderMAC

        let payloadSize = declaredPayloadSize ?? UInt64(segments.reduce(0) { $0 + ($1.declaredDecodedSize ?? $1.decoded.count) })
        let containerSize = 12 + authData.count + 0x130 + clusterBytes.reduce(0) { $0 + $1.count }
        var rootHeader: [UInt8] = le64(payloadSize) + le64(UInt64(containerSize)) + le32(segmentSize)
        rootHeader += le32(segmentsPerCluster) + [compression, checksum] + [UInt8](repeating: 0, count: 22)
        let rootKey = derive(mainKey, Array("AEA_RHEK".utf8))
        let rootMAC = mac(rootKey, rootHeader, salt: firstClusterMAC + authData)

        var file: [UInt8] = Array("AEA1".utf8) + [0, 0, 0, 0] + le32(UInt32(authData.count)) + authData
        let signatureOffset = file.count
        file += [UInt8](repeating: 0, count: 128)
        file += seed + salt + rootMAC + rootHeader + firstClusterMAC
        try Self.sign(&file, signatureOffset: signatureOffset, prologueEnd: file.count, with: signingKey)
        for cluster in clusterBytes { file += cluster }
        return Data(file)
    }

    /// Replaces the signature field with `key`'s signature over the prologue (field zeroed).
    static func sign(_ file: inout [UInt8], signatureOffset: Int, prologueEnd: Int, with key: P256.Signing.PrivateKey) throws {
        for index in signatureOffset..<(signatureOffset + 128) { file[index] = 0 }
        let signature = try key.signature(for: file[0..<prologueEnd]).derRepresentation
        file.replaceSubrange(signatureOffset..<(signatureOffset + signature.count), with: signature)
    }

    /// Re-signs an existing file's prologue with `key`, leaving everything else untouched.
    static func resign(_ data: Data, with key: P256.Signing.PrivateKey) throws -> Data {
        var file = [UInt8](data)
        let authSize = Int(file[8]) | Int(file[9]) << 8 | Int(file[10]) << 16 | Int(file[11]) << 24
        try sign(&file, signatureOffset: 12 + authSize, prologueEnd: authSize + 0x13C, with: key)
        return Data(file)
    }

    private func derive(_ key: SymmetricKey, _ info: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: info, outputByteCount: 32)
    }

    private func mac(_ key: SymmetricKey, _ data: [UInt8], salt: [UInt8]) -> [UInt8] {
        var hmac = HMAC<SHA256>(key: key)
        hmac.update(data: salt)
        hmac.update(data: data)
        hmac.update(data: le64(UInt64(salt.count)))
        return Array(hmac.finalize())
    }
}

func le32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
func le64(_ value: UInt64) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
func randomBytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255) } }
