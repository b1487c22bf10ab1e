import SwiftASN1
import X509

/// A chain policy for Apple's marker extensions (spec §7.4): the leaf must carry one Apple OID,
/// its issuer another, and the chain must end at the one pinned root handed in.
///
/// The marker alone proves nothing (a private CA can issue a leaf with it); it is checked
/// *together with* the pinned anchor, which is what makes the chain Apple's.
struct AppleMarkerPolicy: VerifierPolicy {
    /// The policy enforces no critical extension; RFC 5280 handles the standard ones.
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = []

    /// OID the leaf must carry.
    let leafExtension: ASN1ObjectIdentifier
    /// OID the leaf's issuer must carry.
    let issuerExtension: ASN1ObjectIdentifier
    /// The pinned root the chain must end at.
    let anchor: Certificate
    /// Extra leaf check (e.g. the iCloud id shape of the CN); returns a failure reason or nil.
    let leafCheck: @Sendable (Certificate) -> String?

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) -> PolicyEvaluationResult {
        let certificates = Array(chain)
        guard certificates.count >= 3 else {
            return .failsToMeetPolicy(
                reason: "chain of \(certificates.count) certificates; expected leaf, intermediate, root")
        }
        let leaf = certificates[0]
        let issuer = certificates[1]
        guard certificates[certificates.count - 1] == anchor else {
            return .failsToMeetPolicy(reason: "chain does not end at the pinned root")
        }
        guard leaf.extensions[oid: leafExtension] != nil else {
            return .failsToMeetPolicy(reason: "leaf lacks Apple marker extension \(leafExtension)")
        }
        guard issuer.extensions[oid: issuerExtension] != nil else {
            return .failsToMeetPolicy(reason: "issuing CA lacks Apple marker extension \(issuerExtension)")
        }
        if let failure = leafCheck(leaf) {
            return .failsToMeetPolicy(reason: failure)
        }
        return .meetsPolicy
    }
}

/// Apple OIDs used by the marker checks.
enum AppleOID {
    /// Leaf of an iCloud shortcut signing certificate.
    static let shortcutSigningLeaf: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 18, 1]
    /// Apple System Integration CA 4 (issuer of the iCloud leaf).
    static let systemIntegrationCA4: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 2, 17]
    /// Apple ID certificate (contact signing).
    static let appleIDCertificate: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 4, 7]
    /// Apple Application Integration CAs (issuers of the Apple ID and record-signing certificates).
    static let applicationIntegrationCA: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 2, 3]
    /// Apple ID Validation Record Signing certificate.
    static let validationRecordSigning: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 25]
}
