import Foundation

/// What ``SignatureVerifier`` found out about a shortcut file.
///
/// `integrity` and `chainTrusted` answer different questions: whether the bytes are exactly what
/// the signing key signed, and whether that key belongs to someone Apple vouches for. Only both
/// together (``verdict`` `.trusted`) mean "signed by Apple's iCloud / by this Apple ID".
public struct SigningReport: Sendable, Codable, Equatable {
    /// The overall conclusion.
    public enum Verdict: String, Sendable, Codable, Equatable {
        /// Integrity holds and every chain leads to a pinned Apple root.
        case trusted
        /// Integrity holds and every chain leads to a pinned Apple root or to a root the user
        /// named as a trust anchor, at least one to the latter: trusted by the user's choice,
        /// not signed by Apple.
        case userTrusted
        /// Integrity holds but a chain does not lead to a pinned Apple root (e.g. a private CA).
        case untrustedSigner
        /// Integrity holds but a needed pinned root was not available, so trust is undecided.
        case rootMissing
        /// A signature, MAC, checksum, endorsement or record check failed: the file was altered
        /// or forged.
        case integrityFailure
        /// The file could not be parsed far enough to check anything.
        case malformed
        /// A plain plist shortcut: nothing to verify.
        case unsigned
    }

    /// Result of one named verification step.
    public struct Check: Sendable, Codable, Equatable {
        /// How a step ended: it passed, it failed, or it was not run (an earlier step failed or
        /// the material for it is missing).
        public enum Status: String, Sendable, Codable, Equatable {
            case passed, failed, notChecked
        }

        /// The step: "prologue signature", "root header MAC", "segment 0/0 MAC", ….
        public var name: String
        public var status: Status
        /// Why it failed or was not checked.
        public var detail: String?

        public init(name: String, status: Status, detail: String? = nil) {
            self.name = name
            self.status = status
            self.detail = detail
        }
    }

    /// One certificate, summarised.
    public struct CertificateSummary: Sendable, Codable, Equatable {
        public var subject: String
        public var issuer: String
        public var notBefore: Date
        public var notAfter: Date
        /// SHA-256 of the DER, lower-case hex.
        public var sha256: String
    }

    /// One certificate chain as found in the file, and its outcome.
    public struct Chain: Sendable, Codable, Equatable {
        /// `SigningCertificateChain`, `AppleIDCertificateChain` or `AppleIDValidationRecord signer`.
        public var name: String
        /// The certificates the file supplies, leaf first.
        public var certificates: [CertificateSummary]
        /// The pinned root it must reach.
        public var anchor: TrustRoots.Pin
        /// `true` / `false`, or nil when the pinned root was unavailable.
        public var trusted: Bool?
        /// The time the chain was validated at.
        public var validationTime: Date?
        /// Subject of the user-named trust anchor the chain was validated to, when it did not
        /// reach the pinned Apple root (nil for Apple-anchored or untrusted chains).
        public var userTrustAnchor: String?
    }

    /// Who signed, as far as the file says.
    public struct Signer: Sendable, Codable, Equatable {
        /// iCloud-signed: the leaf certificate's CN, the id in `icloud.com/shortcuts/<id>`.
        public var icloudIdentifier: String?
        /// Contact-signed: the Apple ID certificate's CN (`com.apple.idms.appleid.prd.<altDSID>`).
        public var appleIDCertificateCommonName: String?
        /// Contact-signed: the validation record (altDSID, hashes, dates).
        public var validationRecord: AppleIDValidationRecord?
        /// The leaf certificate's subject (any kind; the private CA's leaf for untrusted chains).
        public var leafSubject: String?
    }

    public var kind: SigningKind
    public var verdict: Verdict
    /// Every integrity step passed (signature, MAC chain, segment checksums, payload, and for
    /// contact files the key endorsement and validation-record signature).
    public var integrity: Bool
    /// Every chain leads to its pinned Apple root (nil: a needed root was not available).
    public var chainTrusted: Bool?
    public var signer: Signer?
    /// When the file was signed, as far as can be told: AEA has no timestamp, so this is the
    /// signing certificate's notBefore + 60 s (see ``signedAtSource``).
    public var signedAt: Date?
    public var signedAtSource: String?
    /// Every certificate of the file's chains was within its validity period at the time its
    /// chain was validated (nil when no certificate could be read).
    public var validAtSigningTime: Bool?
    /// Some certificate of the chains has expired since (reported separately from trust; expired
    /// signing certificates are normal for older shortcuts).
    public var certificatesExpired: Bool?
    /// The signing certificate's notAfter.
    public var signingCertificateExpiry: Date?
    public var checks: [Check]
    public var chains: [Chain]
    /// Everything that failed or could not be decided, each naming its step.
    public var problems: [String]
    /// Limitations and remarks that are not failures ("revocation not checked (offline)").
    public var notes: [String]
    /// One paragraph for people.
    public var summary: String

    /// True only for ``Verdict/trusted``.
    public var isTrusted: Bool { verdict == .trusted }

    /// True for ``Verdict/trusted`` and ``Verdict/userTrusted``: integrity holds and every chain
    /// ends at a root that is pinned or that the user named.
    public var isTrustedByUserChoice: Bool { verdict == .trusted || verdict == .userTrusted }

    /// Encodes every field, writing `null` for undecided ones (e.g. `chainTrusted` when a root
    /// is missing) instead of leaving the key out, so JSON readers see the three states.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(integrity, forKey: .integrity)
        try container.encode(chainTrusted, forKey: .chainTrusted)
        try container.encode(signer, forKey: .signer)
        try container.encode(signedAt, forKey: .signedAt)
        try container.encode(signedAtSource, forKey: .signedAtSource)
        try container.encode(validAtSigningTime, forKey: .validAtSigningTime)
        try container.encode(certificatesExpired, forKey: .certificatesExpired)
        try container.encode(signingCertificateExpiry, forKey: .signingCertificateExpiry)
        try container.encode(checks, forKey: .checks)
        try container.encode(chains, forKey: .chains)
        try container.encode(problems, forKey: .problems)
        try container.encode(notes, forKey: .notes)
        try container.encode(summary, forKey: .summary)
    }
}
