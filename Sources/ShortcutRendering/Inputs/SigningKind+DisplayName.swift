import ShortcutSigning

extension SigningKind {
    /// The word renderers show for the signing mode: "iCloud", "contact", "unsigned" or "unknown".
    public var displayName: String {
        switch self {
        case .icloud: "iCloud"
        case .contact: "contact"
        case .unsigned: "unsigned"
        case .unknown: "unknown"
        }
    }
}
