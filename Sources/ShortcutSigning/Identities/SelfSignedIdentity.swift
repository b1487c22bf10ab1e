import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509

/// A private signing authority kept in a folder: a CA, an intermediate and an iCloud-style leaf
/// (P-256, Apple's marker extensions, a 32-hex-digit common name), created once and reused.
///
/// Files signed with it verify only where `ca.cer` is trusted: on a device where the user
/// installed and fully trusted that certificate, or with `shortcut verify --trust-anchor ca.cer`.
/// Every other device refuses them — this is for testing and for one's own devices.
///
/// Folder contents: `ca.cer` (DER, to install or pass as a trust anchor), `ca-key.pem`,
/// `key.pem` (the leaf key) and `certificates.pem` (leaf, intermediate, CA) — the last two in the
/// same form as an identity folder.
public struct SelfSignedIdentity: Sendable {
    /// File name of the CA certificate (DER).
    public static let caFileName = "ca.cer"
    static let caKeyFileName = "ca-key.pem"

    /// The certificate-chain identity (leaf key and leaf, intermediate, CA).
    public let identity: SigningIdentity
    /// The CA certificate, DER.
    public let caCertificate: Data
    /// True when this call created the folder's material.
    public let created: Bool

    /// Loads the identity in `directory`, creating the folder and its material when `ca.cer` is
    /// not there yet.
    ///
    /// - Throws: ``SigningError`` when the folder cannot be written, or its files do not form a
    ///   valid identity.
    public static func loadOrCreate(directory: URL, now: Date = Date()) throws(SigningError) -> SelfSignedIdentity {
        let caURL = directory.appendingPathComponent(caFileName)
        if FileManager.default.fileExists(atPath: caURL.path) {
            let identity = try SigningIdentity.load(directory: directory)
            return SelfSignedIdentity(
                identity: identity, caCertificate: try SigningIdentity.readFile(caURL), created: false)
        }
        let made: (files: [(String, Data)], identity: SigningIdentity, ca: Data)
        do {
            made = try make(now: now)
        } catch let error as SigningError {
            throw error
        } catch {
            throw SigningError(.io("cannot create certificates: \(error)"), at: directory.path)
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // ca.cer last: its presence marks a complete folder.
            for (name, data) in made.files {
                let url = directory.appendingPathComponent(name)
                try data.write(to: url, options: .atomic)
                if name.hasSuffix("key.pem") {
                    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
                }
            }
        } catch {
            throw SigningError(.io("cannot write the identity (\(error.localizedDescription))"), at: directory.path)
        }
        return SelfSignedIdentity(identity: made.identity, caCertificate: made.ca, created: true)
    }

    private static func make(now: Date) throws -> (files: [(String, Data)], identity: SigningIdentity, ca: Data) {
        let caKey = P256.Signing.PrivateKey()
        let intermediateKey = P256.Signing.PrivateKey()
        let leafKey = P256.Signing.PrivateKey()
        var random = SystemRandomNumberGenerator()
        let suffix = AEAWriter.randomBytes(4, using: &random).hexString
        let caName = try DistinguishedName {
            OrganizationName("ShortcutKit self-signed")
            CommonName("ShortcutKit Self-Signed Root CA \(suffix)")
        }
        let intermediateName = try DistinguishedName {
            OrganizationName("ShortcutKit self-signed")
            CommonName("ShortcutKit Self-Signed Signing CA \(suffix)")
        }
        let leafName = try DistinguishedName {
            OrganizationName("ShortcutKit self-signed")
            CommonName(AEAWriter.randomBytes(16, using: &random).hexString)
        }
        let year: TimeInterval = 365 * 86_400
        let caExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        }
        var intermediateExtensions = caExtensions
        try intermediateExtensions.append(
            Certificate.Extension(oid: AppleOID.systemIntegrationCA4, critical: false, value: [0x05, 0x00]))
        var leafExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
        }
        try leafExtensions.append(
            Certificate.Extension(oid: AppleOID.shortcutSigningLeaf, critical: false, value: [0x05, 0x00]))
        let start = now - 3_600
        let ca = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(caKey.publicKey), notValidBefore: start,
            notValidAfter: now + 20 * year, issuer: caName, subject: caName, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: caExtensions, issuerPrivateKey: .init(caKey))
        let intermediate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(intermediateKey.publicKey), notValidBefore: start,
            notValidAfter: now + 20 * year, issuer: caName, subject: intermediateName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: intermediateExtensions, issuerPrivateKey: .init(caKey))
        let leaf = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(leafKey.publicKey), notValidBefore: start,
            notValidAfter: now + 10 * year, issuer: intermediateName, subject: leafName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: leafExtensions, issuerPrivateKey: .init(intermediateKey))
        let ders = try [leaf, intermediate, ca].map { certificate in
            var serializer = DER.Serializer()
            try serializer.serialize(certificate)
            return Data(serializer.serializedBytes)
        }
        let pem = ders.map { PEMDocument(type: "CERTIFICATE", derBytes: Array($0)).pemString }.joined(
            separator: "\n")
        let identity = try SigningIdentity.certificateChain(signingKey: leafKey, certificateChain: ders)
        let files: [(String, Data)] = [
            (caKeyFileName, Data(caKey.pemRepresentation.utf8)),
            (SigningIdentity.FileName.key, Data(leafKey.pemRepresentation.utf8)),
            (SigningIdentity.FileName.certificates, Data((pem + "\n").utf8)),
            (caFileName, ders[2]),
        ]
        return (files, identity, ders[2])
    }
}
