import PropertyList

/// Why a signed shortcut could not be opened, and where.
public enum SignedShortcutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The AEA container is malformed, truncated, oversized or fails a segment checksum.
    case container(AEAError)
    /// The auth data is not a readable binary plist. The plist error's offset is relative to
    /// the auth data, which starts at byte `authDataOffset` of the file.
    case authData(PropertyListError, authDataOffset: Int)
    /// The auth data is a plist but not a signing context this package knows; the message
    /// names the key path.
    case signingContext(String)
    /// The decoded payload is not a valid Apple Archive (offset into the payload).
    case archive(AppleArchiveError)

    public var description: String {
        switch self {
        case .container(let error): error.description
        case .authData(let error, let base):
            "auth data (at byte offset \(base)): \(error.description) (file offset \(base + error.offset))"
        case .signingContext(let message): "auth data: \(message)"
        case .archive(let error): "payload: \(error.description)"
        }
    }
}
