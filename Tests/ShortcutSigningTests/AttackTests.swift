import Crypto
import Foundation
import PropertyList
import ShortcutSigning
import Testing
import X509

/// Forged and damaged files: each must be reported, none may come out trusted.
@Suite("Attacks", .enabled(if: SigningTestSupport.corpusRuns && SigningTestSupport.rootsRun))
struct AttackTests {
    let roots: TrustRoots

    init() throws {
        roots = try TrustRoots.load(directory: #require(SigningTestSupport.appleRootsDirectory))
    }

    func verify(_ data: Data, roots: TrustRoots? = nil) async -> SigningReport {
        await SignatureVerifier(trustRoots: roots ?? self.roots).verify(data)
    }

    @Test(
        "one flipped payload byte is an integrity failure naming the segment",
        arguments: [SigningTestSupport.contactSample, SigningTestSupport.icloudSample])
    func flippedPayloadByte(name: String) async throws {
        let original = try SigningTestSupport.read(name)
        let segment = try #require(try AEAContainer(data: original).segments.first)
        var data = original
        data[segment.storedRange.lowerBound + segment.storedSize / 2] ^= 0x20

        let report = await verify(data)
        #expect(!report.integrity)
        #expect(report.verdict == .integrityFailure)
        #expect(!report.isTrusted)
        #expect(report.problems.contains { $0.contains("segment 0/0 MAC mismatch") }, "\(report.problems)")
        // The prologue (and so the signature) is untouched; only the segment is named.
        #expect(report.checks.first { $0.name == "prologue signature" }?.status == .passed)
        // Extraction refuses it too, naming the segment.
        let error = try #require(containerError(data))
        #expect(error.description.contains("segment 0/0"), "\(error)")
    }

    @Test(
        "a file re-signed with a fresh key fails the prologue signature",
        arguments: [SigningTestSupport.contactSample, SigningTestSupport.icloudSample])
    func resignedWithFreshKey(name: String) async throws {
        let original = try SigningTestSupport.read(name)
        let forged = try TestAEAWriter.resign(original, with: P256.Signing.PrivateKey())
        #expect(forged != original)
        let report = await verify(forged)
        #expect(!report.integrity)
        #expect(report.verdict == .integrityFailure)
        let signature = report.checks.first { $0.name == "prologue signature" }
        #expect(signature?.status == .failed)
        #expect(report.problems.contains { $0.contains("prologue signature") })
    }

    @Test("swapping the auth data's signing key for a fresh one (and re-signing) is caught")
    func swappedSigningKey() async throws {
        let original = try SigningTestSupport.read(SigningTestSupport.contactSample)
        let shortcut = try SignedShortcut(data: original)
        guard case .contact(let context) = shortcut.context else {
            Issue.record("not contact-signed")
            return
        }
        // Replace the 65 key bytes inside the auth-data plist in place (same length, same A).
        let forgedKey = P256.Signing.PrivateKey()
        var bytes = [UInt8](original)
        let authRange = shortcut.container.authDataRange
        let keyBytes = [UInt8](context.signingPublicKey)
        let start = try #require(
            (authRange.lowerBound..<(authRange.upperBound - 65)).first { bytes[$0..<($0 + 65)].elementsEqual(keyBytes) }
        )
        bytes.replaceSubrange(start..<(start + 65), with: Array(forgedKey.publicKey.x963Representation))
        let forged = try TestAEAWriter.resign(Data(bytes), with: forgedKey)

        let report = await verify(forged)
        // The forger's own signature verifies with the forger's key…
        #expect(report.checks.first { $0.name == "prologue signature" }?.status == .passed)
        // …but the Apple ID never endorsed that key, and the MAC keys depend on it.
        #expect(report.checks.first { $0.name == "PSS endorsement" }?.status == .failed)
        #expect(report.problems.contains { $0.contains("root header MAC mismatch") })
        #expect(!report.integrity)
        #expect(report.verdict == .integrityFailure)
    }

    @Test("a chain ending in a self-made root named \"Apple Root CA - G3\" is not trusted")
    func selfMadeG3() async throws {
        let pki = try TestPKI()
        #expect(pki.root.subject.description.contains("Apple Root CA - G3"))
        let data = try pki.signedShortcut()

        let report = await verify(data)
        #expect(report.integrity, "\(report.problems)")  // cryptographically consistent…
        #expect(report.chainTrusted == false)  // …but not Apple's
        #expect(report.verdict == .untrustedSigner)
        #expect(report.problems.contains { $0.contains("fingerprint") && $0.contains("not the pinned one") })

        // Without any trust roots the real G3 is unknown: undecided, never trusted.
        let bare = await verify(data, roots: TrustRoots())
        #expect(bare.chainTrusted == nil)
        #expect(bare.verdict == .rootMissing)

        // Passing the self-made root as a trust root does not help: it matches no pin.
        let supplied = TrustRoots(certificates: [pki.root])
        #expect(supplied.root(.appleRootCAG3) == nil)
        #expect(supplied.notes.contains { $0.contains("not a pinned Apple root") })
        #expect(await verify(data, roots: supplied).chainTrusted != true)
    }

