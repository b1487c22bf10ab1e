/// Why a shortcut could not be signed, and where: the file or element of the signing material,
/// or the part of the output that failed.
public struct SigningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong while signing.
    public enum Reason: Sendable, Equatable {
        /// Text that should be PEM is not (no `-----BEGIN` block, bad base64, wrong label).
        case badPEM(String)
        /// The private key is not of a kind this signing mode uses (RSA for contact signing,
        /// EC P-256 for certificate-chain signing).
        case unsupportedKey(String)
        /// The private key is not the key of the first certificate of the chain.
        case keyDoesNotMatchCertificate
        /// A certificate does not parse, or does not issue the one before it.
        case badCertificate(String)
        /// The chain lacks a certificate the mode needs (e.g. the Apple ID certificate's issuer).
        case incompleteChain(String)
        /// The Apple ID validation record is not a CMS record, or names another Apple ID.
        case badValidationRecord(String)
        /// The shortcut to sign is not a shortcut, or too large for the container.
        case badInput(String)
        /// The signed output failed our own verifier, so it was not written.
        case verificationFailed(String)
        /// The signing server refused, failed, or answered with something that is not a
        /// signed shortcut.
        case server(String)
        /// Identity files could not be read or written.
        case io(String)
    }

    public var reason: Reason
    /// Where: a file name, a certificate index, a URL, or a part of the output.
    public var location: String

    public init(_ reason: Reason, at location: String) {
        self.reason = reason
        self.location = location
    }

    public var description: String {
        let what: String
        switch reason {
        case .badPEM(let detail): what = "not PEM: \(detail)"
        case .unsupportedKey(let detail): what = "unsupported key: \(detail)"
        case .keyDoesNotMatchCertificate: what = "the private key does not belong to the first certificate"
        case .badCertificate(let detail): what = "bad certificate: \(detail)"
        case .incompleteChain(let detail): what = "incomplete certificate chain: \(detail)"
        case .badValidationRecord(let detail): what = "bad Apple ID validation record: \(detail)"
        case .badInput(let detail): what = "cannot sign: \(detail)"
        case .verificationFailed(let detail): what = "the signed output does not verify: \(detail)"
        case .server(let detail): what = "signing server: \(detail)"
        case .io(let detail): what = detail
        }
        return "\(what) at \(location)"
    }
}
