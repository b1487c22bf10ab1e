import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509

/// Builds Apple Archives, certificate chains and auth data for tests, with our own code.
enum TestArchive {
    /// One field: key, subtype and the value bytes as written in the header.
    static func field(_ key: String, _ subtype: Character, _ value: [UInt8] = []) -> [UInt8] {
        Array(key.utf8) + [UInt8(ascii: subtype.unicodeScalars.first!)] + value
    }

    static func string(_ key: String, _ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return field(key, "P", [UInt8(bytes.count & 0xFF), UInt8(bytes.count >> 8)] + bytes)
    }

    /// An entry: header (magic, size, fields) followed by blobs.
    static func entry(_ fields: [[UInt8]], blobs: [[UInt8]] = [], magic: String = "AA01") -> [UInt8] {
        let body = fields.flatMap { $0 }
        let size = 6 + body.count
        return Array(magic.utf8) + [UInt8(size & 0xFF), UInt8(size >> 8)] + body + blobs.flatMap { $0 }
    }

    /// The two-entry archive the Shortcuts app writes: root directory, then `Shortcut.wflow`.
    static func shortcut(workflow: [UInt8]) -> [UInt8] {
        entry([field("TYP", "1", [UInt8(ascii: "D")]), string("PAT", ""), field("MOD", "2", [0xED, 0x01])])
            + entry(
                [
                    field("TYP", "1", [UInt8(ascii: "F")]), string("PAT", "Shortcut.wflow"),
                    field("MOD", "2", [0xA4, 0x01]), field("MTM", "T", [UInt8](repeating: 1, count: 12)),
                    field("DAT", "B", le32(UInt32(workflow.count))),
                ], blobs: [workflow])
    }

    /// A small workflow plist (binary) for fixtures.
    static let workflow: [UInt8] = Array(
        BinaryPropertyListWriter().write(["WFWorkflowActions": [], "WFWorkflowClientVersion": "2607.0.1"]))
}

/// A private PKI shaped like Apple's iCloud signing chain: a self-signed root (by default named
/// "Apple Root CA - G3"), an intermediate and a leaf with Apple's marker extensions.
struct TestPKI {
    let rootKey = P384.Signing.PrivateKey()
    let intermediateKey = P256.Signing.PrivateKey()
    let leafKey = P256.Signing.PrivateKey()
    let root: Certificate
    let intermediate: Certificate
    let leaf: Certificate
    static let icloudID = "0123456789abcdef0123456789abcdef"

    init(rootName: String = "Apple Root CA - G3", leafCommonName: String = TestPKI.icloudID, markers: Bool = true)
        throws
    {
        let now = Date()
        let rootSubject = try DistinguishedName {
            CountryName("US")
            OrganizationName("Apple Inc.")
            OrganizationalUnitName("Apple Certification Authority")
            CommonName(rootName)
        }
        let intermediateSubject = try DistinguishedName {
            CountryName("US")
            OrganizationName("Apple Inc.")
            OrganizationalUnitName("Apple Certification Authority")
            CommonName("Apple System Integration CA 4")
        }
        let leafSubject = try DistinguishedName {
            CountryName("US")
            OrganizationName("Apple Inc.")
            CommonName(leafCommonName)
        }
        let caExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        }
        root = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(rootKey.publicKey),
            notValidBefore: now - 86_400 * 365, notValidAfter: now + 86_400 * 365 * 10, issuer: rootSubject,
            subject: rootSubject, signatureAlgorithm: .ecdsaWithSHA384, extensions: caExtensions,
            issuerPrivateKey: .init(rootKey))
        var intermediateExtensions = caExtensions
        var leafExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
        }
        if markers {
            try intermediateExtensions.append(
                Certificate.Extension(oid: [1, 2, 840, 113635, 100, 6, 2, 17], critical: false, value: [0x05, 0x00]))
            try leafExtensions.append(
                Certificate.Extension(oid: [1, 2, 840, 113635, 100, 18, 1], critical: false, value: [0x05, 0x00]))
        }
        intermediate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(intermediateKey.publicKey),
            notValidBefore: now - 86_400 * 300, notValidAfter: now + 86_400 * 365 * 5, issuer: rootSubject,
            subject: intermediateSubject, signatureAlgorithm: .ecdsaWithSHA384, extensions: intermediateExtensions,
            issuerPrivateKey: .init(rootKey))
        leaf = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(leafKey.publicKey),
            notValidBefore: now - 86_400, notValidAfter: now + 86_400 * 395, issuer: intermediateSubject,
            subject: leafSubject, signatureAlgorithm: .ecdsaWithSHA256, extensions: leafExtensions,
            issuerPrivateKey: .init(intermediateKey))
    }

    static func der(_ certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }

    /// iCloud-style auth data holding `chain` (DER, leaf first).
    static func icloudAuthData(_ chain: [[UInt8]]) -> [UInt8] {
        Array(BinaryPropertyListWriter().write(["SigningCertificateChain": .array(chain.map { .data(Data($0)) })]))
    }

    /// A complete iCloud-style signed shortcut signed by this PKI's leaf.
    func signedShortcut(
        chain: [[UInt8]]? = nil, payload: [UInt8] = TestArchive.shortcut(workflow: TestArchive.workflow)
    )
        throws -> Data
    {
        let chain = try chain ?? [Self.der(leaf), Self.der(intermediate), Self.der(root)]
        let writer = TestAEAWriter(authData: Self.icloudAuthData(chain), signingKey: leafKey)
        return try writer.write(rawPayload: payload)
    }
}
