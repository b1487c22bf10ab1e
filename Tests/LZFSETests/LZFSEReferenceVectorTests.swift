import LZFSE
import Testing

/// Streams made by the reference encoder decode to the exact originals (see ``ReferenceFixtures``).
@Suite("LZFSE reference vectors")
struct LZFSEReferenceVectorTests {
    static let vectors: [(name: String, stream: [UInt8], original: [UInt8], magic: String)] = [
        ("prose", ReferenceFixtures.proseStream, Array(ReferenceFixtures.prose.utf8), "bvxn"),
        ("plist", ReferenceFixtures.plistStream, ReferenceFixtures.plistText(), "bvx2"),
        ("runs", ReferenceFixtures.runsStream, ReferenceFixtures.runsText(), "bvx2"),
        ("shortRuns", ReferenceFixtures.shortRunsStream, ReferenceFixtures.shortRunsText(), "bvxn"),
        ("tiny", ReferenceFixtures.tinyStream, ReferenceFixtures.tinyText, "bvx-"),
        (
            "zeros", ReferenceFixtures.zeros1mStream, [UInt8](repeating: 0, count: ReferenceFixtures.zeroMebibyteSize),
            "bvx2"
        ),
    ]

    @Test("reference-encoded streams decode to their originals", arguments: 0..<vectors.count)
    func decodesReferenceVector(index: Int) throws {
        let vector = Self.vectors[index]
        #expect(String(decoding: vector.stream.prefix(4), as: UTF8.self) == vector.magic, "\(vector.name)")
        let decoded = try LZFSEDecoder().decompress(vector.stream)
        #expect(decoded.count == vector.original.count, "\(vector.name)")
        #expect(decoded == vector.original, "\(vector.name)")
    }

    @Test("the fixtures stay small")
    func fixturesAreSmall() {
        let total = Self.vectors.reduce(0) { $0 + $1.stream.count }
        #expect(total > 0 && total < 20_000)
    }

    @Test("the raw-pointer entry point agrees with the array one")
    func unsafeBufferEntryPoint() throws {
        let stream = ReferenceFixtures.plistStream
        let viaPointer = try stream.withUnsafeBytes { try LZFSEDecoder().decompress($0) }
        #expect(viaPointer == ReferenceFixtures.plistText())
    }

    @Test("bytes after the end-of-stream block are ignored")
    func trailingBytesIgnored() throws {
        let decoded = try LZFSEDecoder().decompress(ReferenceFixtures.proseStream + [1, 2, 3, 4, 5])
        #expect(decoded == Array(ReferenceFixtures.prose.utf8))
    }
}
