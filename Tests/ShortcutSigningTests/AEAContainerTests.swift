import Crypto
import Foundation
import Testing

@testable import ShortcutSigning

@Suite("AEA container")
struct AEAContainerTests {
    /// A payload spread over several clusters: 16 KiB segments, 4 segments per cluster.
    static func multiClusterFile(pki: TestPKI) throws -> (data: Data, workflow: [UInt8]) {
        var workflow = Array("bplist00".utf8)
        workflow += (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        var writer = TestAEAWriter(
            authData: TestPKI.icloudAuthData([try TestPKI.der(pki.leaf), try TestPKI.der(pki.intermediate)]),
            signingKey: pki.leafKey)
        writer.segmentSize = 0x4000
        writer.segmentsPerCluster = 4
        return (try writer.write(rawPayload: TestArchive.shortcut(workflow: workflow)), workflow)
    }

    @Test("a payload over several clusters and segments extracts and authenticates end to end")
    func multiCluster() async throws {
        let pki = try TestPKI()
        let (data, workflow) = try Self.multiClusterFile(pki: pki)
        let shortcut = try SignedShortcut(data: data)
        #expect(shortcut.container.clusters.count == 3)
        #expect(shortcut.container.segments.count == 10)
        #expect(shortcut.container.segments.last?.id == AEASegmentID(cluster: 2, index: 1))
        #expect(Array(shortcut.workflowData) == workflow)
        #expect(shortcut.kind == .icloud)

        let report = await SignatureVerifier(trustRoots: TrustRoots()).verify(data)
        #expect(report.integrity, "\(report.problems)")
        #expect(report.checks.contains { $0.name.hasPrefix("MAC chain") && $0.status == .passed })
        #expect(report.chainTrusted != true)
    }

    @Test("damage in a later cluster is caught and named (all clusters are authenticated)")
    func laterClusterTamper() async throws {
        let pki = try TestPKI()
        let (data, _) = try Self.multiClusterFile(pki: pki)
        let container = try AEAContainer(data: data)
        let target = try #require(container.segments.first { $0.id == AEASegmentID(cluster: 2, index: 0) })
        var bytes = data
        bytes[target.storedRange.lowerBound + 100] ^= 0x01
        let report = await SignatureVerifier(trustRoots: TrustRoots()).verify(bytes)
        #expect(!report.integrity)
        #expect(report.verdict == .integrityFailure)
        #expect(report.problems.contains { $0.contains("segment 2/0 MAC mismatch") })
        #expect(report.problems.contains { $0.contains("segment 2/0 checksum mismatch") })

        // The header table of cluster 1 (the decoded size of its first slot).
        var header = data
        let cluster1 = container.clusters[1]
        header[cluster1.segmentHeadersRange.lowerBound + 8] ^= 0x80  // inside the SHA-256 field
        let headerReport = await SignatureVerifier(trustRoots: TrustRoots()).verify(header)
        #expect(headerReport.problems.contains { $0.contains("cluster 1 header MAC mismatch") })
        #expect(!headerReport.integrity)
    }

    @Test("every truncation of a signed file is a clean error naming an offset inside the file")
    func everyTruncation() throws {
        let pki = try TestPKI()
        let data = try pki.signedShortcut()
        for length in 0..<data.count {
            guard let error = containerError(data.prefix(length)) else {
                Issue.record("prefix of \(length) bytes was accepted or failed outside the container")
                continue
            }
            #expect(error.offset <= length, "\(length): \(error)")
            #expect(error.description.contains("truncated"), "\(length): \(error)")
        }
    }

    @Test(
        "a truncated corpus file is reported as malformed with the offset, kind still known",
        .enabled(if: SigningTestSupport.corpusRuns))
    func truncatedCorpusFile() async throws {
        let data = try SigningTestSupport.read(SigningTestSupport.contactSample)
        let truncated = data.prefix(data.count - 1000)
        #expect(throws: SignedShortcutError.self) { try SignedShortcut(data: truncated) }
        let report = await SignatureVerifier(trustRoots: TrustRoots()).verify(truncated)
        #expect(report.verdict == .malformed)
        #expect(report.kind == .contact)
        #expect(!report.integrity)
        #expect(report.chainTrusted == nil)
        #expect(report.problems.first?.contains("truncated") == true)
        #expect(report.problems.first?.contains("byte offset") == true)
    }

    @Test("bad magic and encrypted profiles are rejected at their offsets")
    func magicAndProfile() throws {
        #expect(throws: AEAError(.badMagic, offset: 0)) { try AEAContainer(data: Data("AEA2xxxxxxxxxxxx".utf8)) }
        var data = try TestPKI().signedShortcut()
        data[4] = 1
        #expect(throws: AEAError(.encryptedProfile(1), offset: 4)) { try AEAContainer(data: data) }
        #expect(!AEAContainer.hasMagic(Data("bplist00".utf8)))
        #expect(AEAContainer.hasMagic(data))
    }

    @Test("a declared payload above the limit is refused before decoding")
    func payloadLimit() throws {
        let data = try TestPKI().signedShortcut()
        let error = try #require(containerError(data, limits: SignedShortcutLimits(maximumPayloadSize: 100)))
        #expect(
            error.reason == .payloadTooLarge(declared: try AEAContainer(data: data).rootHeader.payloadSize, limit: 100))
        #expect(error.offset == (try AEAContainer(data: data).rootHeaderRange.lowerBound))
    }

