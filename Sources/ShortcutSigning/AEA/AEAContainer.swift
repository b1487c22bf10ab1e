import Foundation

/// The layout of a profile-0 Apple Encrypted Archive (`AEA1`): prologue, auth data, signature,
/// key-derivation material, root header, clusters and segments — located, not decoded.
///
/// Parsing checks only that every structure lies inside the file and that sizes are
/// consistent; it needs no cryptography. Decoding the payload is ``decodePayload(maximumSize:verifyChecksums:)``;
/// authenticating it is ``SignatureVerifier``'s job.
///
/// All ranges are zero-based byte offsets from the start of the file.
public struct AEAContainer: Sendable {
    /// `AEA1`.
    public static let magic: [UInt8] = Array("AEA1".utf8)
    /// Size of the fixed header before the auth data (magic, profile, scrypt byte, auth size).
    static let fixedHeaderSize = 12
    /// Size of the zero-padded signature field.
    public static let signatureFieldSize = 128

    /// The whole file.
    public let data: Data
    /// AEA profile (bytes 4–6); always 0 here (other profiles are rejected as encrypted).
    public let profile: UInt32
    /// scrypt strength (byte 7); 0 in profile 0.
    public let scryptStrength: UInt8
    /// The auth data: a binary plist holding the signing context in signed shortcuts.
    public let authDataRange: Range<Int>
    /// The 128-byte signature field: DER `ECDSA-Sig-Value` then zero padding.
    public let signatureFieldRange: Range<Int>
    /// 32-byte HKDF input keying material.
    public let keyDerivationSeedRange: Range<Int>
    /// 32-byte HKDF salt of the main key.
    public let mainSaltRange: Range<Int>
    public let rootHeaderMACRange: Range<Int>
    public let rootHeaderRange: Range<Int>
    /// MAC of cluster 0's header (the last field of the prologue).
    public let firstClusterHeaderMACRange: Range<Int>
    public let rootHeader: AEARootHeader
    /// Every cluster up to the one that completes the payload.
    public let clusters: [AEACluster]
    /// Bytes after the declared container size (not authenticated; normally 0).
    public let trailingByteCount: Int

    /// The bytes the signature covers: `[0, A + 0x13C)`.
    public var prologueRange: Range<Int> { 0..<firstClusterHeaderMACRange.upperBound }

    public var authData: Data { data.slice(authDataRange) }
    public var signatureField: Data { data.slice(signatureFieldRange) }

    /// The signature's DER without the zero padding (`2 + byte[1]` bytes), or nil when the field
    /// does not start with a short-form DER SEQUENCE that fits.
    public var signatureDER: Data? {
        let field = signatureField
        guard field.count == Self.signatureFieldSize, field.byte(at: 0) == 0x30 else { return nil }
        let length = Int(field.byte(at: 1))
        guard length < 0x80, 2 + length <= field.count else { return nil }
        return field.slice(0..<(2 + length))
    }

    /// All segments of all clusters, in payload order.
    public var segments: [AEASegment] { clusters.flatMap(\.segments) }

    /// True when `data` starts with the `AEA1` magic.
    public static func hasMagic(_ data: Data) -> Bool {
        data.starts(with: magic)
    }

    /// Locates every structure of the container.
    ///
    /// - Throws: ``AEAError`` naming the offset: bad magic, encrypted profile, truncation,
    ///   inconsistent sizes, unsupported compression or checksum kind.
    public init(data: Data) throws(AEAError) {
        self.data = data
        let fileSize = data.count
        func require(_ offset: Int, _ count: Int, _ what: String) throws(AEAError) {
            guard offset >= 0, count >= 0, offset <= fileSize, count <= fileSize - offset else {
                throw AEAError(.truncated(what: what, needed: count, fileSize: fileSize), offset: offset)
            }
        }

        try require(0, 4, "magic")
        guard Self.hasMagic(data) else { throw AEAError(.badMagic, offset: 0) }
        try require(0, Self.fixedHeaderSize, "fixed header")
        profile = data.leU32(at: 4) & 0x00FF_FFFF
        guard profile == 0 else { throw AEAError(.encryptedProfile(profile), offset: 4) }
        scryptStrength = data.byte(at: 7)
        let authSize = Int(data.leU32(at: 8))
        try require(Self.fixedHeaderSize, authSize, "auth data")
        let authEnd = Self.fixedHeaderSize + authSize
        authDataRange = Self.fixedHeaderSize..<authEnd

        // Prologue fields after the auth data, at fixed offsets from its end.
        try require(authEnd, 0x130, "prologue (signature, seed, salt, MACs, root header)")
        signatureFieldRange = authEnd..<(authEnd + 0x80)
        keyDerivationSeedRange = (authEnd + 0x80)..<(authEnd + 0xA0)
        mainSaltRange = (authEnd + 0xA0)..<(authEnd + 0xC0)
        rootHeaderMACRange = (authEnd + 0xC0)..<(authEnd + 0xE0)
        rootHeaderRange = (authEnd + 0xE0)..<(authEnd + 0x110)
        firstClusterHeaderMACRange = (authEnd + 0x110)..<(authEnd + 0x130)
        let header = try AEARootHeader(data: data, offset: rootHeaderRange.lowerBound)
        rootHeader = header

        let headerOffset = rootHeaderRange.lowerBound
        if header.containerSize > UInt64(fileSize) {
            throw AEAError(
                .truncated(
                    what: "container (root header declares \(header.containerSize) bytes)",
                    needed: Int(clamping: header.containerSize), fileSize: fileSize),
                offset: 0)
        }
        guard header.containerSize >= UInt64(firstClusterHeaderMACRange.upperBound) else {
            throw AEAError(
                .badSize("container size \(header.containerSize) is smaller than the prologue"),
                offset: headerOffset + 8)
        }
        let containerEnd = Int(header.containerSize)
        trailingByteCount = fileSize - containerEnd

        clusters = try Self.locateClusters(
            data: data, header: header, start: firstClusterHeaderMACRange.upperBound,
            containerEnd: containerEnd, headerOffset: headerOffset)
    }

