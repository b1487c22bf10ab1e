import Crypto
import Foundation

@testable import ShortcutSigning

/// Builds attack fixtures with the real ``AEAWriter`` (never copied from the corpus), exposing its
/// internal segment-level entry point so tests can write what the public API refuses: odd
/// checksum kinds, lying decoded sizes, tiny clusters — exactly what a forger with a key could do.
struct TestAEAWriter {
    typealias Segment = AEAWriter.Segment

    var authData: [UInt8]
    var signingKey: P256.Signing.PrivateKey
    var segmentSize: UInt32 = 0x10_0000
    var segmentsPerCluster: UInt32 = 256
    var compression: UInt8 = UInt8(ascii: "e")
    var checksum: UInt8 = 2

    /// Splits `payload` into raw segments of `segmentSize` bytes and writes the container.
    func write(rawPayload payload: [UInt8]) throws -> Data {
        var segments: [Segment] = []
        var start = 0
        while start < payload.count {
            let end = min(payload.count, start + Int(segmentSize))
            segments.append(.raw(Array(payload[start..<end])))
            start = end
        }
        return try write(segments: segments)
    }

    func write(segments: [Segment], declaredPayloadSize: UInt64? = nil) throws -> Data {
        try AEAWriter(segmentSize: segmentSize, segmentsPerCluster: segmentsPerCluster).write(
            segments: segments, authData: authData, signingKey: signingKey, compression: compression,
            checksum: checksum,
            declaredPayloadSize: declaredPayloadSize)
    }

    /// Re-signs an existing file's prologue with `key`, leaving everything else untouched.
    static func resign(_ data: Data, with key: P256.Signing.PrivateKey) throws -> Data {
        var file = [UInt8](data)
        let authSize = Int(file[8]) | Int(file[9]) << 8 | Int(file[10]) << 16 | Int(file[11]) << 24
        try AEAWriter.sign(&file, signatureOffset: 12 + authSize, prologueEnd: authSize + 0x13C, with: key)
        return Data(file)
    }
}

func le32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
func le64(_ value: UInt64) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
func randomBytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255) } }
