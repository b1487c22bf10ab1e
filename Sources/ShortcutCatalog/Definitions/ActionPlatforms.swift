/// The platforms on which today's Shortcuts app offers an action: the ToolKit v78 lists of
/// macOS 27 and of the iOS 27 Simulator. Empty means not known (the action is in neither list).
public struct ActionPlatforms: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Listed in the ToolKit database of the iOS 27 Simulator.
    public static let iOS = ActionPlatforms(rawValue: 1 << 0)
    /// Listed in the ToolKit database of macOS 27.
    public static let macOS = ActionPlatforms(rawValue: 1 << 1)

    /// `iOS`, `macOS`, `iOS macOS`, or `unknown` when empty.
    public var description: String { names.isEmpty ? "unknown" : names.joined(separator: " ") }

    /// The platform names in a fixed order (`["iOS", "macOS"]`); empty when not known.
    public var names: [String] {
        (contains(.iOS) ? ["iOS"] : []) + (contains(.macOS) ? ["macOS"] : [])
    }

    /// A platform from its name, case-insensitive (`ios`, `macos`, `iOS`, `macOS`); nil otherwise.
    public init?(name: String) {
        switch name.lowercased() {
        case "ios": self = .iOS
        case "macos": self = .macOS
        default: return nil
        }
    }
}
