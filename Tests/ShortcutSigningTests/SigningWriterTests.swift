import Crypto
import Foundation
import LZFSE
import PropertyList
import Testing

@testable import ShortcutSigning

@Suite("Signing writers")
struct SigningWriterTests {
    @Test("a payload spanning two clusters is laid out, decoded and authenticated segment by segment")
    func multiClusterRoundTrip() async throws {
        let pki = try TestPKI()
        let authData = TestPKI.icloudAuthData([try TestPKI.der(pki.leaf), try TestPKI.der(pki.intermediate)])
        var generator = SystemRandomNumberGenerator()
        let payload = (0..<(33 * 0x4000 + 123)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let writer = AEAWriter(segmentSize: 0x4000, segmentsPerCluster: 32)
        let data = try writer.write(payload: payload, authData: authData, signingKey: pki.leafKey)
        let container = try AEAContainer(data: data)
        #expect(container.clusters.count == 2)
        #expect(container.segments.count == 34)
        #expect(container.rootHeader.containerSize == UInt64(data.count))
        #expect(try container.decodePayload(maximumSize: 1 << 30) == payload)
        // The payload is random bytes, not an archive: every cryptographic check passes, only
        // the archive step fails.
        let report = await SignatureVerifier(trustRoots: TrustRoots()).verify(data)
        let passed = report.checks.filter { $0.status == .passed }.map(\.name)
        #expect(passed.contains("prologue signature"))
        #expect(passed.contains("MAC chain (root header, 2 cluster(s), 34 segment(s))"), "\(report.checks)")
        #expect(passed.contains("segment checksums"))
        #expect(report.checks.filter { $0.status == .failed }.map(\.name) == ["payload"])
    }

    @Test("segment size and segments per cluster below the format's minimums are refused")
    func minimums() throws {
        let key = P256.Signing.PrivateKey()
        #expect(throws: SigningError.self) {
            try AEAWriter(segmentSize: 0x1000).write(payload: [1], authData: [], signingKey: key)
        }
        #expect(throws: SigningError.self) {
            try AEAWriter(segmentsPerCluster: 8).write(payload: [1], authData: [], signingKey: key)
        }
    }

    @Test("segment streams decode to their input; compressible segments are stored compressed, others raw")
    func compressionStream() throws {
        for size in [0, 1, 7, 4_096, 100_000] {
            let input = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let stream = PayloadCompression.encode(input)
            #expect(stream.suffix(4).elementsEqual("bvx$".utf8))
            #expect(try LZFSEDecoder(maximumOutputSize: size).decompress(stream) == input)
        }
        let pki = try TestPKI()
        let text = [UInt8](repeating: 7, count: 5_000)
        let compressed = try #require(
            try AEAContainer(data: AEAWriter().write(payload: text, authData: [], signingKey: pki.leafKey)).segments
                .first)
        #expect(!compressed.isRaw && compressed.storedSize < 1_000)
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let container = try AEAContainer(data: AEAWriter().write(payload: noise, authData: [], signingKey: pki.leafKey))
        let raw = try #require(container.segments.first)
        #expect(raw.isRaw && raw.storedSize == 5_000)
        #expect(try container.decodePayload(maximumSize: 1 << 20) == noise)
    }

    @Test("archive entries round-trip through the reader with every field kind")
    func archiveRoundTrip() throws {
        var writer = AppleArchiveWriter()
        try writer.append([
            .init("TYP", .integer(UInt64(UInt8(ascii: "F")))), .init("PAT", .string(Array("a/b".utf8))),
            .init("MOD", .integer(0o644)), .init("SIZ", .integer(1 << 40)), .init("XYZ", .flag),
            .init("SH2", .digest([UInt8](repeating: 9, count: 32))),
            .init("MTM", .timestamp(seconds: 1_700_000_000, nanoseconds: 5)), .init("DAT", .blob([1, 2, 3])),
        ])
        try writer.append([.init("TYP", .integer(UInt64(UInt8(ascii: "D")))), .init("PAT", .string([]))])
        let archive = try AppleArchive(bytes: writer.bytes)
        #expect(archive.entries.count == 2)
        let entry = archive.entries[0]
        #expect(entry.fields.map(\.key) == ["TYP", "PAT", "MOD", "SIZ", "XYZ", "SH2", "MTM", "DAT"])
        #expect(entry.field("MOD") == .integer(0o644))
        #expect(entry.field("SIZ") == .integer(1 << 40))
        #expect(entry.field("MTM") == .timestamp(seconds: 1_700_000_000, nanoseconds: 5))
        #expect(archive.fileData(atPath: "a/b").map(Array.init) == [1, 2, 3])
        #expect(archive.entries[1].path == "")
    }

    @Test("impossible archive fields are refused with the entry named")
    func archiveErrors() {
        var writer = AppleArchiveWriter()
        #expect(throws: SigningError.self) { try writer.append([.init("TOOLONG", .flag)]) }
        #expect(throws: SigningError.self) { try writer.append([.init("SH2", .digest([1, 2, 3]))]) }
        #expect(throws: SigningError.self) {
            try writer.append([.init("PAT", .string([UInt8](repeating: 65, count: 70_000)))])
        }
        #expect(writer.bytes.isEmpty)
    }

    @Test("the standard shortcut archive has Apple's two entries, modes and field order")
    func standardLayout() throws {
        let workflow = TestArchive.workflow
        let bytes = try ShortcutArchiveLayout.standard(modificationTime: Date(timeIntervalSince1970: 1_700_000_000.25))
            .archive(workflow: workflow)
        let archive = try AppleArchive(bytes: bytes)
        #expect(archive.entries.map(\.type) == ["D", "F"])
        #expect(archive.entries[0].field("MOD") == .integer(0o755))
        #expect(archive.entries[1].field("MOD") == .integer(0o644))
        #expect(archive.entries[1].field("MTM") == .timestamp(seconds: 1_700_000_000, nanoseconds: 250_000_000))
        #expect(archive.fileData(atPath: SignedShortcut.workflowPath).map(Array.init) == workflow)
        #expect(ArchiveShape(bytes).entries[1].last?.key == "DAT")
    }

    @Test("the in-memory writer signs binary, XML and JSON plists and re-signs a signed file")
    func inputKinds() async throws {
        let pki = ContactTestPKI.shared
        let writer = SignedShortcutWriter(identity: pki.identity)
        let value: PropertyListValue = ["WFWorkflowActions": [], "WFWorkflowName": "Hello"]
        let inputs = [
            BinaryPropertyListWriter().write(value), try XMLPropertyListWriter().write(value),
            Data(#"{"WFWorkflowActions": [], "WFWorkflowName": "Hello"}"#.utf8),
        ]
        for input in inputs {
            let signed = try writer.sign(input)
            let shortcut = try SignedShortcut(data: signed)
            #expect(try BinaryPropertyListReader().read(shortcut.workflowData).isEquivalent(to: value))
            let resigned = try writer.sign(signed)
            #expect(try SignedShortcut(data: resigned).archive.bytes == shortcut.archive.bytes)
            let report = await SignatureVerifier(trustRoots: pki.trustRoots).verify(resigned)
            #expect(report.verdict == .userTrusted, "\(report.problems)")
        }
        #expect(throws: SigningError.self) { try writer.sign(Data("hello".utf8)) }
        #expect(throws: SigningError.self) { try writer.sign(Data("bplist00garbage".utf8)) }
    }
}

