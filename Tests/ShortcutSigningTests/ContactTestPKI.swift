import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509
import _CryptoExtras

@testable import ShortcutSigning

/// A private PKI shaped like Apple's contact-signing PKI, made by the test: an RSA root, two
/// "Application Integration" CAs (extension 1.2.840.113635.100.6.2.3), an Apple ID certificate
/// (1.2.840.113635.100.4.7, serverAuth + clientAuth, CN `com.apple.idms.appleid.prd.<altDsID>`)
/// and a record-signing certificate (1.2.840.113635.100.6.25) that signs a CMS validation record
/// written like Apple's (SHA-1 digest, rsaEncryption, contentType/signingTime/messageDigest).
struct ContactTestPKI: @unchecked Sendable {
    static let shared: ContactTestPKI = try! ContactTestPKI()

    let altDSID = "000123-10-deadbeef-cafe-4f00-9a11-0123456789ab"
    let rootKey = try! _RSA.Signing.PrivateKey(keySize: .bits2048)
    let appleIDKey = try! _RSA.Signing.PrivateKey(keySize: .bits2048)
    let root: Certificate
    let integrationCA: Certificate
    let appleID: Certificate
    let recordSigner: Certificate
    let integrationCA2: Certificate
    let record: Data
    let identity: SigningIdentity

    /// No Apple roots; the test root as a user-named anchor.
    var trustRoots: TrustRoots {
        var roots = TrustRoots()
        roots.addUserAnchor(root)
        return roots
    }

