import Crypto
import Foundation

/// Writes signed profile-0 Apple Encrypted Archives (`AEA1`) laid out like Apple's own files
/// (spec §3, §7.2–7.3): fixed header, auth data, the prologue signature, key-derivation seed and
/// salt, the root header and its MAC, then clusters of segment headers, MACs and segments.
///
/// Each segment holds at most ``segmentSize`` decoded bytes, compressed to an LZFSE stream, or
/// stored raw when compression does not make it smaller (as Apple's encoder does). Seed, salt,
/// the MAC of the cluster after the last and the MAC slots of unused segments are random, as in
/// Apple's files; everything else is determined by the payload, auth data and key.
public struct AEAWriter: Sendable {
    /// Apple's value: 1 MiB of decoded bytes per segment.
    public static let defaultSegmentSize: UInt32 = 0x10_0000
    /// Apple's value: 256 segment slots per cluster.
    public static let defaultSegmentsPerCluster: UInt32 = 256
    /// Smallest values Apple's encoder accepts.
    public static let minimumSegmentSize: UInt32 = 0x4000
    public static let minimumSegmentsPerCluster: UInt32 = 32

    /// Most decoded bytes per segment.
    public var segmentSize: UInt32
    /// Segment slots per cluster.
    public var segmentsPerCluster: UInt32

    /// A writer with Apple's layout parameters, or others within the format's minimums.
    public init(
        segmentSize: UInt32 = AEAWriter.defaultSegmentSize,
        segmentsPerCluster: UInt32 = AEAWriter.defaultSegmentsPerCluster
    ) {
        self.segmentSize = segmentSize
        self.segmentsPerCluster = segmentsPerCluster
    }

    /// One segment as it goes into the file.
    struct Segment: Sendable {
        /// Bytes written to the file.
        var stored: [UInt8]
        /// Bytes the segment decodes to (for the header checksum).
        var decoded: [UInt8]
        /// Decoded size written in the header (tests may lie; defaults to `decoded.count`).
        var declaredDecodedSize: Int?

        static func raw(_ bytes: [UInt8]) -> Segment { Segment(stored: bytes, decoded: bytes) }
    }

    /// Compresses `payload` segment by segment and writes a container signed with `signingKey`.
    ///
    /// - Parameters:
    ///   - payload: The decoded payload (for shortcuts, the Apple Archive).
    ///   - authData: The auth data (for shortcuts, the signing-context binary plist).
    ///   - signingKey: The key whose public half the reader derives every MAC key with.
    /// - Throws: ``SigningError`` when the parameters are below the format's minimums or the
    ///   auth data does not fit its 32-bit size field.
    public func write(payload: [UInt8], authData: [UInt8], signingKey: P256.Signing.PrivateKey) throws(SigningError)
        -> Data
    {
        guard segmentSize >= Self.minimumSegmentSize, segmentsPerCluster >= Self.minimumSegmentsPerCluster else {
            throw SigningError(
                .badInput("segment size \(segmentSize) / segments per cluster \(segmentsPerCluster) below the minimum"),
                at: "AEA root header")
        }
        var segments: [Segment] = []
        segments.reserveCapacity(payload.count / Int(segmentSize) + 1)
        var start = 0
        while start < payload.count {
            let end = min(payload.count, start + Int(segmentSize))
            let chunk = Array(payload[start..<end])
            let stream = PayloadCompression.encode(chunk)
            segments.append(Segment(stored: stream.count < chunk.count ? stream : chunk, decoded: chunk))
            start = end
        }
        return try write(
            segments: segments, authData: authData, signingKey: signingKey, compression: UInt8(ascii: "e"), checksum: 2)
    }

