/// The device a shortcut is meant for: an OS major version (18, 26, 27) and a platform, either
/// optional. Without a target the availability rules only say what no catalog version knows.
public struct CheckTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A platform the Shortcuts app runs on.
    public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
        case iOS = "ios"
        case macOS = "macos"
        case watchOS = "watchos"

        /// The name as Apple writes it.
        public var displayName: String {
            switch self {
            case .iOS: "iOS"
            case .macOS: "macOS"
            case .watchOS: "watchOS"
            }
        }
    }

    /// The OS major version (iOS and macOS share the numbers since 26: 18 is the release before 26).
    public var osVersion: Int?
    /// The platform.
    public var platform: Platform?

    public init(osVersion: Int? = nil, platform: Platform? = nil) {
        self.osVersion = osVersion
        self.platform = platform
    }

    /// True when neither the OS nor the platform is given.
    public var isUnspecified: Bool { osVersion == nil && platform == nil }

    /// "iOS 27", "macOS", "OS 18".
    public var description: String {
        switch (platform, osVersion) {
        case (let platform?, let version?): "\(platform.displayName) \(version)"
        case (let platform?, nil): platform.displayName
        case (nil, let version?): "OS \(version)"
        case (nil, nil): "any device"
        }
    }

    /// The first OS of ToolKit v78 (the 26 / 27 releases): identifiers only in v78 are new there.
    static let firstCurrentOS = 26
}
