import Crypto
import Foundation
import SwiftASN1
import X509

/// Accumulates checks, chains and problems while ``SignatureVerifier`` runs, then derives the
/// verdict, the expiry fields and the summary.
struct ReportBuilder {
    var kind: SigningKind = .unknown
    var checks: [SigningReport.Check] = []
    var chains: [SigningReport.Chain] = []
    var problems: [String] = []
    var notes: [String] = []
    var signer = SigningReport.Signer()
    var signedAt: Date?
    var signedAtSource: String?
    var signingCertificateExpiry: Date?
    /// Some chain's trust could not be decided because its root was missing.
    var missingRoot = false
    var malformed = false
    /// A trust condition outside the chains failed (e.g. the record names another Apple ID).
    var trustBroken = false
    /// (certificates, time) pairs whose validity windows feed `validAtSigningTime`.
    var validityWindows: [(certificates: [Certificate], time: Date)] = []

    mutating func pass(_ name: String) {
        checks.append(.init(name: name, status: .passed))
    }

    mutating func fail(_ name: String, _ problem: String) {
        checks.append(.init(name: name, status: .failed, detail: problem))
        problems.append(problem)
    }

    mutating func skip(_ name: String, _ reason: String) {
        checks.append(.init(name: name, status: .notChecked, detail: reason))
    }

    /// Records a failed trust condition that is not a chain (the bytes are intact, the signer is
    /// not who the file claims).
    mutating func distrust(_ name: String, _ problem: String) {
        checks.append(.init(name: name, status: .failed, detail: problem))
        problems.append(problem)
        trustBroken = true
    }

    /// Records a chain outcome.
    mutating func addChain(
        name: String, certificates: [(der: Data, certificate: Certificate)], anchor: TrustRoots.Pin,
        evaluation: ChainEvaluation, validationTime: Date, userAnchor: Certificate? = nil
    ) {
        chains.append(
            .init(
                name: name, certificates: certificates.map { Self.summary($0.certificate, der: $0.der) },
                anchor: anchor,
                trusted: evaluation.trusted, validationTime: validationTime,
                userTrustAnchor: userAnchor.map { $0.subject.description }))
        if let userAnchor {
            notes.append(
                "\(name): trusted only because you named \"\(userAnchor.subject)\" as a trust anchor; not signed by Apple"
            )
        }
        problems += evaluation.problems
        if let remedy = evaluation.remedy, !problems.contains(remedy) { problems.append(remedy) }
        if evaluation.trusted == nil { missingRoot = true }
        var window = certificates.map(\.certificate)
        if let root = evaluation.validatedPath.last, !window.contains(root) { window.append(root) }
        validityWindows.append((window, validationTime))
    }

    /// Checks whose failure concerns trust, not integrity.
    static let trustCheckNames: Set<String> = ["record binding (altDSID)"]

    static func summary(_ certificate: Certificate, der: Data) -> SigningReport.CertificateSummary {
        .init(
            subject: certificate.subject.description, issuer: certificate.issuer.description,
            notBefore: certificate.notValidBefore, notAfter: certificate.notValidAfter,
            sha256: TrustRoots.fingerprint(ofDER: der))
    }

    func build(now: Date) -> SigningReport {
        let integrity =
            !malformed && !checks.isEmpty
            && !checks.contains { $0.status == .failed && !Self.trustCheckNames.contains($0.name) }
        let chainTrusted: Bool?
        if trustBroken {
            chainTrusted = false
        } else if chains.isEmpty {
            chainTrusted = kind == .unsigned || malformed ? nil : false
        } else if chains.contains(where: { $0.trusted == false }) {
            chainTrusted = false
        } else if missingRoot {
            chainTrusted = nil
        } else {
            chainTrusted = true
        }

        let verdict: SigningReport.Verdict
        if kind == .unsigned {
            verdict = .unsigned
        } else if malformed {
            verdict = .malformed
        } else if !integrity {
            verdict = .integrityFailure
        } else if chainTrusted == true {
            verdict = chains.contains { $0.userTrustAnchor != nil } ? .userTrusted : .trusted
        } else if chainTrusted == nil {
            verdict = .rootMissing
        } else {
            verdict = .untrustedSigner
        }

        var validAtSigningTime: Bool?
        var certificatesExpired: Bool?
        var notes = self.notes
        if !validityWindows.isEmpty {
            validAtSigningTime = validityWindows.allSatisfy { window in
                window.certificates.allSatisfy { $0.notValidBefore <= window.time && window.time <= $0.notValidAfter }
            }
            let all = validityWindows.flatMap(\.certificates)
            certificatesExpired = all.contains { $0.notValidAfter < now }
            for certificate in all where certificate.notValidAfter < now {
                let note =
                    "\"\(certificate.subject)\" expired on \(CertificateChainValidator.format(certificate.notValidAfter))"
                if !notes.contains(note) { notes.append(note) }
            }
            if let expiry = signingCertificateExpiry, expiry >= now {
                notes.append("signing certificate still valid until \(CertificateChainValidator.format(expiry))")
            }
        }

        var report = SigningReport(
            kind: kind, verdict: verdict, integrity: integrity, chainTrusted: chainTrusted,
            signer: kind == .unsigned ? nil : signer, signedAt: signedAt, signedAtSource: signedAtSource,
            validAtSigningTime: validAtSigningTime, certificatesExpired: certificatesExpired,
            signingCertificateExpiry: signingCertificateExpiry, checks: checks, chains: chains, problems: problems,
            notes: notes, summary: "")
        report.summary = Self.summarize(report)
        return report
    }

    private static func summarize(_ report: SigningReport) -> String {
        let who: String
        switch report.kind {
        case .icloud:
            who = "iCloud shortcut id \(report.signer?.icloudIdentifier ?? report.signer?.leafSubject ?? "unknown")"
        case .contact:
            let id =
                report.signer?.validationRecord?.altDSID ?? report.signer?.appleIDCertificateCommonName ?? "unknown"
            who = "Apple ID \(id)"
        case .unsigned, .unknown:
            who = ""
        }
        switch report.verdict {
        case .unsigned:
            return "Not signed: a plain property-list shortcut."
        case .malformed:
            return "Cannot be verified: \(report.problems.first ?? "the file is malformed")."
        case .integrityFailure:
            return "INTEGRITY FAILURE — the file was altered or forged: \(report.problems.first ?? "a check failed")."
        case .trusted:
            let prefix = report.kind == .icloud ? "Signed by Apple iCloud; \(who)" : "Signed by \(who)"
            return prefix + "; chain valid at signing time; revocation not checked (offline)."
        case .userTrusted:
            return "Signature and integrity valid; signer trusted only by your choice of trust anchor "
                + "(user-trusted, NOT signed by Apple): \(report.signer?.leafSubject ?? "unknown signer")."
        case .rootMissing:
            return "Signature and integrity valid (\(who)), but the Apple root needed to check the signer is missing."
        case .untrustedSigner:
            return "Signature and integrity valid, signer not trusted (not signed by Apple): "
                + (report.signer?.leafSubject ?? "unknown signer") + "."
        }
    }
}
