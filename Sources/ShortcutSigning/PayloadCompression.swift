/// Compresses one AEA segment into a complete LZFSE stream.
///
/// Until the project's LZFSE encoder is merged this writes the stream's stored form: one
/// uncompressed `bvx-` block (magic, u32 size, the bytes) per segment, then the `bvx$` end
/// marker. Every conforming decoder accepts it; ``AEAWriter`` stores a segment raw whenever the
/// stream is not smaller than the input, as Apple's encoder does, so today every segment ends up
/// raw and nothing else in the writer depends on how well this compresses.
enum PayloadCompression {
    /// A complete LZFSE stream that decodes to `input`.
    static func encode(_ input: [UInt8]) -> [UInt8] {
        // MERGE: replace with LZFSEEncoder.encode
        storedStream(input)
    }

    /// `bvx-` blocks (each at most `UInt32.max` bytes; segments are far smaller) then `bvx$`.
    static func storedStream(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 12)
        output += Array("bvx-".utf8)
        output += UInt32(input.count).littleEndianBytes
        output += input
        output += Array("bvx$".utf8)
        return output
    }
}
