import Foundation
import PropertyList

/// `WFWorkflowClientVersion`: the build of the app that saved the file ("484", "1050.22",
/// "4033.0.4.3"). Always a string in real files, but documented as a number, so integers and
/// reals are accepted and their type is kept for re-writing.
public struct ClientVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The value exactly as stored.
    public var storedValue: PropertyListValue
    /// Numeric components ("1146.11.1" → [1146, 11, 1]).
    public var components: [Int]

    public init(_ text: String) {
        storedValue = .string(text)
        components = Self.components(of: text)
    }

    /// Accepts a string, integer or real; nil for any other type.
    public init?(propertyList value: PropertyListValue) {
        switch value {
        case .string(let text): components = Self.components(of: text)
        case .integer(let number): components = [number.int64.map(Int.init) ?? Int.max]
        case .real(let number) where number.isFinite:
            components = Self.components(of: String(number))
        default: return nil
        }
        storedValue = value
    }

    private static func components(of text: String) -> [Int] {
        text.split(separator: ".", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces)) ?? 0
        }
    }

    /// Component-wise numeric order: 1146.11.1 > 1145.8; missing components count as 0.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public var description: String {
        switch storedValue {
        case .string(let text): text
        case .integer(let number): number.description
        case .real(let number): String(number)
        default: components.map(String.init).joined(separator: ".")
        }
    }

    /// The app release this build belongs to, where known (format doc §9).
    public var releaseName: String? {
        guard let major = components.first else { return nil }
        switch major {
        case ..<484: return nil
        case 484..<700: return "Workflow 1.7"
        case 700..<1050: return "Shortcuts 2 (iOS 12)"
        case 1050..<1080: return "iOS 13"
        case 1080..<1144: return "iOS 14"
        case 1144..<1200: return "iOS 15"
        case 1200..<2000: return "iOS 16"
        case 2000..<3000: return "iOS 17"
        case 3000..<4000: return "iOS 18"
        default: return "iOS 26"
        }
    }
}
