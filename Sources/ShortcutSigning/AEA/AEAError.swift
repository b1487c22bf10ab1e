/// Why an Apple Encrypted Archive (`AEA1`) container could not be read, and where.
///
/// Every error carries the byte offset (from the start of the file) of the field or segment
/// at fault, so a damaged file can be inspected with a hex dump.
public struct AEAError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of where.
    public enum Reason: Sendable, Equatable {
        /// The file ends before a structure it promised: `what` names the structure, which
        /// needs `needed` bytes from `offset`; the file has only `fileSize` bytes.
        case truncated(what: String, needed: Int, fileSize: Int)
        /// The first four bytes are not `AEA1`.
        case badMagic
        /// A profile other than 0: an encrypted archive (OS update, app asset), not a shortcut.
        case encryptedProfile(UInt32)
        /// A size or count in the prologue or root header is impossible or inconsistent.
        case badSize(String)
        /// The root header names a compression this package does not decode.
        case unsupportedCompression(UInt8)
        /// The root header names a checksum kind other than none / Murmur64 / SHA-256.
        case unsupportedChecksum(UInt8)
        /// The declared decoded payload exceeds the caller's limit.
        case payloadTooLarge(declared: UInt64, limit: Int)
        /// A segment's LZFSE stream would expand past the segment's declared size (or the limit):
        /// a decompression bomb or a corrupt stream.
        case decompressionLimitExceeded(segment: AEASegmentID, limit: Int)
        /// A segment's compressed stream is malformed; `detail` is the decoder's message.
        case segmentDecodingFailed(segment: AEASegmentID, detail: String)
        /// A segment decoded to a different size than its header declares.
        case segmentSizeMismatch(segment: AEASegmentID, declared: Int, actual: Int)
        /// A segment's decoded bytes do not match the checksum in its header.
        case checksumMismatch(segment: AEASegmentID)
        /// A cluster holds no segment although the payload is not complete yet.
        case emptyCluster(index: Int)
    }

    /// What went wrong.
    public var reason: Reason
    /// Byte offset into the file where the offending field or segment starts.
    public var offset: Int

    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .truncated(let structure, let needed, let fileSize):
            what = "file truncated (\(fileSize) bytes) inside the \(structure), which needs \(needed) bytes"
        case .badMagic: what = "not an Apple Encrypted Archive (magic is not AEA1)"
        case .encryptedProfile(let profile): what = "encrypted AEA, profile \(profile) (not a signed shortcut)"
        case .badSize(let detail): what = "invalid size: \(detail)"
        case .unsupportedCompression(let code):
            what = "unsupported payload compression '\(Self.printable(code))'"
        case .unsupportedChecksum(let code): what = "unsupported checksum kind \(code)"
        case .payloadTooLarge(let declared, let limit):
            what = "declared payload of \(declared) bytes exceeds the limit of \(limit) bytes"
        case .decompressionLimitExceeded(let segment, let limit):
            what = "segment \(segment) expands past \(limit) bytes (decompression bomb or corrupt stream)"
        case .segmentDecodingFailed(let segment, let detail):
            what = "segment \(segment) cannot be decompressed: \(detail)"
        case .segmentSizeMismatch(let segment, let declared, let actual):
            what = "segment \(segment) decoded to \(actual) bytes, its header declares \(declared)"
        case .checksumMismatch(let segment): what = "segment \(segment) checksum mismatch"
        case .emptyCluster(let index): what = "cluster \(index) holds no segment before the payload is complete"
        }
        return "AEA: \(what) at byte offset \(offset)"
    }

    private static func printable(_ code: UInt8) -> String {
        (0x21...0x7E).contains(code) ? String(UnicodeScalar(code)) : "0x" + String(code, radix: 16)
    }
}

/// Names one segment of an AEA container: cluster index and index inside the cluster.
public struct AEASegmentID: Sendable, Hashable, Codable, CustomStringConvertible {
    public var cluster: Int
    public var index: Int

    public init(cluster: Int, index: Int) {
        self.cluster = cluster
        self.index = index
    }

    /// `cluster/index`, the notation the reports use ("segment 0/0").
    public var description: String { "\(cluster)/\(index)" }
}
