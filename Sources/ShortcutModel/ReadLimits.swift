import PropertyList
import ShortcutSigning

/// Bounds on what reading one shortcut file may cost, so hostile input fails fast: the size a
/// signed file's payload may decode to (a decompression bomb stops there), and the property-list
/// tree's object count (after expanding shared references) and nesting depth.
///
/// Every reader of shortcut files takes these — the CLI, the gallery's uploads and the iCloud
/// client — through ``ShortcutDocument/init(data:limits:accepting:)``.
public struct ReadLimits: Sendable, Hashable {
    /// Largest decoded payload (the Apple Archive) of a signed file, in bytes.
    public var payload: Int
    /// Most property-list objects.
    public var objects: Int
    /// Deepest container nesting.
    public var depth: Int

    public init(payload: Int = 256 << 20, objects: Int = 50_000_000, depth: Int = 512) {
        self.payload = payload
        self.objects = objects
        self.depth = depth
    }

    /// Generous bounds for files a person hands the toolkit (real shortcuts nest about 50 deep).
    public static let `default` = ReadLimits()

    /// The property-list readers' limits.
    public var propertyList: PropertyListLimits {
        PropertyListLimits(maximumDepth: depth, maximumObjectCount: objects)
    }

    /// The signed-container reader's limits.
    public var signed: SignedShortcutLimits {
        SignedShortcutLimits(maximumPayloadSize: payload, propertyList: propertyList)
    }
}