    @Test("the real G3 appended to a forged chain does not make it trusted")
    func realRootForgedIntermediate() async throws {
        let pki = try TestPKI()
        let realG3 = try Data(
            contentsOf: #require(SigningTestSupport.appleRootsDirectory).appendingPathComponent("AppleRootCA-G3.cer"))
        let data = try pki.signedShortcut(chain: [
            try TestPKI.der(pki.leaf), try TestPKI.der(pki.intermediate), Array(realG3),
        ])
        let report = await verify(data, roots: TrustRoots())
        #expect(report.integrity)
        #expect(report.chainTrusted == false)
        #expect(report.verdict == .untrustedSigner)
    }

    @Test("a private CA whose leaf carries Apple's marker extension is reported as not signed by Apple")
    func privateCAWithMarker() async throws {
        let shortcut = try SignedShortcut(data: try SigningTestSupport.read(SigningTestSupport.selfSignedSample))
        let report = await SignatureVerifier(trustRoots: roots).verify(shortcut)
        #expect(report.kind == .icloud)
        #expect(report.integrity)
        #expect(report.chainTrusted == false)
        #expect(report.summary.contains("not trusted"))
    }

    @Test("a contact-signed file without Apple Root CA: trust undecided, with instructions")
    func missingAppleRootCA() async throws {
        let g3Only = TrustRoots(derCertificates: [
            try Data(
                contentsOf: #require(SigningTestSupport.appleRootsDirectory).appendingPathComponent(
                    "AppleRootCA-G3.cer"))
        ])
        #expect(g3Only.root(.appleRootCAG3) != nil && g3Only.root(.appleRootCA) == nil)
        let report = await verify(try SigningTestSupport.read(SigningTestSupport.contactSample), roots: g3Only)
        #expect(report.kind == .contact)
        #expect(report.integrity)
        #expect(report.chainTrusted == nil)
        #expect(report.verdict == .rootMissing)
        #expect(
            report.problems.contains { $0.contains("--trust-roots") && $0.contains(TrustRoots.environmentVariable) })
        #expect(report.problems.contains { $0.contains(TrustRoots.Pin.appleRootCA.fingerprint) })

        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains("\"chainTrusted\":null"))
    }

    @Test("a validation record grafted from another Apple ID breaks the binding")
    func graftedRecord() async throws {
        let victim = try SignedShortcut(data: try SigningTestSupport.read(SigningTestSupport.contactSample))
        guard case .contact(let context) = victim.context else {
            Issue.record("not contact-signed")
            return
        }
        let victimReport = await verify(try SigningTestSupport.read(SigningTestSupport.contactSample))
        let victimID = try #require(victimReport.signer?.validationRecord?.altDSID)
        // Any other person's record from the corpus.
        var donor: ContactSigningContext?
        for url in try SigningTestSupport.signedFiles() {
            guard case .contact(let other) = try SignedShortcut(data: Data(contentsOf: url)).context,
                other.validationRecord != context.validationRecord
            else { continue }
            let otherReport = await verify(try Data(contentsOf: url))
            if otherReport.signer?.validationRecord?.altDSID != victimID {
                donor = other
                break
            }
        }
        let record = try #require(donor).validationRecord
        let authData = BinaryPropertyListWriter().write([
            "AppleIDCertificateChain": .array(context.appleIDCertificateChain.map { .data($0) }),
            "SigningPublicKey": .data(context.signingPublicKey),
            "SigningPublicKeySignature": .data(context.signingPublicKeySignature),
            "AppleIDValidationRecord": .data(record),
        ])
        let forged = try TestAEAWriter(authData: Array(authData), signingKey: P256.Signing.PrivateKey())
            .write(rawPayload: TestArchive.shortcut(workflow: TestArchive.workflow))

        let report = await verify(forged)
        #expect(report.checks.first { $0.name == "record binding (altDSID)" }?.status == .failed)
        #expect(report.chainTrusted == false)
        #expect(report.checks.first { $0.name == "PSS endorsement" }?.status == .passed)
        #expect(report.checks.first { $0.name == "prologue signature" }?.status == .failed)
        #expect(report.verdict == .integrityFailure)
        #expect(victimReport.checks.first { $0.name == "record binding (altDSID)" }?.status == .passed)
    }
}

@Suite("Tamper detection")
struct TamperDetectionTests {
    @Test("every changed byte of a signed file breaks integrity (except the signature's zero padding)")
    func everyByte() async throws {
        let pki = try TestPKI()
        let original = try pki.signedShortcut()
        let container = try AEAContainer(data: original)
        let signatureLength = try #require(container.signatureDER).count
        let padding =
            (container.signatureFieldRange.lowerBound + signatureLength)..<container.signatureFieldRange.upperBound
        let verifier = SignatureVerifier(trustRoots: TrustRoots())
        #expect(await verifier.verify(original).integrity)
        // Every byte of the fixed header and of the prologue fields after the auth data; a
        // spread of auth-data and cluster bytes (each verification builds a chain, so not all).
        let auth = container.authDataRange
        let positions =
            Array(0..<auth.lowerBound) + Array(stride(from: auth.lowerBound, to: auth.upperBound, by: 11))
            + Array(auth.upperBound..<container.prologueRange.upperBound)
            + Array(stride(from: container.prologueRange.upperBound, to: original.count, by: 53)) + [original.count - 1]
        for position in positions {
            var data = original
            data[position] ^= 0x01
            let report = await verifier.verify(data)
            if padding.contains(position) {
                #expect(report.integrity, "padding byte \(position)")
                #expect(report.notes.contains { $0.contains("padding") })
            } else {
                #expect(!report.integrity, "byte \(position) changed without detection")
                #expect(report.verdict == .integrityFailure || report.verdict == .malformed, "byte \(position)")
            }
        }
    }
}
