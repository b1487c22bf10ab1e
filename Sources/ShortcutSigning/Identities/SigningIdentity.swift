import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509
import _CryptoExtras

/// The material that signs shortcuts, checked when it is made so a bad key or chain fails
/// before anything is written.
///
/// - **Contact** (`people-who-know-me`): a person's Apple ID certificate and its RSA key, the
///   issuing CA, and Apple's validation record for that Apple ID. Every file gets a fresh P-256
///   key, endorsed by the Apple ID key (RSA-PSS) in the auth data (spec §4.2).
/// - **Certificate chain** (iCloud-style, `SigningCertificateChain`): a P-256 leaf key and its
///   chain; the leaf key signs the file directly (spec §4.1). Apple issues such chains only to
///   iCloud share links; with a private CA (``SelfSignedIdentity``) only devices that trust that
///   CA accept the files.
public struct SigningIdentity: Sendable {
    /// Which auth-data shape the identity produces.
    public enum Kind: String, Sendable, Equatable {
        case contact
        case certificateChain
    }

    /// The private keys. `@unchecked`: swift-crypto's `_RSA.Signing.PrivateKey` is an immutable
    /// wrapper that does not declare `Sendable` in every supported version.
    enum Material: @unchecked Sendable {
        case contact(appleIDKey: _RSA.Signing.PrivateKey, record: Data)
        case certificateChain(signingKey: P256.Signing.PrivateKey)
    }

    let material: Material
    /// DER certificates written into the auth data, leaf first.
    public let certificateChain: [Data]
    /// The first certificate, parsed.
    public let leaf: Certificate

    /// Contact or certificate-chain, by the key the identity was made with.
    public var kind: Kind {
        switch material {
        case .contact: .contact
        case .certificateChain: .certificateChain
        }
    }

    /// A contact-signing identity.
    ///
    /// - Parameters:
    ///   - appleIDKey: The RSA key of the Apple ID certificate.
    ///   - certificateChain: DER certificates: the Apple ID certificate, then its issuer; a
    ///     trailing self-signed root is dropped (Apple's files do not carry it).
    ///   - validationRecord: The CMS `AppleIDValidationRecord` for the same Apple ID.
    /// - Throws: ``SigningError``: unreadable certificates, a chain whose links do not issue each
    ///   other, a key that is not the certificate's, a record that is not CMS or names another
    ///   Apple ID.
    public static func contact(appleIDKey: _RSA.Signing.PrivateKey, certificateChain: [Data], validationRecord: Data)
        throws(SigningError) -> SigningIdentity
    {
        var chain = try parseChain(certificateChain, source: "certificate chain")
        if chain.count > 2, let last = chain.last, last.certificate.issuer == last.certificate.subject {
            chain.removeLast()
        }
        guard chain.count >= 2 else {
            throw SigningError(
                .incompleteChain(
                    "contact signing needs the Apple ID certificate followed by its issuing CA "
                        + "(Apple Application Integration Certification Authority); \(chain.count) certificate given"),
                at: "certificate chain")
        }
        let leaf = chain[0].certificate
        guard leaf.publicKey == Certificate.PublicKey(appleIDKey.publicKey) else {
            throw SigningError(.keyDoesNotMatchCertificate, at: "certificate 0 (\(leaf.subject))")
        }
        try checkRecord(validationRecord, appleID: leaf)
        return SigningIdentity(
            material: .contact(appleIDKey: appleIDKey, record: validationRecord), certificateChain: chain.map(\.der),
            leaf: leaf)
    }

    /// A certificate-chain (iCloud-style) identity.
    ///
    /// - Parameters:
    ///   - signingKey: The leaf certificate's P-256 key.
    ///   - certificateChain: DER certificates, leaf first, at least the leaf and its issuer.
    /// - Throws: ``SigningError`` as for ``contact(appleIDKey:certificateChain:validationRecord:)``.
    public static func certificateChain(signingKey: P256.Signing.PrivateKey, certificateChain: [Data])
        throws(SigningError) -> SigningIdentity
    {
        let chain = try parseChain(certificateChain, source: "certificate chain")
        guard chain.count >= 2 else {
            throw SigningError(
                .incompleteChain("certificate-chain signing needs the leaf certificate and at least its issuer"),
                at: "certificate chain")
        }
        let leaf = chain[0].certificate
        guard leaf.publicKey == Certificate.PublicKey(signingKey.publicKey) else {
            throw SigningError(.keyDoesNotMatchCertificate, at: "certificate 0 (\(leaf.subject))")
        }
        return SigningIdentity(
            material: .certificateChain(signingKey: signingKey), certificateChain: chain.map(\.der), leaf: leaf)
    }

