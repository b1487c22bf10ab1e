import Crypto
import Foundation

/// Checks a profile-0 container's prologue signature and its HKDF/HMAC chain (spec §7.2–7.3).
///
/// Profile 0 is not encrypted: the derived keys only authenticate. Because every key is derived
/// with the signing key `PK` in the HKDF info, auth data swapped in from another signer fails the
/// root-header MAC even when the signature itself was replaced consistently.
struct AEAAuthenticator: Sendable {
    let container: AEAContainer
    /// The signing key, uncompressed X9.63 (65 bytes).
    let signingKey: P256.Signing.PublicKey

    /// Verifies the ECDSA P-256 / SHA-256 signature over the prologue with the signature field
    /// zeroed. Returns a problem description, or nil when valid.
    func checkPrologueSignature() -> String? {
        guard let der = container.signatureDER else {
            return "prologue signature: the signature field does not hold a DER ECDSA signature"
        }
        let signature: P256.Signing.ECDSASignature
        do {
            signature = try P256.Signing.ECDSASignature(derRepresentation: der)
        } catch {
            return "prologue signature: the signature is not a valid DER ECDSA-Sig-Value"
        }
        var prologue = [UInt8](container.data.slice(container.prologueRange))
        let field = container.signatureFieldRange
        for index in field { prologue[index] = 0 }
        guard signingKey.isValidSignature(signature, for: prologue) else {
            return "prologue signature: ECDSA P-256 signature does not verify with the signing key"
        }
        return nil
    }

    /// Verifies the root-header MAC, every cluster-header MAC and every segment MAC.
    /// Returns one problem per failed MAC, each naming its step ("segment 0/0 MAC").
    func checkMACChain() -> [String] {
        let data = container.data
        let info = Array("AEA_AMK".utf8) + [UInt8](data.slice(4..<8)) + Array(signingKey.x963Representation)
        let mainKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: data.slice(container.keyDerivationSeedRange)),
            salt: data.slice(container.mainSaltRange), info: info, outputByteCount: 32)

        var problems: [String] = []
        let rootHeaderKey = derive(mainKey, Array("AEA_RHEK".utf8))
        let firstClusterMAC = data.slice(container.firstClusterHeaderMACRange)
        let rootMAC = Self.mac(
            key: rootHeaderKey, data: data.slice(container.rootHeaderRange),
            salt: [firstClusterMAC, container.authData])
        if !rootMAC.elementsEqual(data.slice(container.rootHeaderMACRange)) {
            problems.append(
                "root header MAC mismatch (the file was not produced with this signing key, or the root header, auth data or cluster-0 MAC changed)"
            )
        }

        var expectedClusterMAC = firstClusterMAC
        for cluster in container.clusters {
            let clusterKey = derive(
                mainKey, Array("AEA_CK".utf8) + UInt32(truncatingIfNeeded: cluster.index).littleEndianBytes)
            let headerKey = derive(clusterKey, Array("AEA_CHEK".utf8))
            let headerMAC = Self.mac(
                key: headerKey, data: data.slice(cluster.segmentHeadersRange),
                salt: [data.slice(cluster.nextClusterHeaderMACRange), data.slice(cluster.segmentMACsRange)])
            if !headerMAC.elementsEqual(expectedClusterMAC) {
                problems.append("cluster \(cluster.index) header MAC mismatch")
            }
            for segment in cluster.segments {
                let segmentKey = derive(
                    clusterKey, Array("AEA_SK".utf8) + UInt32(truncatingIfNeeded: segment.id.index).littleEndianBytes)
                let segmentMAC = Self.mac(key: segmentKey, data: data.slice(segment.storedRange), salt: [])
                if !segmentMAC.elementsEqual(data.slice(segment.macRange)) {
                    problems.append(
                        "segment \(segment.id) MAC mismatch (stored bytes at offset \(segment.storedRange.lowerBound)..<\(segment.storedRange.upperBound) were modified)"
                    )
                }
            }
            expectedClusterMAC = data.slice(cluster.nextClusterHeaderMACRange)
        }
        return problems
    }

    private func derive(_ key: SymmetricKey, _ info: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: info, outputByteCount: 32)
    }

    /// `HMAC-SHA256(key, salt ‖ data ‖ u64le(len(salt)))`, the salt given in parts.
    static func mac(key: SymmetricKey, data: Data, salt: [Data]) -> HMAC<SHA256>.MAC {
        var hmac = HMAC<SHA256>(key: key)
        var saltLength: UInt64 = 0
        for part in salt {
            hmac.update(data: part)
            saltLength += UInt64(part.count)
        }
        hmac.update(data: data)
        hmac.update(data: saltLength.littleEndianBytes)
        return hmac.finalize()
    }
}
