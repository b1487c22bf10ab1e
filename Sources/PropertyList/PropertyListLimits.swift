/// Bounds a reader enforces so hostile input fails fast instead of exhausting memory or stack.
public struct PropertyListLimits: Sendable, Equatable {
    /// Deepest container nesting accepted (real shortcuts reach about 50).
    public var maximumDepth: Int
    /// Most objects a binary plist may declare / an XML plist may contain.
    public var maximumObjectCount: Int

    public init(maximumDepth: Int = 512, maximumObjectCount: Int = 50_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumObjectCount = maximumObjectCount
    }

    public static let `default` = PropertyListLimits()
}
