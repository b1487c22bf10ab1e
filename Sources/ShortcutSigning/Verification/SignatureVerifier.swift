import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509

/// Verifies a signed shortcut (spec §7): the prologue signature, the HKDF/HMAC chain over every
/// cluster and segment, the segment checksums, and the certificate chains to the pinned Apple
/// roots — and reports every step instead of stopping at the first failure.
///
/// Trust comes only from ``TrustRoots`` (pinned fingerprints). A root certificate inside the file
/// is used only when its fingerprint equals the pin, so a chain ending in a self-made
/// "Apple Root CA - G3" is never trusted. Revocation (OCSP) is not checked: this works offline.
public struct SignatureVerifier: Sendable {
    public var trustRoots: TrustRoots
    public var limits: SignedShortcutLimits
    /// "Now" for expiry reporting; nil means the clock at verification time.
    public var currentDate: Date?

    /// Margin after the signing certificate's notBefore at which chains are validated: AEA has
    /// no timestamp, and a certificate cannot have signed before it was issued.
    public static let signingTimeMargin: TimeInterval = 60

    public init(trustRoots: TrustRoots, limits: SignedShortcutLimits = .default, currentDate: Date? = nil) {
        self.trustRoots = trustRoots
        self.limits = limits
        self.currentDate = currentDate
    }

    /// Verifies the bytes of a shortcut file (signed or not). Never throws: every failure is a
    /// named problem in the report.
    public func verify(_ data: Data) async -> SigningReport {
        var report = ReportBuilder()
        let now = currentDate ?? Date()
        guard AEAContainer.hasMagic(data) else {
            if PropertyListFormat.detect(data) != nil {
                report.kind = .unsigned
                report.notes.append("not an AEA container: a plain property-list shortcut carries no signature")
            } else {
                report.malformed = true
                report.problems.append("neither a signed shortcut (AEA1) nor a property list")
            }
            return report.build(now: now)
        }

        let container: AEAContainer
        do {
            container = try AEAContainer(data: data)
        } catch {
            report.malformed = true
            report.kind = Self.kindFromAuthDataOnly(data, limits: limits)
            report.problems.append(error.description)
            return report.build(now: now)
        }
        let context: SigningContext
        do {
            context = try SigningContext(authData: try SignedShortcut.decodeAuthData(container, limits: limits))
        } catch {
            report.malformed = true
            report.problems.append(error.description)
            Self.noteTrailingBytes(of: container, in: &report)
            return report.build(now: now)
        }
        return await verify(container: container, context: context, report: &report, now: now)
    }

    /// Verifies an already opened signed shortcut, using its parsed container and auth data rather
    /// than reading the bytes again.
    public func verify(_ shortcut: SignedShortcut) async -> SigningReport {
        var report = ReportBuilder()
        return await verify(
            container: shortcut.container, context: shortcut.context, report: &report, now: currentDate ?? Date())
    }

    private func verify(
        container: AEAContainer, context: SigningContext, report: inout ReportBuilder, now: Date
    ) async -> SigningReport {
        Self.noteTrailingBytes(of: container, in: &report)
        report.kind = context.kind
        switch context {
        case .icloud(let chain):
            await verifyICloud(container: container, chainDER: chain, report: &report)
        case .contact(let contact):
            await verifyContact(container: container, context: contact, report: &report)
        }
        return report.build(now: now)
    }

    private static func noteTrailingBytes(of container: AEAContainer, in report: inout ReportBuilder) {
        if container.trailingByteCount > 0 {
            report.notes.append("\(container.trailingByteCount) unauthenticated bytes after the container, ignored")
        }
    }

    /// Checks the container with `signingKey`: prologue signature, MAC chain, then extraction
    /// (segment checksums, LZFSE, Apple Archive, `Shortcut.wflow`).
    func checkContainer(_ container: AEAContainer, signingKey: P256.Signing.PublicKey?, report: inout ReportBuilder) {
        if let der = container.signatureDER, container.signatureField.dropFirst(der.count).contains(where: { $0 != 0 })
        {
            report.notes.append("the signature field's padding is not zero (ignored: the signature does not cover it)")
        }
        if let signingKey {
            let authenticator = AEAAuthenticator(container: container, signingKey: signingKey)
            if let problem = authenticator.checkPrologueSignature() {
                report.fail("prologue signature", problem)
            } else {
                report.pass("prologue signature")
            }
            let macProblems = authenticator.checkMACChain()
            if macProblems.isEmpty {
                report.pass(
                    "MAC chain (root header, \(container.clusters.count) cluster(s), \(container.segments.count) segment(s))"
                )
            } else {
                for problem in macProblems { report.fail("MAC chain", problem) }
            }
        } else {
            report.skip("prologue signature", "no usable signing key")
            report.skip("MAC chain", "no usable signing key")
        }

        do {
            let payload = try container.decodePayload(maximumSize: limits.maximumPayloadSize)
            report.pass("segment checksums")
            let archive = try AppleArchive(bytes: payload)
            if archive.fileData(atPath: SignedShortcut.workflowPath) == nil {
                report.fail("payload", "payload archive has no \(SignedShortcut.workflowPath) file entry")
            } else {
                report.pass("payload")
            }
        } catch let error as AEAError {
            if case .checksumMismatch = error.reason {
                report.fail("segment checksums", error.description)
            } else {
                report.fail("payload", error.description)
            }
        } catch {
            report.fail("payload", "payload: \(error)")
        }
    }

