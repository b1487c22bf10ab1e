import Foundation
import TestSupport
import Testing

@testable import LZFSE

/// The bit writer against a bit-by-bit model: every write lands LSB-first after the previous
/// one, whatever the flush points, and the padding count describes the last byte.
@Suite("Forward bit writer")
struct ForwardBitWriterTests {
    /// The bytes and padding bits of `writes` set one bit at a time.
    static func model(_ writes: [(value: UInt64, bits: Int)], zeroPrefix: Int) -> (bytes: [UInt8], paddingBits: Int) {
        var bytes = [UInt8](repeating: 0, count: zeroPrefix)
        var bitCount = 0
        for write in writes {
            for bit in 0..<write.bits {
                if bitCount % 8 == 0 { bytes.append(0) }
                bytes[bytes.count - 1] |= UInt8((write.value >> UInt64(bit)) & 1) << UInt8(bitCount % 8)
                bitCount += 1
            }
        }
        return (bytes, (8 - bitCount % 8) % 8)
    }

    @Test("random writes of 0…32 bits, flushed every 56 bits at most, match the model")
    func randomWritesMatchTheModel() {
        var generator = SplitMix64(seed: 24)
        for round in 0..<200 {
            var writes: [(value: UInt64, bits: Int)] = []
            for _ in 0..<generator.next(below: 300) {
                let bits = generator.next(below: 33)
                writes.append((bits == 0 ? 0 : generator.next() >> UInt64(64 - bits), bits))
            }
            let zeroPrefix = round % 2 == 0 ? 8 : 0
            let capacity = (writes.reduce(0) { $0 + $1.bits } + 7) / 8
            let written = ForwardBitWriter.bytes(zeroPrefix: zeroPrefix, capacity: capacity) { writer in
                var pending = 0
                for write in writes {
                    if pending + write.bits > 56 {
                        writer.flush()
                        pending = 0
                    }
                    writer.write(write.value, bitCount: write.bits)
                    pending += write.bits
                }
            }
            let expected = Self.model(writes, zeroPrefix: zeroPrefix)
            #expect(written.bytes == expected.bytes, "round \(round)")
            #expect(written.paddingBits == expected.paddingBits, "round \(round)")
        }
    }

    @Test("nothing written: only the zero prefix, no padding")
    func emptyWriter() {
        let written = ForwardBitWriter.bytes(zeroPrefix: 8, capacity: 0) { _ in }
        #expect(written.bytes == [UInt8](repeating: 0, count: 8))
        #expect(written.paddingBits == 0)
    }
}