    init() throws {
        let now = Date()
        let year: TimeInterval = 365 * 86_400
        let integrationKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let integration2Key = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let recordKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        func name(_ common: String) throws -> DistinguishedName {
            try DistinguishedName {
                CountryName("US")
                OrganizationName("ShortcutKit Test")
                CommonName(common)
            }
        }
        let caExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        }
        var integrationExtensions = caExtensions
        try integrationExtensions.append(
            Certificate.Extension(oid: AppleOID.applicationIntegrationCA, critical: false, value: [0x05, 0x00]))
        func make(
            _ subject: DistinguishedName, key: _RSA.Signing.PrivateKey, issuer: DistinguishedName,
            issuerKey: _RSA.Signing.PrivateKey, extensions: Certificate.Extensions, from: Date, to: Date
        ) throws -> Certificate {
            try Certificate(
                version: .v3, serialNumber: .init(), publicKey: .init(key.publicKey), notValidBefore: from,
                notValidAfter: to, issuer: issuer, subject: subject, signatureAlgorithm: .sha256WithRSAEncryption,
                extensions: extensions, issuerPrivateKey: .init(issuerKey))
        }
        let rootName = try name("ShortcutKit Test Root CA")
        let integrationName = try name("ShortcutKit Test Application Integration CA")
        let integration2Name = try name("ShortcutKit Test Application Integration 2 CA")
        root = try make(
            rootName, key: rootKey, issuer: rootName, issuerKey: rootKey, extensions: caExtensions,
            from: now - 10 * year,
            to: now + 10 * year)
        integrationCA = try make(
            integrationName, key: integrationKey, issuer: rootName, issuerKey: rootKey,
            extensions: integrationExtensions,
            from: now - 5 * year, to: now + 5 * year)
        integrationCA2 = try make(
            integration2Name, key: integration2Key, issuer: rootName, issuerKey: rootKey,
            extensions: integrationExtensions,
            from: now - 5 * year, to: now + 5 * year)
        var appleIDExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true, keyEncipherment: true))
            try ExtendedKeyUsage([.serverAuth, .clientAuth])
        }
        try appleIDExtensions.append(
            Certificate.Extension(oid: AppleOID.appleIDCertificate, critical: false, value: [0x05, 0x00]))
        appleID = try make(
            try name("com.apple.idms.appleid.prd." + altDSID), key: appleIDKey, issuer: integrationName,
            issuerKey: integrationKey, extensions: appleIDExtensions, from: now - 86_400, to: now + year)
        var recordExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
        }
        try recordExtensions.append(
            Certificate.Extension(oid: AppleOID.validationRecordSigning, critical: false, value: [0x05, 0x00]))
        recordSigner = try make(
            try name("ShortcutKit Test Validation Record Signing"), key: recordKey, issuer: integration2Name,
            issuerKey: integration2Key, extensions: recordExtensions, from: now - 30 * 86_400, to: now + year)
        record = try Self.validationRecord(
            altDSID: altDSID, signer: recordSigner, signerKey: recordKey, chain: [recordSigner, integrationCA2],
            signingTime: now - 3_600)
        identity = try SigningIdentity.contact(
            appleIDKey: appleIDKey, certificateChain: [Self.der(appleID), Self.der(integrationCA)],
            validationRecord: record)
    }

    static func der(_ certificate: Certificate) throws -> Data {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return Data(serializer.serializedBytes)
    }

    // MARK: - CMS validation record

    static func tlv(_ tag: UInt8, _ body: [UInt8]) -> [UInt8] {
        var length: [UInt8] = []
        if body.count < 0x80 {
            length = [UInt8(body.count)]
        } else {
            var remaining = body.count
            while remaining > 0 {
                length.insert(UInt8(remaining & 0xFF), at: 0)
                remaining >>= 8
            }
            length.insert(0x80 | UInt8(length.count), at: 0)
        }
        return [tag] + length + body
    }

    static func encode<T: DERSerializable>(_ value: T) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(value)
        return serializer.serializedBytes
    }

    static func algorithm(_ oid: ASN1ObjectIdentifier) throws -> [UInt8] {
        tlv(0x30, try encode(oid) + [0x05, 0x00])
    }

    /// A CMS SignedData record shaped like Apple's, DER-encoded (valid BER).
    static func validationRecord(
        altDSID: String, signer: Certificate, signerKey: _RSA.Signing.PrivateKey, chain: [Certificate],
        signingTime: Date,
        emailHashes: [String] = [String(repeating: "ab", count: 32)]
    ) throws -> Data {
        let content: PropertyListValue = [
            "Version": 2, "altDsID": .string(altDSID), "encDsID": "test-encDsID", "SuggestValidDuration": 2_592_000,
            "ValidAsOf": .date(signingTime), "ValidatedEmailHashes": .array(emailHashes.map { .string($0) }),
            "ValidatedPhoneHashes": [],
        ]
        let contentBytes = Array(try XMLPropertyListWriter().write(content))
        let components = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC")!, from: signingTime)
        let time = try UTCTime(
            year: components.year!, month: components.month!, day: components.day!, hours: components.hour!,
            minutes: components.minute!, seconds: components.second!)
        func attribute(_ oid: ASN1ObjectIdentifier, _ value: [UInt8]) throws -> [UInt8] {
            tlv(0x30, try encode(oid) + tlv(0x31, value))
        }
        let attributes =
            try attribute(CMSSignedData.OID.contentTypeAttribute, try encode(CMSSignedData.OID.data))
            + attribute(CMSSignedData.OID.signingTimeAttribute, try encode(time))
            + attribute(
                CMSSignedData.OID.messageDigestAttribute, tlv(0x04, Array(Insecure.SHA1.hash(data: contentBytes))))
        let signature = try signerKey.signature(
            for: Insecure.SHA1.hash(data: tlv(0x31, attributes)), padding: .insecurePKCS1v1_5)
        var serial = Array(signer.serialNumber.bytes)
        if let first = serial.first, first & 0x80 != 0 { serial.insert(0, at: 0) }
        let signerInfo = tlv(
            0x30,
            [0x02, 0x01, 0x01] + tlv(0x30, try encode(signer.issuer) + tlv(0x02, serial))
                + (try algorithm(CMSSignedData.OID.sha1)) + tlv(0xA0, attributes)
                + (try algorithm(CMSSignedData.OID.rsaEncryption)) + tlv(0x04, Array(signature.rawRepresentation)))
        let certificates = try chain.flatMap { try encode($0) }
        let signedData = tlv(
            0x30,
            [0x02, 0x01, 0x01] + tlv(0x31, try algorithm(CMSSignedData.OID.sha1))
                + tlv(0x30, try encode(CMSSignedData.OID.data) + tlv(0xA0, tlv(0x04, contentBytes)))
                + tlv(0xA0, certificates) + tlv(0x31, signerInfo))
        return Data(tlv(0x30, try encode(CMSSignedData.OID.signedData) + tlv(0xA0, signedData)))
    }
}
