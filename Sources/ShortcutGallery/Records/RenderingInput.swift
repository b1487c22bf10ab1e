import Foundation

/// A stored version's original and the names it was imported under.
public struct RenderingInput: Sendable {
    public var original: Data
    public var name: String
    public var iCloudID: String?
}
