import Foundation

/// The 48-byte root header of a profile-0 AEA container (plaintext, authenticated by the
/// root-header MAC and, through the prologue, by the signature).
public struct AEARootHeader: Sendable, Equatable {
    /// Size of the header on disk.
    public static let size = 48

    /// How the segments' stored bytes are compressed.
    public enum Compression: Sendable, Equatable {
        case none
        case lzfse
        /// LZ4, LZBITMAP, LZVN, LZMA or zlib (ASCII code kept): not used by Shortcuts, not decoded.
        case other(UInt8)

        init(code: UInt8) {
            switch code {
            case UInt8(ascii: "-"): self = .none
            case UInt8(ascii: "e"): self = .lzfse
            default: self = .other(code)
            }
        }
    }

    /// Which checksum each segment header carries over the segment's decoded bytes.
    public enum Checksum: UInt8, Sendable, Equatable {
        case none = 0
        case murmur64 = 1
        case sha256 = 2

        /// Bytes the checksum occupies in each segment header.
        public var byteCount: Int {
            switch self {
            case .none: 0
            case .murmur64: 8
            case .sha256: 32
            }
        }
    }

    /// Size of the decoded payload (the Apple Archive).
    public var payloadSize: UInt64
    /// Size of the whole container; equals the file length.
    public var containerSize: UInt64
    /// Most decoded bytes one segment may hold.
    public var segmentSize: UInt32
    /// Segment header slots in each cluster.
    public var segmentsPerCluster: UInt32
    public var compression: Compression
    public var checksum: Checksum

    /// Parses the header at `offset` of `data` (bounds already checked by the caller).
    init(data: Data, offset: Int) throws(AEAError) {
        payloadSize = data.leU64(at: offset)
        containerSize = data.leU64(at: offset + 8)
        segmentSize = data.leU32(at: offset + 16)
        segmentsPerCluster = data.leU32(at: offset + 20)
        compression = Compression(code: data.byte(at: offset + 24))
        let checksumCode = data.byte(at: offset + 25)
        guard let checksum = Checksum(rawValue: checksumCode) else {
            throw AEAError(.unsupportedChecksum(checksumCode), offset: offset + 25)
        }
        self.checksum = checksum
        if case .other(let code) = compression {
            throw AEAError(.unsupportedCompression(code), offset: offset + 24)
        }
        guard segmentsPerCluster > 0 else {
            throw AEAError(.badSize("segments per cluster is 0"), offset: offset + 20)
        }
        guard segmentSize > 0 || payloadSize == 0 else {
            throw AEAError(.badSize("segment size is 0"), offset: offset + 16)
        }
    }
}