    /// The auth data for one file and the key that signs it (fresh per file for contact
    /// signing, as Apple does).
    func makeAuthData() throws(SigningError) -> (authData: [UInt8], signingKey: P256.Signing.PrivateKey) {
        switch material {
        case .certificateChain(let key):
            let plist: PropertyListValue = ["SigningCertificateChain": .array(certificateChain.map { .data($0) })]
            return (Array(BinaryPropertyListWriter().write(plist)), key)
        case .contact(let appleIDKey, let record):
            let key = P256.Signing.PrivateKey()
            let publicKey = key.publicKey.x963Representation
            let endorsement: _RSA.Signing.RSASignature
            do {
                endorsement = try appleIDKey.signature(for: publicKey, padding: .PSS)
            } catch {
                throw SigningError(.unsupportedKey("RSA-PSS signing failed: \(error)"), at: "Apple ID key")
            }
            // Apple's key order (every contact-signed corpus file).
            let plist: PropertyListValue = [
                "AppleIDValidationRecord": .data(record),
                "SigningPublicKey": .data(publicKey),
                "AppleIDCertificateChain": .array(certificateChain.map { .data($0) }),
                "SigningPublicKeySignature": .data(endorsement.rawRepresentation),
            ]
            return (Array(BinaryPropertyListWriter().write(plist)), key)
        }
    }

    // MARK: - Checks

    static func parseChain(_ ders: [Data], source: String) throws(SigningError) -> [(
        der: Data, certificate: Certificate
    )] {
        guard !ders.isEmpty else { throw SigningError(.incompleteChain("no certificates"), at: source) }
        var chain: [(der: Data, certificate: Certificate)] = []
        for (index, der) in ders.enumerated() {
            do {
                chain.append((der, try Certificate(derEncoded: Array(der))))
            } catch {
                throw SigningError(
                    .badCertificate("not an X.509 certificate (\(error))"), at: "\(source), certificate \(index)")
            }
        }
        for index in chain.indices.dropLast() {
            let child = chain[index].certificate
            let parent = chain[index + 1].certificate
            guard child.issuer == parent.subject, parent.publicKey.isValidSignature(child.signature, for: child) else {
                throw SigningError(
                    .badCertificate(
                        "\"\(child.subject)\" is not issued by the next certificate \"\(parent.subject)\" "
                            + "(the chain must run leaf first, each certificate followed by its issuer)"),
                    at: "\(source), certificate \(index)")
            }
        }
        return chain
    }

    /// The record must be CMS SignedData whose XML plist names the Apple ID of `appleID`.
    static func checkRecord(_ record: Data, appleID: Certificate) throws(SigningError) {
        let cms: CMSSignedData
        do {
            cms = try CMSSignedData(ber: Array(record))
        } catch {
            throw SigningError(.badValidationRecord("not a CMS SignedData record (\(error))"), at: "validation record")
        }
        let plist: PropertyListValue
        do {
            plist = try PropertyListValue(decoding: Data(cms.content))
        } catch {
            throw SigningError(
                .badValidationRecord("its content is not a property list (\(error))"), at: "validation record")
        }
        let prefix = "com.apple.idms.appleid.prd."
        guard let altDSID = plist["altDsID"]?.string else {
            throw SigningError(.badValidationRecord("it has no altDsID"), at: "validation record")
        }
        guard let name = appleID.subjectCommonName, name == prefix + altDSID else {
            throw SigningError(
                .badValidationRecord(
                    "it is for altDsID \(altDSID) but the Apple ID certificate is "
                        + (appleID.subjectCommonName ?? "unnamed")
                ),
                at: "validation record")
        }
    }
}
