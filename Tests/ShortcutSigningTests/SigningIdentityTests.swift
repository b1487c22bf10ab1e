import Crypto
import Foundation
import SwiftASN1
import Testing
import X509
import _CryptoExtras

@testable import ShortcutSigning

@Suite("Signing identities")
struct SigningIdentityTests {
    static func pem(_ certificates: [Certificate]) throws -> String {
        try certificates.map { try PEMDocument(type: "CERTIFICATE", derBytes: Array(ContactTestPKI.der($0))).pemString }
            .joined(separator: "\n")
    }

    static func reason(_ body: () throws -> Void) -> SigningError.Reason? {
        do {
            try body()
            return nil
        } catch let error as SigningError {
            #expect(!error.location.isEmpty)
            #expect(error.description.contains(" at "))
            return error.reason
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test("a contact identity loads from PEM files and its auth data verifies to the test root")
    func contactFromPEM() async throws {
        let pki = ContactTestPKI.shared
        let identity = try SigningIdentity.load(
            keyPEM: pki.appleIDKey.pemRepresentation,
            certificatesPEM: try Self.pem([pki.appleID, pki.integrationCA, pki.root]),
            validationRecord: pki.record)
        #expect(identity.kind == .contact)
        #expect(identity.certificateChain.count == 2)  // the root is dropped, as in Apple's files
        let signed = try SignedShortcutWriter(identity: identity).sign(Data(BinaryPropertyListWriterShim.empty))
        let report = await SignatureVerifier(trustRoots: pki.trustRoots).verify(signed)
        #expect(report.verdict == .userTrusted, "\(report.problems)")
        #expect(report.signer?.validationRecord?.altDSID == pki.altDSID)
        // Without the user anchor the same file is not trusted.
        let untrusted = await SignatureVerifier(trustRoots: TrustRoots()).verify(signed)
        #expect(untrusted.integrity && untrusted.verdict != .trusted && untrusted.verdict != .userTrusted)
    }

    @Test("hostile signing material gives typed errors naming where")
    func hostileMaterial() throws {
        let pki = ContactTestPKI.shared
        let chainPEM = try Self.pem([pki.appleID, pki.integrationCA])
        let keyPEM = pki.appleIDKey.pemRepresentation
        func load(key: String = keyPEM, chain: String = chainPEM, record: Data? = pki.record) throws {
            _ = try SigningIdentity.load(keyPEM: key, certificatesPEM: chain, validationRecord: record)
        }
        // Bad PEM: garbage, truncated base64, a certificate where the key should be.
        guard case .badPEM? = Self.reason({ try load(key: "not a key") }) else {
            Issue.record("garbage key")
            return
        }
        guard case .badPEM? = Self.reason({ try load(key: String(keyPEM.prefix(200))) }) else {
            Issue.record("truncated key")
            return
        }
        guard case .badPEM? = Self.reason({ try load(key: chainPEM) }) else {
            Issue.record("cert as key")
            return
        }
        guard
            case .badPEM? = Self.reason({
                try load(chain: "-----BEGIN CERTIFICATE-----\n!!!\n-----END CERTIFICATE-----")
            })
        else {
            Issue.record("bad chain PEM")
            return
        }
        // Wrong key type.
        guard case .unsupportedKey? = Self.reason({ try load(key: P384.Signing.PrivateKey().pemRepresentation) }) else {
            Issue.record("P-384 key")
            return
        }
        // Key not matching the certificate (another RSA key; a P-256 key for an RSA chain).
        let otherRSA = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        #expect(Self.reason({ try load(key: otherRSA.pemRepresentation) }) == .keyDoesNotMatchCertificate)
        #expect(
            Self.reason({ try load(key: P256.Signing.PrivateKey().pemRepresentation) }) == .keyDoesNotMatchCertificate)
        // Truncated chain: the Apple ID certificate alone; a chain whose issuer is missing.
        guard case .incompleteChain? = Self.reason({ try load(chain: try Self.pem([pki.appleID])) }) else {
            Issue.record("leaf only")
            return
        }
        guard case .badCertificate? = Self.reason({ try load(chain: try Self.pem([pki.appleID, pki.root])) }) else {
            Issue.record("gap in chain")
            return
        }
        // Validation record: missing, garbage, truncated, for another Apple ID.
        guard case .badValidationRecord? = Self.reason({ try load(record: nil) }) else {
            Issue.record("no record")
            return
        }
        guard case .badValidationRecord? = Self.reason({ try load(record: Data("garbage".utf8)) }) else {
            Issue.record("garbage record")
            return
        }
        guard case .badValidationRecord? = Self.reason({ try load(record: pki.record.prefix(pki.record.count / 2)) })
        else {
            Issue.record("truncated record")
            return
        }
        let otherKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let foreign = try ContactTestPKI.validationRecord(
            altDSID: "someone-else", signer: pki.recordSigner, signerKey: otherKey, chain: [pki.recordSigner],
            signingTime: Date())
        guard case .badValidationRecord? = Self.reason({ try load(record: foreign) }) else {
            Issue.record("foreign record")
            return
        }
    }

    @Test("a self-signed folder is created once and reused; its files verify only with ca.cer as trust anchor")
    func selfSigned() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("selfsigned-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try SelfSignedIdentity.loadOrCreate(directory: folder)
        let second = try SelfSignedIdentity.loadOrCreate(directory: folder)
        #expect(first.created && !second.created)
        #expect(first.caCertificate == second.caCertificate)
        #expect(first.identity.certificateChain == second.identity.certificateChain)
        let keyAttributes = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("key.pem").path)
        #expect((keyAttributes[.posixPermissions] as? Int) == 0o600)

        let signed = try SignedShortcutWriter(identity: second.identity).sign(Data(BinaryPropertyListWriterShim.empty))
        var roots = TrustRoots()
        try roots.addUserAnchors(from: try Data(contentsOf: folder.appendingPathComponent("ca.cer")), source: "ca.cer")
        let trusted = await SignatureVerifier(trustRoots: roots).verify(signed)
        #expect(trusted.kind == .icloud)
        #expect(trusted.verdict == .userTrusted, "\(trusted.problems)")
        #expect(trusted.summary.contains("NOT signed by Apple"))
        #expect(!trusted.isTrusted && trusted.isTrustedByUserChoice)
        let plain = await SignatureVerifier(trustRoots: TrustRoots()).verify(signed)
        // Without the anchor: intact, but not trusted (no Apple root here, and it is not Apple's).
        #expect(plain.integrity && plain.chainTrusted != true && plain.verdict != .userTrusted)
        // A garbage anchor file is a typed error.
        #expect(throws: SigningError.self) { try roots.addUserAnchors(from: Data("nope".utf8), source: "x.cer") }
    }
}

/// A minimal workflow plist for identity tests.
enum BinaryPropertyListWriterShim {
    static let empty: [UInt8] = TestArchive.workflow
}
