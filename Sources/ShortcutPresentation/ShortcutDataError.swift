/// Why JSON could not be read as shortcut data.
public struct ShortcutDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The bytes are not JSON (or not UTF-8).
        case notJSON
        /// The top level is neither an object nor an array of objects.
        case wrongTopLevel
        /// A required key is missing.
        case missingKey(String)
        /// A value has the wrong type or an unreadable date.
        case badValue(String)
        /// More than ``ShortcutData/maximumJSONBytes``.
        case tooLarge(Int)
        /// The file or bundle resource could not be read.
        case unreadable(String)
    }

    /// What is wrong.
    public var reason: Reason
    /// Where: a key path such as `[3].i_cloud_link`, or the file name for unreadable input.
    public var keyPath: String

    /// An error at `keyPath` (empty for the top level).
    public init(_ reason: Reason, keyPath: String) {
        self.reason = reason
        self.keyPath = keyPath
    }

    /// One readable line: what, then where.
    public var description: String {
        let place = keyPath.isEmpty ? "the top level" : keyPath
        switch reason {
        case .notJSON: return "not JSON at \(place)"
        case .wrongTopLevel: return "expected an object or an array of objects at \(place)"
        case .missingKey(let key): return "missing key '\(key)' at \(place)"
        case .badValue(let detail): return "bad value at \(place): \(detail)"
        case .tooLarge(let bytes): return "\(bytes) bytes is more than the \(ShortcutData.maximumJSONBytes)-byte limit"
        case .unreadable(let detail): return "cannot read \(place): \(detail)"
        }
    }
}
