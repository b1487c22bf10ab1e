/// A shortcut plist whose structure the model cannot accept, and where in it.
///
/// The key path reads like `WFWorkflowActions[12].WFWorkflowActionIdentifier`, so a user can
/// find the spot in any plist editor.
public struct ShortcutDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The root of the plist is not a dictionary.
        case rootNotDictionary(found: String)
        /// A required key is absent.
        case missingKey(String)
        /// A key holds a different type than the format allows.
        case wrongType(expected: String, found: String)
    }

    public var reason: Reason
    /// Dotted key path with array indices, e.g. `WFWorkflowActions[3].WFWorkflowActionParameters`.
    public var keyPath: String

    public init(_ reason: Reason, at keyPath: String) {
        self.reason = reason
        self.keyPath = keyPath
    }

    /// The index of the action the error is in, if it is inside `WFWorkflowActions`.
    public var actionIndex: Int? {
        guard keyPath.hasPrefix("WFWorkflowActions[") else { return nil }
        let digits = keyPath.dropFirst("WFWorkflowActions[".count).prefix { $0.isNumber }
        return Int(digits)
    }

    public var description: String {
        let what: String
        switch reason {
        case .rootNotDictionary(let found): what = "the root is a \(found), not a dictionary"
        case .missingKey(let key): what = "missing key \(key)"
        case .wrongType(let expected, let found): what = "expected \(expected), found \(found)"
        }
        return keyPath.isEmpty ? what : "\(what) at \(keyPath)"
    }
}
