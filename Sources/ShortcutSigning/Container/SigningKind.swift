/// How a shortcut file is signed.
public enum SigningKind: String, Sendable, Codable, Equatable, CaseIterable {
    /// Signed in `anyone` mode: a certificate Apple issued to the iCloud shortcut record
    /// (auth data key `SigningCertificateChain`), anchored at Apple Root CA - G3.
    case icloud
    /// Signed in `people-who-know-me` mode: a per-export key endorsed by the person's Apple ID
    /// certificate (auth data key `AppleIDCertificateChain`), anchored at Apple Root CA.
    case contact
    /// A plain plist shortcut (`bplist00` / XML), not an AEA container.
    case unsigned
    /// An `AEA1` file whose signing context could not be read (damaged or not a shortcut).
    case unknown
}
