/// One cluster of an AEA container: its segment-header table, the MAC of the next cluster's
/// header, the per-segment MACs, and the segments whose bytes follow.
///
/// All ranges are zero-based byte offsets into the file.
public struct AEACluster: Sendable, Equatable {
    /// Position of the cluster in the container (0, 1, …).
    public var index: Int
    /// The `segmentsPerCluster` segment headers, all slots including unused ones (covered by
    /// the cluster-header MAC verbatim).
    public var segmentHeadersRange: Range<Int>
    /// MAC of the next cluster's header (random bytes in the last cluster).
    public var nextClusterHeaderMACRange: Range<Int>
    /// `segmentsPerCluster × 32` bytes: the MAC of every segment slot.
    public var segmentMACsRange: Range<Int>
    /// The non-empty segments, in header order.
    public var segments: [AEASegment]
}

/// One segment: a header slot with a non-zero stored size, and where its bytes are.
public struct AEASegment: Sendable, Equatable {
    public var id: AEASegmentID
    /// Bytes this segment decodes to.
    public var decodedSize: Int
    /// Bytes stored in the file (equal to `decodedSize` means stored raw).
    public var storedSize: Int
    /// Checksum of the decoded bytes, as in the header (empty when the container has none).
    public var checksum: [UInt8]
    /// Offset of the segment's header slot.
    public var headerOffset: Int
    /// Where the segment's 32-byte MAC is.
    public var macRange: Range<Int>
    /// Where the stored bytes are.
    public var storedRange: Range<Int>

    /// True when the bytes are stored uncompressed.
    public var isRaw: Bool { storedSize == decodedSize }
}
