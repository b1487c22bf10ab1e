import ShortcutModel

/// Bounds on what one upload may cost: the bytes sent, the bytes a signed file's payload may
/// decode to (a decompression bomb stops there), and the property-list tree's size and depth
/// (a binary plist whose shared references expand exponentially stops at the object count).
public struct ImportLimits: Sendable, Equatable {
    /// Largest upload or iCloud download accepted, in bytes (the largest corpus file is 3.4 MB).
    public var maximumUploadBytes: Int
    /// Largest decoded payload of a signed file, in bytes.
    public var maximumDecodedBytes: Int
    /// Most property-list objects after expanding shared references.
    public var maximumObjectCount: Int
    /// Deepest container nesting.
    public var maximumDepth: Int

    public init(
        maximumUploadBytes: Int = 8 << 20, maximumDecodedBytes: Int = 32 << 20, maximumObjectCount: Int = 2_000_000,
        maximumDepth: Int = 256
    ) {
        self.maximumUploadBytes = maximumUploadBytes
        self.maximumDecodedBytes = maximumDecodedBytes
        self.maximumObjectCount = maximumObjectCount
        self.maximumDepth = maximumDepth
    }

    /// The one shortcut reader's limits.
    public var read: ReadLimits {
        ReadLimits(payload: maximumDecodedBytes, objects: maximumObjectCount, depth: maximumDepth)
    }
}
