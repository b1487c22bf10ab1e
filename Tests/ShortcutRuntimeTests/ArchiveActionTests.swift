import Foundation
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Make Archive and Extract Archive, and the archive reader under hostile input. Expectations:
/// the Shortcuts User Guide's Make Archive / Extract Archive (files in, one archive out, and
/// back), the catalog's `WFArchiveFormat` values (`.zip`, `.tar.gz`, `.tar`, `.gz`, …), and the
/// formats' specifications (APPNOTE.TXT for ZIP, RFC 1951/1952 for DEFLATE and gzip, POSIX ustar).
@Suite struct ArchiveActionTests {
    static let notes = RuntimeValue.file(RuntimeFile(name: "notes.txt", type: "txt", data: Data("first\n".utf8)))
    static let data = RuntimeValue.file(RuntimeFile(name: "data.json", type: "json", data: Data("{\"k\":1}".utf8)))

    /// Archives the two files in `format`, extracts the archive again, and returns both outputs.
    func roundTrip(_ format: String) async throws -> (archive: RuntimeValue, files: RuntimeValue) {
        let result = try await run(input: .list([Self.notes, Self.data])) { s in
            s.add(act("makezip", ["WFZIPName": "Backup", "WFArchiveFormat": Value(.string(format))]))
            s.add(act("unzip"))
        }
        return (result.trace[0].output, result.output)
    }

    @Test(arguments: [".zip", ".tar", ".tar.gz"])
    func archivesExtractToTheSameFiles(format: String) async throws {
        let (archive, files) = try await roundTrip(format)
        guard case .file(let file) = archive else {
            Issue.record("not a file: \(archive)")
            return
        }
        #expect(file.name == "Backup" + format)
        #expect(files == .list([Self.notes, Self.data]))
    }

    @Test func aZipIsReadableByTheFormatsMarkers() async throws {
        let (archive, _) = try await roundTrip(".zip")
        guard case .file(let file) = archive else { return }
        let bytes = [UInt8](file.data)
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))  // local file header
        // The end-of-central-directory record lists two entries.
        let end = bytes.count - 22
        #expect(Array(bytes[end..<end + 4]) == [0x50, 0x4B, 0x05, 0x06])
        #expect(bytes[end + 10] == 2)
    }

    @Test func aGzipHoldsOneFileNamedAfterIt() async throws {
        let result = try await run(input: Self.notes) { s in
            s.add(act("makezip", ["WFArchiveFormat": ".gz"]))
            s.add(act("unzip"))
        }
        guard case .file(let gz) = result.trace[0].output else {
            Issue.record("no archive")
            return
        }
        #expect(gz.name == "notes.txt.gz")
        #expect(result.output == Self.notes)
    }

    @Test func formatsWithoutACompressorFailNamingTheFormat() async throws {
        let error = try await failure(input: Self.notes) { s in
            s.add(act("makezip", ["WFArchiveFormat": ".tar.bz2"]))
        }
        #expect(error?.message.contains(".tar.bz2") == true)
    }

    // MARK: Reading archives other tools wrote

    /// A ZIP written by Python's `zipfile` with DEFLATE (method 8): `notes/a.txt` (596 bytes,
    /// fixed Huffman codes) and `b.json`.
    static let pythonZip = """
        UEsDBBQAAAAIAHtSel2j6rS0XgAAAFQCAAALAAAAbm90ZXMvYS50eHQLzsgvKkkuLSlWKCrNK1bIT0tTKMlIVUhJLctMTtVTCKZIOgTIL\
        izNTM5WSCrKL89TSMuvUMgqzS0AqixLLQIrzUmsqlRIyU9XMDA0MjYxNTO3sNTjoszWUUcNsKMAUEsDBBQAAAAIAHtSel2Za2GdEAAAAA4\
        AAAAGAAAAYi5qc29uq1bKVrJSiDbUMdIxjq0FAFBLAQIUAxQAAAAIAHtSel2j6rS0XgAAAFQCAAALAAAAAAAAAAAAAACAAQAAAABub3Rlcy\
        9hLnR4dFBLAQIUAxQAAAAIAHtSel2Za2GdEAAAAA4AAAAGAAAAAAAAAAAAAACAAYcAAABiLmpzb25QSwUGAAAAAAIAAgBtAAAAuwAAAAAA
        """

    @Test func aDeflatedZipFromAnotherToolExtracts() async throws {
        let zip = RuntimeFile(name: "py.zip", type: "zip", data: Data(base64Encoded: Self.pythonZip)!)
        let files = try await output(input: .file(zip)) { s in s.add(act("unzip")) }
        let line =
            String(repeating: "Shortcuts runs off the device. ", count: 3)
            + "The quick brown fox jumps over the lazy dog 0123456789.\n"
        #expect(
            files
                == .list([
                    .file(RuntimeFile(name: "a.txt", type: "txt", data: Data(String(repeating: line, count: 4).utf8))),
                    .file(RuntimeFile(name: "b.json", type: "json", data: Data("{\"k\": [1,2,3]}".utf8))),
                ]))
    }

    @Test func aGzipFromAnotherToolExtracts() async throws {
        // `gzip.compress(b"gzip body\n" * 20, mtime=0)` in Python.
        let gz = RuntimeFile(
            name: "body.txt.gz", type: "gz", data: Data(base64Encoded: "H4sIAAAAAAACA0uvyixQSMpPqeRKH9IsAJSrBbzIAAAA")!)
        let files = try await output(input: .file(gz)) { s in s.add(act("unzip")) }
        #expect(
            files
                == .file(
                    RuntimeFile(
                        name: "body.txt", type: "txt", data: Data(String(repeating: "gzip body\n", count: 20).utf8))))
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

    // MARK: Hostile archives

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
        var writer = BitWriter()
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

    @Test func extractingSomethingElseFailsNamingTheAction() async throws {
        let error = try await failure(input: .file(RuntimeFile(name: "x.bin", type: "bin", data: Data([1, 2, 3])))) {
            s in s.add(act("unzip"))
        }
        #expect(error?.identifier == "is.workflow.actions.unzip")
        #expect(error?.message.contains("not a ZIP, gzip or tar archive") == true)
        let text = try await failure(input: .text("plain")) { s in s.add(act("unzip")) }
        #expect(text?.message.contains("not an archive file") == true)
    }
}

/// Writes DEFLATE's bit stream for the hostile-input tests: `write` puts a value's bits
/// least-significant first (header fields, extra bits), `writeReversed` a Huffman code most-significant first.
struct BitWriter {
    var bytes: [UInt8] = []
    private var bit = 0

    mutating func write(_ value: Int, _ count: Int) {
        for index in 0..<count { append((value >> index) & 1) }
    }

    mutating func writeReversed(_ code: Int, _ count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { append((code >> index) & 1) }
    }

    private mutating func append(_ value: Int) {
        if bit == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(value << bit)
        bit = (bit + 1) % 8
    }
}
