/// A malformed, truncated or oversized LZFSE stream.
///
/// Every error names the byte offset in the *compressed* input where the offending block or
/// field starts, so a caller can report where a file is damaged.
public struct LZFSEError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The input ended inside a block, or before the `bvx$` end-of-stream block.
        case truncated
        /// A block starts with a magic number that is not one of `bvx$`, `bvx-`, `bvxn`, `bvx1`, `bvx2`.
        case invalidBlockMagic(UInt32)
        /// A block header field is out of range (sizes, counts, states, header size).
        case invalidHeader(String)
        /// The frequency table of a compressed block is unusable (e.g. frequencies sum past the table size).
        case invalidTable(String)
        /// A backward bit stream is malformed (non-zero padding, read past its start, leftover bits).
        case invalidBitstream(String)
        /// An LZVN opcode that the format reserves as invalid.
        case invalidOpcode(UInt8)
        /// A literal or match length runs past the block's literals, payload or declared output size.
        case invalidLength(String)
        /// A match distance of 0, or one that reaches before the start of the output.
        case invalidMatchDistance(Int)
        /// A block decoded to a different number of bytes than its header declares.
        case sizeMismatch(expected: Int, actual: Int)
        /// The decoded output would exceed ``LZFSEDecoder/maximumOutputSize``.
        case outputLimitExceeded(limit: Int)
    }

    /// What went wrong.
    public var reason: Reason
    /// Byte offset in the compressed input where the bad block or field starts.
    public var offset: Int

    /// An error of kind `reason` for the block or field starting at byte `offset` of the input.
    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A one-line message naming the problem and its byte offset.
    public var description: String {
        let what: String
        switch reason {
        case .truncated: what = "truncated stream"
        case .invalidBlockMagic(let magic):
            what = "invalid block magic 0x" + String(magic, radix: 16)
        case .invalidHeader(let detail): what = "invalid block header: \(detail)"
        case .invalidTable(let detail): what = "invalid frequency table: \(detail)"
        case .invalidBitstream(let detail): what = "invalid bit stream: \(detail)"
        case .invalidOpcode(let opcode): what = "invalid LZVN opcode 0x" + String(opcode, radix: 16)
        case .invalidLength(let detail): what = "invalid length: \(detail)"
        case .invalidMatchDistance(let distance): what = "invalid match distance \(distance)"
        case .sizeMismatch(let expected, let actual):
            what = "block decoded to \(actual) bytes, header declares \(expected)"
        case .outputLimitExceeded(let limit): what = "decoded output exceeds the limit of \(limit) bytes"
        }
        return "LZFSE: \(what) at byte offset \(offset)"
    }
}
