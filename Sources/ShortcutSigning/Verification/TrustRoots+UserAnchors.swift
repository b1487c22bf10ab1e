import Foundation
import SwiftASN1
import X509

extension TrustRoots {
    /// Adds roots the user chose to trust, from DER or PEM bytes (`--trust-anchor CERT`).
    ///
    /// Unlike the pinned roots these need no fingerprint: the user vouches for them. Chains
    /// validated to them are reported as user-trusted (``SigningReport/Verdict/userTrusted``).
    ///
    /// - Returns: The number of certificates added.
    /// - Throws: ``SigningError`` `.badCertificate` / `.badPEM` naming `source`.
    @discardableResult
    public mutating func addUserAnchors(from bytes: Data, source: String) throws(SigningError) -> Int {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        var added: [Certificate] = []
        if text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("-----BEGIN") {
            for der in try SigningIdentity.certificates(fromPEM: String(decoding: bytes, as: UTF8.self), source: source)
            {
                guard let certificate = try? Certificate(derEncoded: Array(der)) else {
                    throw SigningError(.badCertificate("a CERTIFICATE block is not X.509"), at: source)
                }
                added.append(certificate)
            }
        } else {
            do {
                added.append(try Certificate(derEncoded: Array(bytes)))
            } catch {
                throw SigningError(.badCertificate("neither a DER nor a PEM certificate (\(error))"), at: source)
            }
        }
        userAnchors += added
        return added.count
    }

    /// Adds an already parsed user-trusted root.
    public mutating func addUserAnchor(_ certificate: Certificate) {
        userAnchors.append(certificate)
    }
}

extension CertificateChainValidator {
    /// Validates to the pinned root; when that does not succeed, tries each user-named anchor and
    /// returns the first success together with that anchor (otherwise the pinned outcome).
    func validate(
        leaf: Certificate, intermediates: [Certificate], anchor: Certificate?, userAnchors: [Certificate],
        validationTime: Date, howToProvide: String
    ) async -> (evaluation: ChainEvaluation, userAnchor: Certificate?) {
        let pinned = await validate(
            leaf: leaf, intermediates: intermediates, anchor: anchor, validationTime: validationTime,
            howToProvide: howToProvide)
        guard pinned.trusted != true else { return (pinned, nil) }
        for userAnchor in userAnchors {
            let evaluation = await validate(
                leaf: leaf, intermediates: intermediates, anchor: userAnchor, validationTime: validationTime,
                howToProvide: howToProvide)
            if evaluation.trusted == true { return (evaluation, userAnchor) }
        }
        return (pinned, nil)
    }
}
