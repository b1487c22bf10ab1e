/// Something wrong or suspicious found in a shortcut: kept, reported, never fatal.
public struct Problem: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The shortcut will misbehave in the app (dangling reference, unclosed block).
        case error
        /// Likely harmless but irregular (import question pointing nowhere).
        case warning
    }

    public var severity: Severity
    /// The action concerned, if any.
    public var actionIndex: Int?
    /// The parameter path concerned, if any (e.g. `WFInput.Variable`).
    public var keyPath: String?
    public var message: String

    public init(_ severity: Severity, actionIndex: Int? = nil, keyPath: String? = nil, message: String) {
        self.severity = severity
        self.actionIndex = actionIndex
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        var location = ""
        if let actionIndex { location = "action \(actionIndex)" }
        if let keyPath { location += location.isEmpty ? keyPath : " \(keyPath)" }
        return location.isEmpty ? "\(severity.rawValue): \(message)" : "\(severity.rawValue): \(location): \(message)"
    }
}
