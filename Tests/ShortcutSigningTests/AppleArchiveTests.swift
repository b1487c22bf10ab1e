import Foundation
import ShortcutSigning
import Testing

@Suite("Apple Archive")
struct AppleArchiveTests {
    @Test("the two-entry Shortcuts archive yields the directory and the workflow blob")
    func shortcutArchive() throws {
        let workflow = Array("bplist00 pretend".utf8)
        let archive = try AppleArchive(bytes: TestArchive.shortcut(workflow: workflow))
        #expect(archive.entries.count == 2)
        #expect(archive.entries[0].type == "D")
        #expect(archive.entries[0].path == "")
        #expect(archive.entries[1].type == "F")
        #expect(archive.entries[1].path == "Shortcut.wflow")
        #expect(archive.entries[1].field("MOD") == .integer(0o644))
        #expect(archive.entries[1].field("MTM") == .timestamp(seconds: 0x0101_0101_0101_0101, nanoseconds: 0x0101_0101))
        #expect(archive.fileData(atPath: "Shortcut.wflow").map(Array.init) == workflow)
        #expect(archive.fileData(atPath: "shortcut.wflow") == nil)  // exact match only
        #expect(archive.fileData(atPath: "") == nil)  // the directory is not a file
    }

    @Test("every subtype is sized correctly; unknown keys are kept; YAA1 is accepted")
    func allSubtypes() throws {
        let fields: [[UInt8]] = [
            TestArchive.field("TYP", "1", [UInt8(ascii: "F")]),
            TestArchive.field("FLG", "*"),
            TestArchive.field("UID", "2", [0x34, 0x12]),
            TestArchive.field("GID", "4", [1, 0, 0, 0]),
            TestArchive.field("INO", "8", [1, 2, 3, 4, 5, 6, 7, 8]),
            TestArchive.string("PAT", "a/b"),
            TestArchive.field("CKS", "F", [1, 2, 3, 4]),
            TestArchive.field("SH1", "G", [UInt8](repeating: 7, count: 20)),
            TestArchive.field("SH2", "H", [UInt8](repeating: 8, count: 32)),
            TestArchive.field("SH3", "I", [UInt8](repeating: 9, count: 48)),
            TestArchive.field("SH5", "J", [UInt8](repeating: 10, count: 64)),
            TestArchive.field("BTM", "S", [5, 0, 0, 0, 0, 0, 0, 0]),
            TestArchive.field("XAT", "A", [2, 0]),
            TestArchive.field("ZZZ", "C", [3, 0, 0, 0, 0, 0, 0, 0]),
            TestArchive.field("DAT", "B", [1, 0, 0, 0]),
        ]
        let bytes = TestArchive.entry(fields, blobs: [[0xAA, 0xBB], [1, 2, 3], [0xFF]], magic: "YAA1")
        let archive = try AppleArchive(bytes: bytes)
        let entry = try #require(archive.entries.first)
        #expect(entry.fields.count == fields.count)
        #expect(entry.field("FLG") == .flag)
        #expect(entry.field("UID") == .integer(0x1234))
        #expect(entry.field("INO") == .integer(0x0807_0605_0403_0201))
        #expect(entry.path == "a/b")
        #expect(entry.field("SH5") == .digest([UInt8](repeating: 10, count: 64)))
        #expect(entry.field("BTM") == .timestamp(seconds: 5, nanoseconds: 0))
        guard case .blob(let xat)? = entry.field("XAT"), case .blob(let zzz)? = entry.field("ZZZ") else {
            Issue.record("blobs missing")
            return
        }
        #expect(Array(bytes[xat]) == [0xAA, 0xBB])
        #expect(Array(bytes[zzz]) == [1, 2, 3])
        #expect(archive.fileData(atPath: "a/b").map(Array.init) == [0xFF])
    }

    @Test("malformed archives fail with the offset of the bad part")
    func errors() throws {
        let good = TestArchive.shortcut(workflow: Array("bplist00".utf8))
        let secondEntry =
            TestArchive.shortcut(workflow: []).count
            - TestArchive.entry([
                TestArchive.field("TYP", "1", [UInt8(ascii: "F")]), TestArchive.string("PAT", "Shortcut.wflow"),
                TestArchive.field("MOD", "2", [0xA4, 0x01]),
                TestArchive.field("MTM", "T", [UInt8](repeating: 1, count: 12)),
                TestArchive.field("DAT", "B", le32(0)),
            ]).count

        var badMagic = good
        badMagic[secondEntry] = UInt8(ascii: "X")
        #expect(throws: AppleArchiveError(.badMagic, offset: secondEntry)) { try AppleArchive(bytes: badMagic) }

        let unknown = TestArchive.entry([TestArchive.field("TYP", "1", [1]), TestArchive.field("ABC", "Q", [0])])
        #expect(throws: AppleArchiveError(.unknownSubtype(key: "ABC", subtype: UInt8(ascii: "Q")), offset: 11)) {
            try AppleArchive(bytes: unknown)
        }

        let truncatedBlob = Array(good.dropLast(3))
        #expect(throws: AppleArchiveError.self) { try AppleArchive(bytes: truncatedBlob) }
        // Every prefix fails, except the one ending exactly after the first entry.
        #expect(try AppleArchive(bytes: Array(good.prefix(secondEntry))).entries.count == 1)
        for length in 1..<good.count where length != secondEntry {
            #expect(throws: AppleArchiveError.self, "prefix \(length)") {
                try AppleArchive(bytes: Array(good.prefix(length)))
            }
        }

        // A field whose value runs past the header's declared size.
        var short = TestArchive.entry([TestArchive.field("UID", "8", [1, 2, 3, 4, 5, 6, 7, 8])])
        short[4] = 10  // header claims 10 bytes: room for the key, not the value
        #expect(throws: AppleArchiveError(.truncated("UID field value"), offset: 10)) { try AppleArchive(bytes: short) }
        #expect(throws: AppleArchiveError(.badHeaderSize(3), offset: 4)) {
            try AppleArchive(bytes: Array("AA01".utf8) + [3, 0])
        }
    }

    @Test("a signed shortcut without Shortcut.wflow is an archive error")
    func missingWorkflow() throws {
        let pki = try TestPKI()
        let payload = TestArchive.entry([
            TestArchive.field("TYP", "1", [UInt8(ascii: "D")]), TestArchive.string("PAT", ""),
        ])
        let data = try pki.signedShortcut(payload: payload)
        #expect(
            throws: SignedShortcutError.archive(
                AppleArchiveError(.missingEntry("Shortcut.wflow"), offset: payload.count))
        ) {
            try SignedShortcut(data: data)
        }
    }
}
