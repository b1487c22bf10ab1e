import Foundation
import TestSupport
import Testing

@testable import ShortcutSigning

@Suite("Tampering with signed output")
struct TamperTests {
    @Test("changing any byte of our output in any region is caught by verify (signature padding is only noted)")
    func everyRegion() async throws {
        let pki = ContactTestPKI.shared
        // A workflow large enough for a real segment, deterministic content.
        var generator = SplitMix64(seed: 0x5161_6E65)
        let workflow = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next() % 64 + 32) }
        let data = try SignedShortcutWriter(identity: pki.identity).sign(
            workflow: workflow, layout: .standard(modificationTime: Date(timeIntervalSince1970: 1_700_000_000)))
        let container = try AEAContainer(data: data)
        let verifier = SignatureVerifier(trustRoots: pki.trustRoots)
        #expect(await verifier.verify(data).verdict == .userTrusted)

        let cluster = try #require(container.clusters.first)
        let segment = try #require(container.segments.first)
        let regions: [(String, Range<Int>)] = [
            ("fixed header", 0..<12), ("auth data", container.authDataRange),
            ("signature", container.signatureFieldRange), ("seed", container.keyDerivationSeedRange),
            ("salt", container.mainSaltRange), ("root header MAC", container.rootHeaderMACRange),
            ("root header", container.rootHeaderRange), ("cluster-0 MAC", container.firstClusterHeaderMACRange),
            ("segment headers", cluster.segmentHeadersRange), ("next cluster MAC", cluster.nextClusterHeaderMACRange),
            ("segment MACs", cluster.segmentMACsRange), ("segment bytes", segment.storedRange),
        ]
        #expect(regions.last?.1.upperBound == data.count)
        let paddingStart = container.signatureFieldRange.lowerBound + (container.signatureDER?.count ?? 0)
        let padding = paddingStart..<container.signatureFieldRange.upperBound
        var checked = 0
        for (name, range) in regions {
            // First, last and 6 deterministic positions inside each region.
            var positions = [range.lowerBound, range.upperBound - 1]
            for _ in 0..<6 { positions.append(range.lowerBound + Int(generator.next() % UInt64(range.count))) }
            for position in positions {
                var tampered = data
                tampered[position] ^= 0x01 &+ UInt8(truncatingIfNeeded: generator.next() % 255)
                let report = await verifier.verify(tampered)
                checked += 1
                if padding.contains(position) {
                    #expect(report.notes.contains { $0.contains("padding") }, "\(name) byte \(position)")
                } else {
                    #expect(
                        !report.integrity && report.verdict != .userTrusted,
                        "\(name) byte \(position): \(report.verdict)")
                }
            }
        }
        #expect(checked == regions.count * 8)
    }
}