    // MARK: - iCloud

    private func verifyICloud(container: AEAContainer, chainDER: [Data], report: inout ReportBuilder) async {
        let parsed = Self.parseCertificates(chainDER, name: "SigningCertificateChain", report: &report)
        guard let leaf = parsed.first?.certificate else {
            report.malformed = true
            return
        }
        let identifier = leaf.subjectCommonName
        report.signer.leafSubject = leaf.subject.description
        if let identifier, Self.isICloudIdentifier(identifier) {
            report.signer.icloudIdentifier = identifier
        }
        let signingKey = P256.Signing.PublicKey(leaf.publicKey)
        if signingKey == nil {
            report.fail("signing key", "the leaf certificate's key is not EC P-256")
        }
        checkContainer(container, signingKey: signingKey, report: &report)

        let validationTime = leaf.notValidBefore + Self.signingTimeMargin
        report.signedAt = validationTime
        report.signedAtSource = "signing certificate notBefore + 60 s (AEA carries no timestamp)"
        report.signingCertificateExpiry = leaf.notValidAfter

        // The file's G3 copy may serve as the anchor only when it *is* the pinned certificate.
        var anchor = trustRoots.root(.appleRootCAG3)
        var intermediates: [Certificate] = []
        for (der, certificate) in parsed.dropFirst() {
            if TrustRoots.pin(matchingDER: der) == .appleRootCAG3 {
                if anchor == nil { anchor = certificate }
            } else {
                intermediates.append(certificate)
            }
        }
        if parsed.count > 1, let last = parsed.last, TrustRoots.pin(matchingDER: last.der) == nil,
            last.certificate.subjectCommonName == TrustRoots.Pin.appleRootCAG3.commonName
        {
            report.problems.append(
                "SigningCertificateChain: the file's root is named \"Apple Root CA - G3\" but its fingerprint "
                    + "\(TrustRoots.fingerprint(ofDER: last.der)) is not the pinned one; it is not trusted")
        }
        let validator = CertificateChainValidator(
            name: "SigningCertificateChain", pin: .appleRootCAG3, leafExtension: AppleOID.shortcutSigningLeaf,
            issuerExtension: AppleOID.systemIntegrationCA4,
            leafCheck: { leaf in
                guard let name = leaf.subjectCommonName, Self.isICloudIdentifier(name) else {
                    return "leaf CN is not an iCloud shortcut id (32 hex digits)"
                }
                return nil
            })
        let (evaluation, userAnchor) = await validator.validate(
            leaf: leaf, intermediates: intermediates, anchor: anchor, userAnchors: trustRoots.userAnchors,
            validationTime: validationTime, howToProvide: trustRoots.howToProvide(.appleRootCAG3))
        report.addChain(
            name: "SigningCertificateChain", certificates: parsed, anchor: .appleRootCAG3, evaluation: evaluation,
            validationTime: validationTime, userAnchor: userAnchor)
        report.notes.append("revocation not checked (offline; Apple checks iCloud signing certificates by OCSP)")
    }

    static func isICloudIdentifier(_ name: String) -> Bool {
        name.utf8.count == 32
            && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
    }

    /// Parses DER certificates, recording a failed check for each that does not parse.
    static func parseCertificates(_ ders: [Data], name: String, report: inout ReportBuilder)
        -> [(der: Data, certificate: Certificate)]
    {
        var result: [(der: Data, certificate: Certificate)] = []
        for (index, der) in ders.enumerated() {
            do {
                result.append((der, try Certificate(derEncoded: Array(der))))
            } catch {
                report.fail("certificates", "\(name)[\(index)] is not a valid X.509 certificate: \(error)")
            }
        }
        return result
    }

    /// Best-effort classification of a container that does not parse fully (e.g. truncated):
    /// the auth data sits right after the 12-byte header.
    static func kindFromAuthDataOnly(_ data: Data, limits: SignedShortcutLimits) -> SigningKind {
        guard data.count >= 12 else { return .unknown }
        let size = Int(data.leU32(at: 8))
        guard size <= data.count - 12 else { return .unknown }
        guard let plist = try? BinaryPropertyListReader(limits: limits.propertyList).read(data.slice(12..<(12 + size))),
            let context = try? SigningContext(authData: plist)
        else { return .unknown }
        return context.kind
    }
}
