import Foundation
import SwiftASN1
@_spi(FixedExpiryValidationTime) import X509

/// The outcome of validating one certificate chain.
struct ChainEvaluation: Sendable {
    /// `true` valid to the pinned root, `false` not, `nil` when the pinned root was unavailable.
    var trusted: Bool?
    /// The validated path (leaf first) when trusted.
    var validatedPath: [Certificate] = []
    /// Why it is not trusted (or cannot be decided).
    var problems: [String] = []
    /// How to supply the missing root, when `trusted` is nil.
    var remedy: String?
}

/// Builds and checks a chain to one pinned Apple root with swift-certificates' `Verifier`:
/// RFC 5280 rules at a fixed validation time, plus ``AppleMarkerPolicy``.
struct CertificateChainValidator: Sendable {
    /// Human name of the chain for messages ("SigningCertificateChain").
    let name: String
    let pin: TrustRoots.Pin
    let leafExtension: ASN1ObjectIdentifier
    let issuerExtension: ASN1ObjectIdentifier
    var leafCheck: @Sendable (Certificate) -> String? = { _ in nil }

    /// Validates `leaf` through `intermediates` to the pinned root at `validationTime`.
    ///
    /// `anchor` is the pinned root, from ``TrustRoots`` or — for iCloud files — the file's own
    /// copy after its fingerprint was compared with the pin; nil means unavailable.
    func validate(
        leaf: Certificate, intermediates: [Certificate], anchor: Certificate?, validationTime: Date,
        howToProvide: String
    ) async -> ChainEvaluation {
        guard let anchor else {
            return ChainEvaluation(
                trusted: nil, problems: ["\(name): cannot be checked: \(pin.commonName) is not available"],
                remedy: howToProvide)
        }
        let check = leafCheck
        var verifier = Verifier(rootCertificates: CertificateStore([anchor])) {
            RFC5280Policy(fixedExpiryValidationTime: validationTime)
            AppleMarkerPolicy(
                leafExtension: leafExtension, issuerExtension: issuerExtension, anchor: anchor, leafCheck: check)
        }
        let result = await verifier.validate(leaf: leaf, intermediates: CertificateStore(intermediates))
        switch result {
        case .validCertificate(let chain):
            return ChainEvaluation(trusted: true, validatedPath: Array(chain))
        case .couldNotValidate(let failures):
            let subjects = ([leaf] + intermediates).map { "\"\($0.subject)\"" }.joined(separator: " → ")
            var problems: [String] = []
            if failures.isEmpty {
                problems.append(
                    "\(name): signer not trusted: no valid path from the leaf to the pinned \(pin.commonName) "
                        + "(SHA-256 \(pin.fingerprint)); chain in the file: \(subjects)")
            } else {
                var seen = Set<String>()
                for failure in failures where seen.insert(failure.policyFailureReason.description).inserted {
                    problems.append(
                        "\(name): signer not trusted: \(failure.policyFailureReason) "
                            + "(validated at \(Self.format(validationTime)); chain in the file: \(subjects))")
                }
            }
            return ChainEvaluation(trusted: false, problems: problems)
        }
    }

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}

extension Certificate {
    /// The first common name of the subject, if printable.
    var subjectCommonName: String? {
        for rdn in subject {
            for attribute in rdn where attribute.type == .RDNAttributeType.commonName {
                if let name = String(attribute.value) { return name }
            }
        }
        return nil
    }
}
