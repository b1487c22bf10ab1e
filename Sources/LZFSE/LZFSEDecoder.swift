/// Decodes LZFSE streams (the compression Apple uses inside signed shortcuts).
///
/// Clean-room implementation of the `bvx2`, `bvx1`, `bvxn` (LZVN), `bvx-` and `bvx$` blocks.
/// Every field read from the input is validated; bad input throws ``LZFSEError`` naming the
/// byte offset, and output never grows past ``maximumOutputSize``.
///
/// The decoder first walks the block headers to learn the stream's total declared size, so
/// it rejects a decompression bomb before allocating anything and then decodes straight into
/// one exactly sized buffer (matches may reach into earlier blocks, so the whole output is the
/// window).
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
    /// Bytes after the `bvx$` block are ignored.
    public func decompress(_ input: UnsafeRawBufferPointer) throws -> [UInt8] {
        let total = try declaredSize(of: input)
        // Tables and the literal buffer are only needed by bvx1/bvx2 blocks; most small
        // streams are LZVN, so the scratch memory is allocated on first use.
        var scratch: LZFSEScratch?
        defer { scratch?.deallocate() }
        return try [UInt8](unsafeUninitializedCapacity: total + LZFSEOutput.slack) { buffer, initialized in
            guard let base = buffer.baseAddress else { throw LZFSEError(.truncated, offset: 0) }
            var output = LZFSEOutput(base: base, capacity: total)
            try decodeBlocks(input, scratch: &scratch, output: &output)
            initialized = output.count
        }
    }

    /// Walks the block headers (without decoding) and returns the sum of their declared raw
    /// sizes, checking it against the limit and every block against the end of the input.
    func declaredSize(of input: UnsafeRawBufferPointer) throws(LZFSEError) -> Int {
        var offset = 0
        var total = 0
        // Every block is at least 4 bytes long, so this visits at most input.count / 4 blocks.
        while true {
            let remaining = input.count - offset
            guard remaining >= 4 else { throw LZFSEError(.truncated, offset: offset) }
            let magic = UInt32(truncatingIfNeeded: input.loadLE32(at: offset))
            let rawSize: Int
            let blockSize: Int
            switch magic {
            case LZFSEBlockMagic.endOfStream:
                return total
            case LZFSEBlockMagic.uncompressed:
                guard remaining >= 8 else { throw LZFSEError(.truncated, offset: offset) }
                rawSize = input.loadLE32(at: offset + 4)
                blockSize = 8 + rawSize
            case LZFSEBlockMagic.lzvn:
                guard remaining >= 12 else { throw LZFSEError(.truncated, offset: offset) }
                rawSize = input.loadLE32(at: offset + 4)
                blockSize = 12 + input.loadLE32(at: offset + 8)
            case LZFSEBlockMagic.compressedV1:
                guard remaining >= 28 else { throw LZFSEError(.truncated, offset: offset) }
                rawSize = input.loadLE32(at: offset + 4)
                blockSize =
                    LZFSEBlockHeader.v1HeaderSize + input.loadLE32(at: offset + 20)
                    + input.loadLE32(at: offset + 24)
            case LZFSEBlockMagic.compressedV2:
                guard remaining >= 32 else { throw LZFSEError(.truncated, offset: offset) }
                rawSize = input.loadLE32(at: offset + 4)
                let w0 = input.loadLE64(at: offset + 8)
                let w1 = input.loadLE64(at: offset + 16)
                let w2 = input.loadLE64(at: offset + 24)
                let headerSize = Int(w2 & 0xFFFF_FFFF)
                guard headerSize >= 32, headerSize <= LZFSEBlockHeader.maximumV2HeaderSize else {
                    throw LZFSEError(.invalidHeader("bvx2 header size \(headerSize)"), offset: offset)
                }
                blockSize = headerSize + Int((w0 >> 20) & 0xF_FFFF) + Int((w1 >> 40) & 0xF_FFFF)
            default:
                throw LZFSEError(.invalidBlockMagic(magic), offset: offset)
            }
            guard rawSize <= maximumOutputSize - total else {
                throw LZFSEError(.outputLimitExceeded(limit: maximumOutputSize), offset: offset)
            }
            guard blockSize <= remaining else { throw LZFSEError(.truncated, offset: offset) }
            total += rawSize
            offset += blockSize
        }
    }

    /// Decodes every block into `output`, whose capacity ``declaredSize(of:)`` computed.
    private func decodeBlocks(
        _ input: UnsafeRawBufferPointer, scratch: inout LZFSEScratch?, output: inout LZFSEOutput
    ) throws(LZFSEError) {
        var offset = 0
        while true {
            // declaredSize(of:) has checked every magic and that every block fits the input.
            guard input.count - offset >= 4 else { throw LZFSEError(.truncated, offset: offset) }
            let magic = UInt32(truncatingIfNeeded: input.loadLE32(at: offset))
            switch magic {
            case LZFSEBlockMagic.endOfStream:
                return
            case LZFSEBlockMagic.uncompressed:
                guard input.count - offset >= 8 else { throw LZFSEError(.truncated, offset: offset) }
                let rawSize = input.loadLE32(at: offset + 4)
                guard rawSize <= input.count - offset - 8 else { throw LZFSEError(.truncated, offset: offset) }
                guard rawSize <= output.capacity - output.count,
                    let source = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
                else {
                    throw LZFSEError(.invalidHeader("block size exceeds the scanned stream size"), offset: offset)
                }
                (output.base + output.count).update(from: source + offset + 8, count: rawSize)
                output.count += rawSize
                offset += 8 + rawSize
            case LZFSEBlockMagic.lzvn:
                guard input.count - offset >= 12 else { throw LZFSEError(.truncated, offset: offset) }
                let rawSize = input.loadLE32(at: offset + 4)
                let payloadSize = input.loadLE32(at: offset + 8)
                try LZVNDecoder.decode(
                    input: input, payloadOffset: offset + 12, payloadSize: payloadSize, rawSize: rawSize,
                    blockOffset: offset, output: &output)
                offset += 12 + payloadSize
            case LZFSEBlockMagic.compressedV1, LZFSEBlockMagic.compressedV2:
                let work: LZFSEScratch
                if let existing = scratch {
                    work = existing
                } else {
                    work = LZFSEScratch()
                    scratch = work
                }
                let header =
                    magic == LZFSEBlockMagic.compressedV2
                    ? try LZFSEBlockHeader.parseV2(input, at: offset, frequencies: work.frequencies)
                    : try LZFSEBlockHeader.parseV1(input, at: offset, frequencies: work.frequencies)
                try LZFSECompressedBlock.decode(
                    header, blockOffset: offset, input: input, scratch: work, output: &output)
                offset += header.blockSize
            default:
                throw LZFSEError(.invalidBlockMagic(magic), offset: offset)
            }
        }
    }
}
