import PropertyList

/// Bounds for reading a signed shortcut, so hostile files fail fast with bounded memory.
public struct SignedShortcutLimits: Sendable, Equatable {
    /// Largest decoded payload (the Apple Archive) accepted. The root header's declared size
    /// must be within it, and no segment may decode past its own declared size.
    public var maximumPayloadSize: Int
    /// Limits for the auth-data plist and the validation-record plist.
    public var propertyList: PropertyListLimits

    public init(maximumPayloadSize: Int = 256 << 20, propertyList: PropertyListLimits = .default) {
        self.maximumPayloadSize = maximumPayloadSize
        self.propertyList = propertyList
    }

    public static let `default` = SignedShortcutLimits()
}
