import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509
import _CryptoExtras

extension SignatureVerifier {
    /// Contact-signed files (spec §7.5): the per-export key must be endorsed by the Apple ID
    /// certificate, the Apple ID chain must reach Apple Root CA, and the validation record must
    /// be signed by Apple's record-signing certificate and name the same Apple ID.
    func verifyContact(container: AEAContainer, context: ContactSigningContext, report: inout ReportBuilder) async {
        let chain = Self.parseCertificates(
            context.appleIDCertificateChain, name: "AppleIDCertificateChain", report: &report)
        guard let appleID = chain.first?.certificate else {
            report.malformed = true
            return
        }
        let commonName = appleID.subjectCommonName
        report.signer.appleIDCertificateCommonName = commonName
        report.signer.leafSubject = appleID.subject.description

        let signingKey = try? P256.Signing.PublicKey(x963Representation: context.signingPublicKey)
        if signingKey == nil || context.signingPublicKey.count != 65 {
            report.fail("signing key", "SigningPublicKey is not a 65-byte uncompressed P-256 point")
        }
        checkEndorsement(context, appleID: appleID, report: &report)
        checkContainer(container, signingKey: signingKey, report: &report)

        let validationTime = appleID.notValidBefore + Self.signingTimeMargin
        report.signedAt = validationTime
        report.signedAtSource = "Apple ID certificate notBefore + 60 s (AEA carries no timestamp)"
        report.signingCertificateExpiry = appleID.notValidAfter

        let validator = CertificateChainValidator(
            name: "AppleIDCertificateChain", pin: .appleRootCA, leafExtension: AppleOID.appleIDCertificate,
            issuerExtension: AppleOID.applicationIntegrationCA)
        let (evaluation, userAnchor) = await validator.validate(
            leaf: appleID, intermediates: chain.dropFirst().map(\.certificate), anchor: trustRoots.root(.appleRootCA),
            userAnchors: trustRoots.userAnchors, validationTime: validationTime,
            howToProvide: trustRoots.howToProvide(.appleRootCA))
        report.addChain(
            name: "AppleIDCertificateChain", certificates: chain, anchor: .appleRootCA, evaluation: evaluation,
            validationTime: validationTime, userAnchor: userAnchor)
        report.notes.append(
            "Apple ID certificate expiry is not held against the file (as Apple does); it is reported separately")
        report.notes.append("revocation not checked (offline)")

        await verifyValidationRecord(context.validationRecord, appleIDCommonName: commonName, report: &report)
    }

    /// `SigningPublicKeySignature`: RSASSA-PSS, SHA-256, MGF1-SHA-256, salt 32, over the 65 raw
    /// bytes of `SigningPublicKey`, by the Apple ID certificate's key.
    private func checkEndorsement(_ context: ContactSigningContext, appleID: Certificate, report: inout ReportBuilder) {
        guard let rsa = _RSA.Signing.PublicKey(appleID.publicKey) else {
            report.fail("PSS endorsement", "PSS endorsement: the Apple ID certificate's key is not RSA")
            return
        }
        let signature = _RSA.Signing.RSASignature(rawRepresentation: context.signingPublicKeySignature)
        if rsa.isValidSignature(signature, for: context.signingPublicKey, padding: .PSS) {
            report.pass("PSS endorsement")
        } else {
            report.fail(
                "PSS endorsement",
                "PSS endorsement: SigningPublicKeySignature does not verify with the Apple ID certificate's key "
                    + "(the signing key was not endorsed by this Apple ID)")
        }
    }