    /// An LZFSE stream (one `bvxn` block) that expands ~271× per two input bytes: a bomb.
    static func lzvnBomb(opcodePairs: Int) -> [UInt8] {
        var payload: [UInt8] = [0x40, 0x01, UInt8(ascii: "A")]  // 1 literal, then 3 bytes from distance 1
        payload.reserveCapacity(3 + opcodePairs * 2 + 8)
        for _ in 0..<opcodePairs { payload += [0xF0, 0xFF] }  // 271 bytes from the previous distance
        payload += [0x06, 0, 0, 0, 0, 0, 0, 0]  // end of stream
        let decoded = 4 + opcodePairs * 271
        return Array("bvxn".utf8) + le32(UInt32(decoded)) + le32(UInt32(payload.count)) + payload + Array("bvx$".utf8)
    }

    @Test("a decompression bomb stops at the segment's declared size with a clear error and bounded memory")
    func decompressionBomb() throws {
        let pki = try TestPKI()
        // 2 M opcode pairs would expand to ~540 MiB; the segment declares 1 MiB.
        let bomb = Self.lzvnBomb(opcodePairs: 2_000_000)
        let writer = TestAEAWriter(
            authData: TestPKI.icloudAuthData([try TestPKI.der(pki.leaf)]), signingKey: pki.leafKey)
        let data = try writer.write(segments: [
            .init(stored: bomb, decoded: [], declaredDecodedSize: 0x10_0000)
        ])
        let before = peakResidentBytes()
        let error = try #require(containerError(data))
        #expect(
            error.reason == .decompressionLimitExceeded(segment: AEASegmentID(cluster: 0, index: 0), limit: 0x10_0000))
        #expect(error.description.contains("decompression bomb"))
        let growth = peakResidentBytes() - before
        #expect(growth < 64 << 20, "peak memory grew by \(growth >> 20) MiB")
    }

    @Test("a bomb whose block header understates its size is still stopped")
    func lyingBomb() throws {
        let pki = try TestPKI()
        var bomb = Self.lzvnBomb(opcodePairs: 100_000)
        bomb.replaceSubrange(4..<8, with: le32(1000))
        let writer = TestAEAWriter(
            authData: TestPKI.icloudAuthData([try TestPKI.der(pki.leaf)]), signingKey: pki.leafKey)
        let data = try writer.write(segments: [.init(stored: bomb, decoded: [], declaredDecodedSize: 1000)])
        #expect(throws: SignedShortcutError.self) { try SignedShortcut(data: data) }
    }

    @Test(
        "checksum kinds none / Murmur64 / SHA-256 and uncompressed containers extract; a wrong checksum is named",
        arguments: [(0, "-"), (1, "-"), (2, "e"), (1, "e")] as [(UInt8, Character)])
    func checksumKinds(checksum: UInt8, compression: Character) throws {
        let pki = try TestPKI()
        var writer = TestAEAWriter(
            authData: TestPKI.icloudAuthData([try TestPKI.der(pki.leaf)]), signingKey: pki.leafKey)
        writer.checksum = checksum
        writer.compression = try #require(compression.asciiValue)
        writer.segmentSize = 0x4000
        let workflow = Array("bplist00".utf8) + (0..<40_000).map { UInt8(truncatingIfNeeded: $0 / 7) }
        let data = try writer.write(rawPayload: TestArchive.shortcut(workflow: workflow))
        #expect(Array(try SignedShortcut(data: data).workflowData) == workflow)

        // Damage the second segment's checksum field in its header (kinds with a checksum).
        guard checksum != 0 else { return }
        let container = try AEAContainer(data: data)
        let segment = container.segments[1]
        var damaged = data
        damaged[segment.headerOffset + 8] ^= 0xFF
        let error = try #require(containerError(damaged))
        #expect(error.reason == .checksumMismatch(segment: AEASegmentID(cluster: 0, index: 1)))
        #expect(error.offset == segment.headerOffset + 8)
    }

    @Test("sizes that contradict the root header are rejected with the header slot's offset")
    func inconsistentSizes() throws {
        let pki = try TestPKI()
        let writer = TestAEAWriter(
            authData: TestPKI.icloudAuthData([try TestPKI.der(pki.leaf)]), signingKey: pki.leafKey)
        // A segment declaring more than the root header's segment size.
        let tooBig = try writer.write(segments: [.init(stored: [1, 2, 3], decoded: [], declaredDecodedSize: 0x20_0000)])
        #expect(throws: AEAError.self) { try AEAContainer(data: tooBig) }
        // Segments adding up to more than the payload size.
        let overrun = try writer.write(segments: [.raw([1, 2, 3, 4])], declaredPayloadSize: 2)
        do {
            _ = try AEAContainer(data: overrun)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("runs past the declared payload size"))
            #expect(error.offset > 12)
        }
    }
}

/// The container error extraction fails with, or nil when it succeeds or fails otherwise.
func containerError(_ data: Data, limits: SignedShortcutLimits = .default) -> AEAError? {
    do {
        _ = try SignedShortcut(data: data, limits: limits)
        return nil
    } catch {
        if case .container(let error) = error { return error }
        return nil
    }
}

/// Peak resident set size of this process, in bytes (Linux `VmHWM`; 0 where unavailable).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        return (Int(digits) ?? 0) * 1024
    }
    return 0
}
