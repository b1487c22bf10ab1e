import Foundation
import TestSupport
import Testing

@testable import Archives

/// The archive codecs on their own: ZIP, gzip and tar written and read back, DEFLATE streams other
/// tools wrote, and hostile input (truncated, corrupted, zip bombs) ending in an ``ArchiveError``
/// within the limits. Expectations: APPNOTE.TXT for ZIP, RFC 1951/1952 for DEFLATE and gzip, POSIX
/// ustar.
@Suite struct ArchiveCodecTests {
    @Test func zipTarAndGzipRoundTrip() throws {
        let entries = [
            ArchiveEntry(path: "notes/a.txt", data: Array("first\n".utf8)),
            ArchiveEntry(path: "b.json", data: Array("{\"k\":1}".utf8)),
        ]
        #expect(try ArchiveCodec.extract(ArchiveCodec.zip(entries), maximumBytes: 1 << 20) == entries)
        #expect(try ArchiveCodec.extract(ArchiveCodec.tar(entries), maximumBytes: 1 << 20) == entries)
        let gzip = ArchiveCodec.gzip(entries[0].data)
        #expect(try ArchiveCodec.extract(gzip, maximumBytes: 1 << 20).map(\.data) == [entries[0].data])
        #expect(throws: ArchiveError(.notAnArchive, offset: 0)) {
            _ = try ArchiveCodec.extract(Array("plain".utf8), maximumBytes: 1 << 20)
        }
    }

    /// A ZIP written by Python's `zipfile` with DEFLATE (method 8): `notes/a.txt` (596 bytes,
    /// fixed Huffman codes) and `b.json`.
    static let pythonZip = """
        UEsDBBQAAAAIAHtSel2j6rS0XgAAAFQCAAALAAAAbm90ZXMvYS50eHQLzsgvKkkuLSlWKCrNK1bIT0tTKMlIVUhJLctMTtVTCKZIOgTIL\
        izNTM5WSCrKL89TSMuvUMgqzS0AqixLLQIrzUmsqlRIyU9XMDA0MjYxNTO3sNTjoszWUUcNsKMAUEsDBBQAAAAIAHtSel2Za2GdEAAAAA4\
        AAAAGAAAAYi5qc29uq1bKVrJSiDbUMdIxjq0FAFBLAQIUAxQAAAAIAHtSel2j6rS0XgAAAFQCAAALAAAAAAAAAAAAAACAAQAAAABub3Rlcy\
        9hLnR4dFBLAQIUAxQAAAAIAHtSel2Za2GdEAAAAA4AAAAGAAAAAAAAAAAAAACAAYcAAABiLmpzb25QSwUGAAAAAAIAAgBtAAAAuwAAAAAA
        """

    @Test func aDeflatedZipFromAnotherToolExtracts() throws {
        let entries = try ArchiveCodec.extract([UInt8](Data(base64Encoded: Self.pythonZip)!), maximumBytes: 1 << 20)
        let line =
            String(repeating: "Shortcuts runs off the device. ", count: 3)
            + "The quick brown fox jumps over the lazy dog 0123456789.\n"
        #expect(
            entries == [
                ArchiveEntry(path: "notes/a.txt", data: Array(String(repeating: line, count: 4).utf8)),
                ArchiveEntry(path: "b.json", data: Array("{\"k\": [1,2,3]}".utf8)),
            ])
    }

    /// Raw DEFLATE with dynamic Huffman codes (zlib level 9 over 300 NATO words).
    @Test func dynamicHuffmanBlocksDecode() throws {
        let stream = """
            7c+xFYMwDEXRVbSaMAIrli0iZAKZPjk4sEIaN796v7goS0SI6iSga0CDV+Q10QEjiSMkFoWVyQzhXaXCrDL9yo2Dq0GIaMLUUtNMCgeWRNTaohvl\
            gQxq4Ukt3/2jftcdnpUGCtdn0t1NHTInui+D4abAZWS88t3wAApRW+lYZgU8Na1bcMEbc4bCGS8Ldnd3d3d3d3d3/8P9AQ==
            """
        let words = """
            alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec \
            romeo sierra tango uniform victor whiskey xray yankee zulu
            """.split(separator: " ")
        let expected = (0..<300).map { words[($0 * 7 + $0 / 3) % 26] }.joined(separator: " ")
        let bytes = [UInt8](Data(base64Encoded: stream)!)
        #expect(bytes[0] >> 1 & 3 == 2)  // BTYPE 2: dynamic codes
        let (decoded, consumed) = try Inflate.decode(bytes, maximumBytes: 1 << 20)
        #expect(String(decoding: decoded, as: UTF8.self) == expected)
        #expect(consumed == bytes.count)
        #expect(CRC32.checksum(decoded) == 1_480_872_931)  // Python's zlib.crc32 of the text
    }

    @Test func truncatedArchivesFailWithTheirOffset() throws {
        let zip = [UInt8](Data(base64Encoded: Self.pythonZip)!)
        for length in [3, 10, 29, 40, 60, 100] {
            let cut = Array(zip[..<length])
            #expect(throws: ArchiveError.self) { _ = try ArchiveCodec.extract(cut, maximumBytes: 1 << 20) }
        }
        let tar = ArchiveCodec.tar([ArchiveEntry(path: "a.txt", data: Array(repeating: 65, count: 600))])
        #expect(throws: ArchiveError(.truncated, offset: 700)) {
            _ = try ArchiveCodec.extract(Array(tar[..<700]), maximumBytes: 1 << 20)
        }
    }

    /// Found by the `archive` fuzz target: a damaged entry whose name holds a line break made a
    /// two-line description.
    @Test func descriptionsQuotingANameStayOnOneLine() {
        var zip = ArchiveCodec.zip([ArchiveEntry(path: "a\nb.txt", data: Array("hello".utf8))])
        zip[30 + 7] ^= 0xFF  // first byte of the stored data
        #expect(throws: ArchiveError(.corrupt("the CRC of “a\nb.txt” does not match"), offset: 14)) {
            _ = try ArchiveCodec.extract(zip, maximumBytes: 1 << 20)
        }
        let error = ArchiveError(.corrupt("the CRC of “a\nb.txt” does not match"), offset: 14)
        #expect(error.description == #"the archive is damaged at byte 14: the CRC of “a\nb.txt” does not match"#)
        #expect(CodecError(.corrupt("the \r\n chunk"), offset: 8).description == #"the \r\n chunk (at byte 8)"#)
    }

    /// Sizes claimed past the data are refused before anything is copied: a stored ZIP entry
    /// claiming 4 GiB, a tar entry claiming 8 GiB (its header checksum made right).
    @Test func hugeClaimedSizesAreTruncationNotAllocation() throws {
        var zip = ArchiveCodec.zip([ArchiveEntry(path: "a.txt", data: Array("hello".utf8))])
        zip.replaceSubrange(18..<22, with: [0xFF, 0xFF, 0xFF, 0xFF])  // compressed size
        #expect(throws: ArchiveError(.truncated, offset: zip.count)) {
            _ = try ArchiveCodec.extract(zip, maximumBytes: 1 << 20)
        }
        var tar = ArchiveCodec.tar([ArchiveEntry(path: "a.txt", data: Array("hello".utf8))])
        tar.replaceSubrange(124..<136, with: Array("77777777777\0".utf8))
        tar.replaceSubrange(148..<156, with: [UInt8](repeating: 32, count: 8))
        let sum = tar[0..<512].reduce(0) { $0 + Int($1) }
        tar.replaceSubrange(148..<156, with: Array((String(sum, radix: 8).leftPadded(to: 6) + "\0 ").utf8))
        #expect(throws: ArchiveError(.truncated, offset: tar.count)) {
            _ = try ArchiveCodec.extract(tar, maximumBytes: 1 << 20)
        }
    }

    @Test func aCorruptedEntryIsCaughtByItsChecksum() throws {
        var zip = ArchiveCodec.zip([ArchiveEntry(path: "a.txt", data: Array("hello".utf8))])
        zip[30 + 5] ^= 0xFF  // first byte of the stored data
        #expect(throws: ArchiveError(.corrupt("the CRC of “a.txt” does not match"), offset: 14)) {
            _ = try ArchiveCodec.extract(zip, maximumBytes: 1 << 20)
        }
        var tar = ArchiveCodec.tar([ArchiveEntry(path: "a.txt", data: Array("hello".utf8))])
        tar[0] = UInt8(ascii: "b")
        #expect(throws: ArchiveError(.corrupt("a tar header checksum fails"), offset: 148)) {
            _ = try ArchiveCodec.extract(tar, maximumBytes: 1 << 20)
        }
    }

    /// A zip bomb in miniature: 10 MB of zeros deflate to a few kilobytes; the reader stops at
    /// its limit instead of expanding them.
    @Test func expansionStopsAtTheLimit() throws {
        // Fixed-Huffman stream: one literal 0, then length-258 copies at distance 1, repeated.
        var writer = DeflateBitWriter()
        writer.write(1, 1)  // final block
        writer.write(1, 2)  // fixed codes
        writer.writeReversed(0b0011_0000, 8)  // literal 0
        for _ in 0..<40_000 {
            writer.writeReversed(0b1100_0101, 8)  // length code 285 (258)
            writer.writeReversed(0, 5)  // distance code 0 (1)
        }
        writer.writeReversed(0, 7)  // end of block
        #expect(throws: ArchiveError.self) { _ = try Inflate.decode(writer.bytes, maximumBytes: 1_000_000) }
        let (all, _) = try Inflate.decode(writer.bytes, maximumBytes: 20_000_000)
        #expect(all.count == 1 + 40_000 * 258)
    }

    @Test func randomBytesNeverCrashTheReader() {
        var generator = SystemRandomNumberGenerator()
        let started = ContinuousClock.now
        for round in 0..<2_000 {
            var bytes = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            // Half of them start like a real archive, so the parsers get past the magic.
            switch round % 4 {
            case 0: bytes = [0x50, 0x4B, 0x03, 0x04] + bytes
            case 1: bytes = [0x1F, 0x8B, 8, 0] + bytes
            default: break
            }
            _ = try? ArchiveCodec.extract(bytes, maximumBytes: 1 << 20)
            _ = try? Inflate.decode(bytes, maximumBytes: 1 << 20)
        }
        #expect(ContinuousClock.now - started < .seconds(20))
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
