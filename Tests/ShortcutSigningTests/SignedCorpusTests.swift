import Foundation
import ShortcutSigning
import Testing

@Suite("Signed corpus")
struct SignedCorpusTests {
    @Test(
        "every signed corpus file extracts to a bplist00 workflow with the manifest's signing kind",
        .enabled(if: SigningTestSupport.corpusRuns))
    func everyFileExtracts() throws {
        let files = try SigningTestSupport.signedFiles()
        let manifest = try SigningTestSupport.manifestSigning()
        #expect(files.count == 110)
        var kinds: [SigningKind: Int] = [:]
        for url in files {
            let data = try Data(contentsOf: url)
            #expect(AEAContainer.hasMagic(data), "\(url.lastPathComponent)")
            let shortcut = try SignedShortcut(data: data)
            #expect(shortcut.workflowData.starts(with: Array("bplist00".utf8)), "\(url.lastPathComponent)")
            let expected = manifest[url.lastPathComponent]
            let expectedKind: SigningKind? =
                expected?.hasPrefix("icloud") == true
                ? .icloud : expected?.hasPrefix("contact") == true ? .contact : nil
            #expect(shortcut.kind == expectedKind, "\(url.lastPathComponent): manifest says \(expected ?? "nothing")")
            kinds[shortcut.kind, default: 0] += 1
        }
        #expect(kinds == [.icloud: 22, .contact: 88])
    }

    @Test(
        "every signed corpus file passes integrity and chains to a pinned Apple root (except the private-CA demo)",
        .enabled(if: SigningTestSupport.corpusRuns && SigningTestSupport.rootsRun))
    func everyFileVerifies() async throws {
        let roots = try TrustRoots.load(directory: #require(SigningTestSupport.appleRootsDirectory))
        #expect(roots.root(.appleRootCA) != nil && roots.root(.appleRootCAG3) != nil)
        let verifier = SignatureVerifier(trustRoots: roots)
        var verdicts: [SigningReport.Verdict: Int] = [:]
        for url in try SigningTestSupport.signedFiles() {
            let name = url.lastPathComponent
            let report = await verifier.verify(try Data(contentsOf: url))
            verdicts[report.verdict, default: 0] += 1
            #expect(report.integrity, "\(name): \(report.problems)")
            #expect(report.validAtSigningTime == true, "\(name)")
            #expect(report.signedAt != nil, "\(name)")
            if name == SigningTestSupport.selfSignedSample {
                #expect(report.chainTrusted == false)
                #expect(report.verdict == .untrustedSigner)
                #expect(report.signer?.leafSubject != nil)
            } else {
                #expect(report.chainTrusted == true, "\(name): \(report.problems)")
                #expect(report.verdict == .trusted, "\(name): \(report.problems)")
                #expect(report.problems.isEmpty, "\(name): \(report.problems)")
                switch report.kind {
                case .icloud:
                    #expect(report.signer?.icloudIdentifier?.count == 32, "\(name)")
                case .contact:
                    let record = try #require(report.signer?.validationRecord, "\(name)")
                    #expect(record.altDSID != nil)
                    #expect(
                        report.signer?.appleIDCertificateCommonName == "com.apple.idms.appleid.prd."
                            + (record.altDSID ?? ""))
                    #expect(report.chains.count == 2)
                default:
                    Issue.record("\(name): unexpected kind \(report.kind)")
                }
            }
        }
        #expect(verdicts == [.trusted: 109, .untrustedSigner: 1])
    }
}
