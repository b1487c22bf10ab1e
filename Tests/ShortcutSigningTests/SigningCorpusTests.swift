import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ShortcutSigning

@Suite("Signing the corpus")
struct SigningCorpusTests {
    @Test(
        "every unsigned corpus shortcut signed with the test identity verifies to its root and extracts value-equal",
        .enabled(if: Corpus.runs))
    func everyUnsignedFileSignsAndVerifies() async throws {
        let pki = ContactTestPKI.shared
        let writer = SignedShortcutWriter(identity: pki.identity)
        let verifier = SignatureVerifier(trustRoots: pki.trustRoots)
        let entries = try Corpus.entries(kinds: ["binary", "xml"])
        #expect(entries.count > 300)
        for entry in entries {
            let input = try Data(contentsOf: entry.url)
            let original = try PropertyListValue(decoding: input)
            let signed = try writer.sign(input)
            let report = await verifier.verify(signed)
            #expect(report.integrity, "\(entry.file): \(report.problems)")
            #expect(report.chainTrusted == true, "\(entry.file): \(report.problems)")
            #expect(report.verdict == .userTrusted, "\(entry.file)")
            #expect(report.chains.allSatisfy { $0.userTrustAnchor != nil }, "\(entry.file)")
            let extracted = try SignedShortcut(data: signed).workflowData
            let value = try BinaryPropertyListReader().read(extracted)
            #expect(value.isEquivalent(to: original), "\(entry.file): \(value.firstDifference(from: original) ?? "")")
        }
    }

    @Test(
        "re-signing every contact-signed corpus file gives Apple's structure field by field",
        .enabled(if: SigningTestSupport.corpusRuns))
    func sameShapeAsApple() throws {
        let writer = SignedShortcutWriter(identity: ContactTestPKI.shared.identity)
        var compared = 0
        for url in try SigningTestSupport.signedFiles() {
            let original = try SignedShortcut(data: try Data(contentsOf: url))
            guard original.kind == .contact else { continue }
            let name = url.lastPathComponent
            // Re-signing extracts the workflow and writes it again in the original's archive layout.
            let ours = try SignedShortcut(data: try writer.sign(original.container.data))
            compared += 1

            // Auth data: same keys in the same order, same value types and certificate count.
            let theirKeys = original.authData.dictionary.map { Array($0.keys) } ?? []
            let ourKeys = ours.authData.dictionary.map { Array($0.keys) } ?? []
            #expect(ourKeys == theirKeys, "\(name)")
            for key in theirKeys {
                #expect(ours.authData[key]?.typeName == original.authData[key]?.typeName, "\(name): \(key)")
            }
            #expect(
                ours.authData["AppleIDCertificateChain"]?.array?.count
                    == original.authData["AppleIDCertificateChain"]?.array?.count)
            #expect(ours.authData["SigningPublicKey"]?.data?.count == 65)
            #expect(
                ours.authData["SigningPublicKeySignature"]?.data?.count
                    == original.authData["SigningPublicKeySignature"]?.data?.count)

            // Prologue: magic, profile, scrypt byte; signature field size and DER shape.
            let a = original.container
            let b = ours.container
            #expect(a.data.prefix(8) == b.data.prefix(8), "\(name)")
            #expect(b.signatureDER != nil && b.signatureField.count == a.signatureField.count)
            #expect(b.signatureField.dropFirst(b.signatureDER?.count ?? 0).allSatisfy { $0 == 0 })

            // Root header: every field except the container size (depends on compressed bytes).
            #expect(b.rootHeader.payloadSize == a.rootHeader.payloadSize, "\(name)")
            #expect(b.rootHeader.segmentSize == a.rootHeader.segmentSize)
            #expect(b.rootHeader.segmentsPerCluster == a.rootHeader.segmentsPerCluster)
            #expect(b.rootHeader.compression == a.rootHeader.compression)
            #expect(b.rootHeader.checksum == a.rootHeader.checksum)
            #expect(b.data.slice(b.rootHeaderRange).suffix(22) == a.data.slice(a.rootHeaderRange).suffix(22))
            #expect(b.rootHeader.containerSize == UInt64(b.data.count) && b.trailingByteCount == 0)

            // Clusters and segments: same count, same slots, same decoded sizes and checksums.
            #expect(b.clusters.count == a.clusters.count, "\(name)")
            for (x, y) in zip(a.clusters, b.clusters) {
                #expect(x.segmentHeadersRange.count == y.segmentHeadersRange.count)
                #expect(x.segmentMACsRange.count == y.segmentMACsRange.count)
                #expect(x.segments.map(\.id) == y.segments.map(\.id), "\(name)")
                #expect(x.segments.map(\.decodedSize) == y.segments.map(\.decodedSize), "\(name)")
                #expect(x.segments.map(\.checksum) == y.segments.map(\.checksum), "\(name)")
            }

            // Apple Archive: identical bytes (fields, order, subtypes, modes, times, workflow).
            #expect(ArchiveShape(ours.archive.bytes) == ArchiveShape(original.archive.bytes), "\(name)")
            let sameArchive = ours.archive.bytes == original.archive.bytes
            #expect(sameArchive, "\(name): archive bytes differ")
        }
        #expect(compared == 88)
    }

    @Test(
        "Apple's own archive field order is what the standard layout writes (current exports)",
        .enabled(if: SigningTestSupport.corpusRuns))
    func standardLayoutMatchesApple() throws {
        var shapes: [String: Int] = [:]
        for url in try SigningTestSupport.signedFiles() {
            let original = try SignedShortcut(data: try Data(contentsOf: url))
            shapes[ArchiveShape(original.archive.bytes).description, default: 0] += 1
        }
        let standard = ArchiveShape(try ShortcutArchiveLayout.standard().archive(workflow: TestArchive.workflow))
        print("archive shapes in the corpus: \(shapes); standard: \(standard)")
        #expect(shapes[standard.description] != nil, "standard layout \(standard) is not one of Apple's: \(shapes)")
    }
}
