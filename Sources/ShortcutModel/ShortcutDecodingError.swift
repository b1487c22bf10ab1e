import PropertyList

/// A shortcut plist whose structure the model cannot accept, and where in it: the shared
/// `PropertyListDecodingError` (key paths like `WFWorkflowActions[3].WFWorkflowActionParameters`).
public typealias ShortcutDecodingError = PropertyListDecodingError

extension PropertyListDecodingError {
    /// The index of the action the error is in, if its key path is inside `WFWorkflowActions`.
    public var actionIndex: Int? {
        guard keyPath.hasPrefix("WFWorkflowActions[") else { return nil }
        let digits = keyPath.dropFirst("WFWorkflowActions[".count).prefix { $0.isNumber }
        return Int(digits)
    }
}