    /// Walks clusters until the segments' decoded sizes add up to the payload size.
    private static func locateClusters(
        data: Data, header: AEARootHeader, start: Int, containerEnd: Int, headerOffset: Int
    ) throws(AEAError) -> [AEACluster] {
        let spc = Int(header.segmentsPerCluster)
        let slotSize = 8 + header.checksum.byteCount
        let segmentSizeLimit = Int(header.segmentSize)
        var clusters: [AEACluster] = []
        var decodedTotal: UInt64 = 0
        var position = start

        while decodedTotal < header.payloadSize {
            let clusterIndex = clusters.count
            // spc ≤ 2^32, so these products fit in Int on 64-bit platforms.
            let (headerBytes, o1) = spc.multipliedReportingOverflow(by: slotSize)
            let (macBytes, o2) = spc.multipliedReportingOverflow(by: 32)
            guard !o1, !o2, headerBytes <= containerEnd - position,
                32 + macBytes <= containerEnd - position - headerBytes
            else {
                throw AEAError(
                    .truncated(
                        what: "cluster \(clusterIndex) header", needed: spc &* (slotSize + 32) &+ 32,
                        fileSize: containerEnd),
                    offset: position)
            }
            let headersRange = position..<(position + headerBytes)
            let nextMACRange = headersRange.upperBound..<(headersRange.upperBound + 32)
            let macsRange = nextMACRange.upperBound..<(nextMACRange.upperBound + macBytes)
            var cursor = macsRange.upperBound
            var segments: [AEASegment] = []

            for slot in 0..<spc where decodedTotal < header.payloadSize {
                let slotOffset = headersRange.lowerBound + slot * slotSize
                let decodedSize = Int(data.leU32(at: slotOffset))
                let storedSize = Int(data.leU32(at: slotOffset + 4))
                guard storedSize > 0 else { continue }
                let id = AEASegmentID(cluster: clusterIndex, index: slot)
                guard decodedSize > 0, decodedSize <= segmentSizeLimit else {
                    throw AEAError(
                        .badSize(
                            "segment \(id) declares \(decodedSize) decoded bytes (segment size \(segmentSizeLimit))"),
                        offset: slotOffset)
                }
                if header.compression == .none, storedSize != decodedSize {
                    throw AEAError(
                        .badSize(
                            "segment \(id) of an uncompressed container stores \(storedSize) of \(decodedSize) bytes"),
                        offset: slotOffset + 4)
                }
                guard UInt64(decodedSize) <= header.payloadSize - decodedTotal else {
                    throw AEAError(
                        .badSize("segment \(id) runs past the declared payload size \(header.payloadSize)"),
                        offset: slotOffset)
                }
                guard storedSize <= containerEnd - cursor else {
                    throw AEAError(
                        .truncated(what: "segment \(id)", needed: storedSize, fileSize: containerEnd),
                        offset: cursor)
                }
                let checksum = [UInt8](data.slice((slotOffset + 8)..<(slotOffset + slotSize)))
                let macStart = macsRange.lowerBound + slot * 32
                segments.append(
                    AEASegment(
                        id: id, decodedSize: decodedSize, storedSize: storedSize, checksum: checksum,
                        headerOffset: slotOffset, macRange: macStart..<(macStart + 32),
                        storedRange: cursor..<(cursor + storedSize)))
                cursor += storedSize
                decodedTotal += UInt64(decodedSize)
            }
            guard !segments.isEmpty else { throw AEAError(.emptyCluster(index: clusterIndex), offset: position) }
            clusters.append(
                AEACluster(
                    index: clusterIndex, segmentHeadersRange: headersRange,
                    nextClusterHeaderMACRange: nextMACRange, segmentMACsRange: macsRange,
                    segments: segments))
            position = cursor
        }
        return clusters
    }
}
