/// Encodes LZFSE streams that ``LZFSEDecoder`` and Apple's reference decoder accept.
///
/// Written for this project from the format description (signed-shortcuts.md §6). Block choice
/// follows Apple's encoder: inputs under 8 bytes are stored (`bvx-`); inputs under 4 096 bytes
/// become one LZVN block (`bvxn`), or a stored block when LZVN does not shrink them; larger
/// inputs become FSE blocks (`bvx2`) of at most 10 000 matches and 40 000 literals, each replaced
/// by a stored block when coding does not shrink it. Matches reach back across blocks, up to
/// 262 139 bytes. The stream always ends with `bvx$`.
public enum LZFSEEncoder {
    /// Inputs below this size use LZVN, above it FSE blocks (as Apple's encoder does).
    static let lzvnThreshold = 4_096
    /// Inputs below this size are stored: no block type can shrink them.
    static let storedThreshold = 8
    /// The input is encoded in independent parts of at most this size, so positions fit in
    /// 32 bits and every `bvx-` block's size fits its u32 field.
    static let segmentSize = 1 << 30

    /// A complete LZFSE stream (block headers … `bvx$`) that any conforming decoder turns back
    /// into `input`.
    public static func encode(_ input: [UInt8]) -> [UInt8] {
        input.withUnsafeBufferPointer { encode($0) }
    }

    /// A complete LZFSE stream for the bytes in `input`.
    public static func encode(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + 64)
        if input.count < lzvnThreshold {
            appendSmall(input, to: &output)
        } else {
            var start = 0
            while start < input.count {
                let end = min(input.count, start + segmentSize)
                appendCompressed(UnsafeBufferPointer(rebasing: input[start..<end]), to: &output)
                start = end
            }
        }
        LZFSEBlockEncoder.appendLE(UInt64(LZFSEBlockMagic.endOfStream), bytes: 4, to: &output)
        return output
    }

    /// A stored block (`bvx-`): magic, size, the bytes. Empty input gets an empty stored block,
    /// as the reference encoder writes it.
    static func appendStored(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        LZFSEBlockEncoder.appendLE(UInt64(LZFSEBlockMagic.uncompressed), bytes: 4, to: &output)
        LZFSEBlockEncoder.appendLE(UInt64(input.count), bytes: 4, to: &output)
        output.append(contentsOf: input)
    }

    /// One `bvxn` block, or a stored block when that is not larger.
    static func appendSmall(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard input.count >= storedThreshold else { return appendStored(input, to: &output) }
        // LZVN codes a 3-byte match in 2 bytes (3 at long distances), so it pays to find them;
        // on the signed payloads this is 3 % smaller LZVN blocks. FSE blocks keep 4: there 3-byte
        // matches cost more time than they save.
        let finder = LZMatchFinder(maximumDistance: LZVNEncoder.maximumDistance, minimumMatch: 3)
        let payload = LZVNEncoder.encode(input, sequences: finder.parse(input))
        guard 12 + payload.count < 8 + input.count else { return appendStored(input, to: &output) }
        LZFSEBlockEncoder.appendLE(UInt64(LZFSEBlockMagic.lzvn), bytes: 4, to: &output)
        LZFSEBlockEncoder.appendLE(UInt64(input.count), bytes: 4, to: &output)
        LZFSEBlockEncoder.appendLE(UInt64(payload.count), bytes: 4, to: &output)
        output += payload
    }

    /// `bvx2` blocks (or stored blocks where coding does not pay) for one segment.
    static func appendCompressed(_ input: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var segment = LZFSESegmentEncoder(input: input, output: output)
        output = []  // the segment encoder holds the only reference, so appending does not copy
        LZMatchFinder(maximumDistance: LZFSEBlockEncoder.maximumD).parse(input, into: &segment)
        output = segment.finish()
    }
}