    /// The CMS record: digest, signature, signer chain at `signingTime`, and the altDSID binding.
    private func verifyValidationRecord(_ ber: Data, appleIDCommonName: String?, report: inout ReportBuilder) async {
        let cms: CMSSignedData
        do {
            cms = try CMSSignedData(ber: Array(ber))
        } catch {
            report.fail("validation record", "AppleIDValidationRecord: malformed CMS: \(error)")
            return
        }
        let signer = cms.signer

        var signingTime: Date?
        if let node = signer.attributes[CMSSignedData.OID.signingTimeAttribute]?.first {
            signingTime = Self.date(from: node)
        }
        let plist: PropertyListValue?
        do {
            plist = try PropertyListValue(decoding: Data(cms.content), limits: limits.propertyList)
        } catch {
            report.fail("validation record", "AppleIDValidationRecord: content is not a property list: \(error)")
            plist = nil
        }
        let record = plist.map { AppleIDValidationRecord(plist: $0, signingTime: signingTime) }
        report.signer.validationRecord = record

        // Digest over the content.
        guard cms.contentType == CMSSignedData.OID.data else {
            report.fail("CMS digest", "AppleIDValidationRecord: content type is not id-data")
            return
        }
        let computed: [UInt8]
        switch signer.digestAlgorithm {
        case CMSSignedData.OID.sha1: computed = Array(Insecure.SHA1.hash(data: cms.content))
        case CMSSignedData.OID.sha256: computed = Array(SHA256.hash(data: cms.content))
        default:
            report.fail("CMS digest", "AppleIDValidationRecord: unsupported digest algorithm \(signer.digestAlgorithm)")
            return
        }
        let declared = signer.attributes[CMSSignedData.OID.messageDigestAttribute]?.first
        if case .primitive(let bytes)? = declared?.content, bytes.elementsEqual(computed) {
            report.pass("CMS digest")
        } else {
            report.fail("CMS digest", "AppleIDValidationRecord: messageDigest does not match the record content")
        }

        // Signer certificate and signature over the re-tagged signed attributes.
        let certificates = Self.parseCertificates(
            cms.certificates.map { Data($0) }, name: "AppleIDValidationRecord certificates", report: &report)
        guard let signerIndex = certificates.firstIndex(where: { Self.matches($0.certificate, signer) }) else {
            report.fail("CMS signature", "AppleIDValidationRecord: the signer's certificate is not in the record")
            return
        }
        let signerCertificate = certificates[signerIndex].certificate
        checkRecordSignature(signer, certificate: signerCertificate, report: &report)

        // Signer chain at the record's signing time.
        let others = certificates.enumerated().filter { $0.offset != signerIndex }.map(\.element)
        let validationTime = signingTime ?? signerCertificate.notValidBefore + Self.signingTimeMargin
        if signingTime == nil {
            report.problems.append(
                "AppleIDValidationRecord: no signingTime attribute; chain validated at the signer's notBefore + 60 s")
        }
        let validator = CertificateChainValidator(
            name: "AppleIDValidationRecord signer", pin: .appleRootCA, leafExtension: AppleOID.validationRecordSigning,
            issuerExtension: AppleOID.applicationIntegrationCA)
        let (evaluation, userAnchor) = await validator.validate(
            leaf: signerCertificate, intermediates: others.map(\.certificate), anchor: trustRoots.root(.appleRootCA),
            userAnchors: trustRoots.userAnchors, validationTime: validationTime,
            howToProvide: trustRoots.howToProvide(.appleRootCA))
        report.addChain(
            name: "AppleIDValidationRecord signer", certificates: [certificates[signerIndex]] + others,
            anchor: .appleRootCA, evaluation: evaluation, validationTime: validationTime, userAnchor: userAnchor)

        // Binding: the record must be about the Apple ID whose certificate endorsed the key.
        let prefix = "com.apple.idms.appleid.prd."
        let certificateAltDSID = appleIDCommonName.flatMap {
            $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil
        }
        if let altDSID = record?.altDSID, let certificateAltDSID, altDSID == certificateAltDSID {
            report.pass("record binding (altDSID)")
        } else {
            report.distrust(
                "record binding (altDSID)",
                "AppleIDValidationRecord: altDSID \(record?.altDSID ?? "missing") does not match the Apple ID certificate CN \(appleIDCommonName ?? "missing")"
            )
        }
    }

    private func checkRecordSignature(
        _ signer: CMSSignedData.SignerInfo, certificate: Certificate, report: inout ReportBuilder
    ) {
        guard let rsa = _RSA.Signing.PublicKey(certificate.publicKey) else {
            report.fail("CMS signature", "AppleIDValidationRecord: the signer's key is not RSA")
            return
        }
        guard !signer.signedAttributesDER.isEmpty else {
            report.fail("CMS signature", "AppleIDValidationRecord: no signed attributes")
            return
        }
        let useSHA1: Bool
        switch (signer.signatureAlgorithm, signer.digestAlgorithm) {
        case (CMSSignedData.OID.sha1WithRSA, _), (CMSSignedData.OID.rsaEncryption, CMSSignedData.OID.sha1):
            useSHA1 = true
        case (CMSSignedData.OID.sha256WithRSA, _), (CMSSignedData.OID.rsaEncryption, CMSSignedData.OID.sha256):
            useSHA1 = false
        default:
            report.fail(
                "CMS signature", "AppleIDValidationRecord: unsupported signature algorithm \(signer.signatureAlgorithm)"
            )
            return
        }
        let signature = _RSA.Signing.RSASignature(rawRepresentation: signer.signature)
        let valid =
            useSHA1
            ? rsa.isValidSignature(
                signature, for: Insecure.SHA1.hash(data: signer.signedAttributesDER), padding: .insecurePKCS1v1_5)
            : rsa.isValidSignature(
                signature, for: SHA256.hash(data: signer.signedAttributesDER), padding: .insecurePKCS1v1_5)
        if valid {
            report.pass("CMS signature")
        } else {
            report.fail(
                "CMS signature", "AppleIDValidationRecord: RSA signature over the signed attributes does not verify")
        }
    }

    /// Whether `certificate` is the one `sid` (issuerAndSerialNumber) names.
    private static func matches(_ certificate: Certificate, _ signer: CMSSignedData.SignerInfo) -> Bool {
        func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> { bytes.drop { $0 == 0 } }
        guard trimmed(certificate.serialNumber.bytes).elementsEqual(trimmed(signer.serialNumber)) else { return false }
        guard let node = try? DER.parse(signer.issuer), let issuer = try? DistinguishedName(derEncoded: node) else {
            return false
        }
        return issuer == certificate.issuer
    }

    /// A UTCTime or GeneralizedTime node as a date (UTC).
    static func date(from node: ASN1Node) -> Date? {
        let parts: (year: Int, month: Int, day: Int, hours: Int, minutes: Int, seconds: Int)
        if node.identifier == .utcTime, let time = try? UTCTime(berEncoded: node) {
            parts = (time.year, time.month, time.day, time.hours, time.minutes, time.seconds)
        } else if node.identifier == .generalizedTime, let time = try? GeneralizedTime(berEncoded: node) {
            parts = (time.year, time.month, time.day, time.hours, time.minutes, time.seconds)
        } else {
            return nil
        }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (civil-from-days inverse).
        let y = parts.month <= 2 ? parts.year - 1 : parts.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (parts.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + parts.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + parts.hours * 3_600 + parts.minutes * 60 + parts.seconds
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
