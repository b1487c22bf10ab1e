import Foundation
import PropertyList

/// The signing context stored in a signed shortcut's auth data, classified by its keys.
public enum SigningContext: Sendable, Equatable {
    /// `SigningCertificateChain`: DER certificates, leaf first (leaf, intermediate, root copy).
    case icloud(certificateChain: [Data])
    /// `AppleIDCertificateChain` and the endorsed per-export signing key.
    case contact(ContactSigningContext)

    /// The signing kind this context implies.
    public var kind: SigningKind {
        switch self {
        case .icloud: .icloud
        case .contact: .contact
        }
    }

    /// Reads the context from the decoded auth-data plist.
    ///
    /// `SigningCertificateChain` marks an iCloud context, `AppleIDCertificateChain` a contact
    /// context (spec §2 step 4); anything else is rejected with the offending key path.
    public init(authData: PropertyListValue) throws(SignedShortcutError) {
        guard let dictionary = authData.dictionary else {
            throw .signingContext("root is a \(authData.typeName), expected a dictionary")
        }
        if let chain = dictionary["SigningCertificateChain"] {
            self = .icloud(certificateChain: try Self.certificates(chain, key: "SigningCertificateChain"))
        } else if let chain = dictionary["AppleIDCertificateChain"] {
            func data(_ key: String) throws(SignedShortcutError) -> Data {
                guard let value = dictionary[key] else { throw .signingContext("missing key \(key)") }
                guard let data = value.data else {
                    throw .signingContext("\(key) is a \(value.typeName), expected data")
                }
                return data
            }
            self = .contact(
                ContactSigningContext(
                    appleIDCertificateChain: try Self.certificates(chain, key: "AppleIDCertificateChain"),
                    signingPublicKey: try data("SigningPublicKey"),
                    signingPublicKeySignature: try data("SigningPublicKeySignature"),
                    validationRecord: try data("AppleIDValidationRecord")))
        } else {
            throw .signingContext(
                "neither SigningCertificateChain nor AppleIDCertificateChain present (keys: \(dictionary.keys.joined(separator: ", ")))"
            )
        }
    }

    private static func certificates(_ value: PropertyListValue, key: String) throws(SignedShortcutError) -> [Data] {
        guard let array = value.array else {
            throw .signingContext("\(key) is a \(value.typeName), expected an array")
        }
        guard !array.isEmpty else { throw .signingContext("\(key) is empty") }
        var result: [Data] = []
        for (index, element) in array.enumerated() {
            guard let data = element.data else {
                throw .signingContext("\(key)[\(index)] is a \(element.typeName), expected data")
            }
            result.append(data)
        }
        return result
    }
}

/// The four auth-data values of a contact-signed (`people-who-know-me`) shortcut.
public struct ContactSigningContext: Sendable, Equatable {
    /// DER certificates: the person's Apple ID certificate, then its issuing CA (no root).
    public var appleIDCertificateChain: [Data]
    /// 65-byte X9.63 P-256 point: the key that signed this export's prologue.
    public var signingPublicKey: Data
    /// RSA-PSS signature by the Apple ID certificate's key over `signingPublicKey`.
    public var signingPublicKeySignature: Data
    /// CMS SignedData (BER) holding the Apple ID validation record.
    public var validationRecord: Data

    public init(
        appleIDCertificateChain: [Data], signingPublicKey: Data, signingPublicKeySignature: Data, validationRecord: Data
    ) {
        self.appleIDCertificateChain = appleIDCertificateChain
        self.signingPublicKey = signingPublicKey
        self.signingPublicKeySignature = signingPublicKeySignature
        self.validationRecord = validationRecord
    }
}
