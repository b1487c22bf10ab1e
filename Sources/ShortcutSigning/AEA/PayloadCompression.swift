import LZFSE

/// Compresses one AEA segment into a complete LZFSE stream with the project's encoder
/// (``LZFSEEncoder``: LZVN, FSE or stored blocks, then `bvx$`).
///
/// ``AEAWriter`` stores a segment raw whenever the stream is not smaller than its input, as
/// Apple's encoder does.
enum PayloadCompression {
    /// A complete LZFSE stream that decodes to `input`.
    static func encode(_ input: [UInt8]) -> [UInt8] {
        LZFSEEncoder.encode(input)
    }
}