/// The structure of an archive as raw header fields: key and subtype per field, per entry.
struct ArchiveShape: Equatable, CustomStringConvertible {
    struct Field: Equatable {
        var key: String
        var subtype: Character
    }

    var entries: [[Field]] = []

    init(_ bytes: [UInt8]) {
        guard let archive = try? AppleArchive(bytes: bytes) else { return }
        for entry in archive.entries {
            var fields: [Field] = []
            var cursor = entry.offset + 6
            let end = entry.offset + (Int(bytes[entry.offset + 4]) | Int(bytes[entry.offset + 5]) << 8)
            for field in entry.fields {
                let subtype = Character(UnicodeScalar(bytes[cursor + 3]))
                fields.append(Field(key: field.key, subtype: subtype))
                switch field.value {
                case .flag: cursor += 4
                case .integer: cursor += 4 + Int(bytes[cursor + 3] - UInt8(ascii: "0"))
                case .string(let text): cursor += 6 + text.count
                case .digest(let digest): cursor += 4 + digest.count
                case .timestamp: cursor += subtype == "S" ? 12 : 16
                case .blob: cursor += 4 + [2, 4, 8][Int(bytes[cursor + 3] - UInt8(ascii: "A"))]
                }
            }
            precondition(cursor == end)
            entries.append(fields)
        }
    }

    var description: String {
        entries.map { $0.map { "\($0.key)\($0.subtype)" }.joined(separator: " ") }.joined(separator: " | ")
    }
}