    /// Lays out and signs a container from prepared segments. Used directly by tests to build
    /// containers the public API would refuse (odd checksums, lying sizes).
    func write(
        segments: [Segment], authData: [UInt8], signingKey: P256.Signing.PrivateKey, compression: UInt8,
        checksum: UInt8,
        declaredPayloadSize: UInt64? = nil
    ) throws(SigningError) -> Data {
        guard authData.count <= Int(UInt32.max) else {
            throw SigningError(.badInput("auth data of \(authData.count) bytes exceeds 4 GiB"), at: "AEA auth data")
        }
        let spc = Int(segmentsPerCluster)
        let checksumSize = checksum == 2 ? 32 : checksum == 1 ? 8 : 0
        var random = SystemRandomNumberGenerator()
        let seed = Self.randomBytes(32, using: &random)
        let salt = Self.randomBytes(32, using: &random)
        let info = Array("AEA_AMK".utf8) + [0, 0, 0, 0] + Array(signingKey.publicKey.x963Representation)
        let mainKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: seed), salt: salt, info: info, outputByteCount: 32)

        // Build clusters back to front: each cluster-header MAC covers the next one's.
        let clusterCount = (segments.count + spc - 1) / spc
        var nextHeaderMAC = Self.randomBytes(32, using: &random)
        var clusterBytes: [[UInt8]] = Array(repeating: [], count: clusterCount)
        for clusterIndex in stride(from: clusterCount - 1, through: 0, by: -1) {
            let cluster = segments[(clusterIndex * spc)..<min(segments.count, (clusterIndex + 1) * spc)]
            let clusterKey = Self.derive(mainKey, Array("AEA_CK".utf8) + UInt32(clusterIndex).littleEndianBytes)
            var headers: [UInt8] = []
            headers.reserveCapacity(spc * (8 + checksumSize))
            var macs: [UInt8] = []
            macs.reserveCapacity(spc * 32)
            for slot in 0..<spc {
                guard slot < cluster.count else {
                    headers += [UInt8](repeating: 0, count: 8 + checksumSize)
                    macs += Self.randomBytes(32, using: &random)
                    continue
                }
                let segment = cluster[cluster.startIndex + slot]
                headers +=
                    UInt32(truncatingIfNeeded: segment.declaredDecodedSize ?? segment.decoded.count).littleEndianBytes
                headers += UInt32(truncatingIfNeeded: segment.stored.count).littleEndianBytes
                switch checksum {
                case 2: headers += Array(SHA256.hash(data: segment.decoded))
                case 1:
                    headers +=
                        segment.decoded.withUnsafeBytes { Murmur64A.hash($0, seed: Murmur64A.aeaSeed) }
                        .littleEndianBytes
                default: break
                }
                let segmentKey = Self.derive(clusterKey, Array("AEA_SK".utf8) + UInt32(slot).littleEndianBytes)
                macs += Self.mac(segmentKey, segment.stored, salt: [])
            }
            let headerKey = Self.derive(clusterKey, Array("AEA_CHEK".utf8))
            let headerMAC = Self.mac(headerKey, headers, salt: nextHeaderMAC + macs)
            var bytes = headers + nextHeaderMAC + macs
            for segment in cluster { bytes += segment.stored }
            clusterBytes[clusterIndex] = bytes
            nextHeaderMAC = headerMAC
        }
        let firstClusterMAC = nextHeaderMAC

        let payloadSize =
            declaredPayloadSize ?? UInt64(segments.reduce(0) { $0 + ($1.declaredDecodedSize ?? $1.decoded.count) })
        let containerSize =
            AEAContainer.fixedHeaderSize + authData.count + 0x130 + clusterBytes.reduce(0) { $0 + $1.count }
        var rootHeader = payloadSize.littleEndianBytes + UInt64(containerSize).littleEndianBytes
        rootHeader += segmentSize.littleEndianBytes + segmentsPerCluster.littleEndianBytes
        rootHeader += [compression, checksum] + [UInt8](repeating: 0, count: 22)
        let rootKey = Self.derive(mainKey, Array("AEA_RHEK".utf8))
        let rootMAC = Self.mac(rootKey, rootHeader, salt: firstClusterMAC + authData)

        var file: [UInt8] = []
        file.reserveCapacity(containerSize)
        file += AEAContainer.magic + [0, 0, 0, 0] + UInt32(authData.count).littleEndianBytes + authData
        let signatureOffset = file.count
        file += [UInt8](repeating: 0, count: AEAContainer.signatureFieldSize)
        file += seed + salt + rootMAC + rootHeader + firstClusterMAC
        try Self.sign(&file, signatureOffset: signatureOffset, prologueEnd: file.count, with: signingKey)
        for cluster in clusterBytes { file += cluster }
        return Data(file)
    }

    /// Writes `key`'s signature over `file[0..<prologueEnd]` (signature field zeroed) into the
    /// field, zero-padded to 128 bytes.
    static func sign(_ file: inout [UInt8], signatureOffset: Int, prologueEnd: Int, with key: P256.Signing.PrivateKey)
        throws(SigningError)
    {
        let field = signatureOffset..<(signatureOffset + AEAContainer.signatureFieldSize)
        file.replaceSubrange(field, with: repeatElement(0, count: field.count))
        let der: Data
        do {
            der = try key.signature(for: file[0..<prologueEnd]).derRepresentation
        } catch {
            throw SigningError(.badInput("ECDSA signing failed: \(error)"), at: "AEA prologue signature")
        }
        file.replaceSubrange(signatureOffset..<(signatureOffset + der.count), with: der)
    }

    static func derive(_ key: SymmetricKey, _ info: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: info, outputByteCount: 32)
    }

    /// `HMAC-SHA256(key, salt ‖ data ‖ u64le(len(salt)))` (spec §7.3).
    static func mac(_ key: SymmetricKey, _ data: [UInt8], salt: [UInt8]) -> [UInt8] {
        var hmac = HMAC<SHA256>(key: key)
        hmac.update(data: salt)
        hmac.update(data: data)
        hmac.update(data: UInt64(salt.count).littleEndianBytes)
        return Array(hmac.finalize())
    }

    static func randomBytes(_ count: Int, using generator: inout SystemRandomNumberGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count { bytes += generator.next().littleEndianBytes }
        return Array(bytes.prefix(count))
    }
}
