import Foundation
import LZFSE
import TestSupport
import Testing

/// Decodes the LZFSE payload of every signed shortcut in the corpus (signed-shortcuts.md §3, §9).
@Suite("LZFSE on the signed corpus")
struct LZFSECorpusTests {
    struct Segment {
        var payloadSize: Int
        var decodedSize: Int
        var stream: [UInt8]
    }

    /// The first segment of cluster 0: header at `A + 0x13C`, data at `A + 0x495C`.
    static func firstSegment(of file: [UInt8]) throws -> Segment {
        func u32(_ offset: Int) throws -> Int {
            try #require(offset + 4 <= file.count, "file ends at \(file.count), needed \(offset + 4)")
            return (0..<4).reduce(0) { $0 | Int(file[offset + $1]) << (8 * $1) }
        }
        let authSize = try u32(8)
        let payloadSize = try u32(authSize + 0xEC) | (try u32(authSize + 0xF0)) << 32
        let decodedSize = try u32(authSize + 0x13C)
        let storedSize = try u32(authSize + 0x140)
        let start = authSize + 0x495C
        try #require(start + storedSize <= file.count)
        return Segment(
            payloadSize: payloadSize, decodedSize: decodedSize,
            stream: Array(file[start..<start + storedSize]))
    }

    @Test(
        "every signed corpus file's payload decodes to its Apple Archive",
        .enabled(if: Corpus.runs))
    func everySignedFile() throws {
        let entries = try Corpus.entries(kinds: ["signed"])
        let folder = Corpus.root.appendingPathComponent("signed")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".shortcut")
        }
        #expect(entries.count == onDisk.count, "manifest and folder list the same signed files")
        #expect(entries.count == 110)

        var blockKinds: [String: Int] = [:]
        for entry in entries {
            let file = [UInt8](try entry.data())
            let segment = try Self.firstSegment(of: file)
            #expect(segment.decodedSize == segment.payloadSize, "\(entry.file): one segment holds the payload")
            let decoded = try LZFSEDecoder().decompress(segment.stream)
            #expect(decoded.count == segment.payloadSize, "\(entry.file)")
            #expect(decoded.starts(with: Array("AA01".utf8)), "\(entry.file)")
            #expect(Self.archiveEntriesEnd(decoded) == decoded.count, "\(entry.file): archive entries span the payload")
            blockKinds[String(decoding: segment.stream.prefix(4), as: UTF8.self), default: 0] += 1
        }
        // signed-shortcuts.md §6.7: 83 LZVN segments, 27 starting with bvx2.
        #expect(blockKinds == ["bvxn": 83, "bvx2": 27])
    }

    /// Walks the `AA01` entries (header size, then blob sizes from `…A`/`…B`/`…C` fields) and
    /// returns where the last one ends; a mis-decoded payload cannot line up exactly.
    static func archiveEntriesEnd(_ archive: [UInt8]) -> Int? {
        func uint(_ at: Int, _ size: Int) -> Int? {
            guard at + size <= archive.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(archive[at + $1]) << (8 * $1) }
        }
        var offset = 0
        while offset < archive.count {
            guard archive[offset..<min(offset + 4, archive.count)].elementsEqual("AA01".utf8),
                let headerSize = uint(offset + 4, 2), headerSize >= 6
            else { return nil }
            var field = offset + 6
            var blobs = 0
            while field < offset + headerSize {
                guard field + 4 <= archive.count else { return nil }
                let subtype = archive[field + 3]
                field += 4
                switch subtype {
                case UInt8(ascii: "*"): break
                case UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "4"), UInt8(ascii: "8"):
                    field += Int(subtype - UInt8(ascii: "0"))
                case UInt8(ascii: "P"):
                    guard let length = uint(field, 2) else { return nil }
                    field += 2 + length
                case UInt8(ascii: "F"): field += 4
                case UInt8(ascii: "G"): field += 20
                case UInt8(ascii: "H"): field += 32
                case UInt8(ascii: "I"): field += 48
                case UInt8(ascii: "J"): field += 64
                case UInt8(ascii: "S"): field += 8
                case UInt8(ascii: "T"): field += 12
                case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"):
                    let size = subtype == UInt8(ascii: "A") ? 2 : subtype == UInt8(ascii: "B") ? 4 : 8
                    guard let blob = uint(field, size) else { return nil }
                    blobs += blob
                    field += size
                default: return nil
                }
            }
            guard field == offset + headerSize else { return nil }
            offset += headerSize + blobs
        }
        return offset == archive.count ? offset : nil
    }
}
