import PropertyList

/// An intent definition file the model cannot accept, and where in it: the shared
/// `PropertyListDecodingError` with `documentKind` "intent definition".
public typealias IntentDefinitionError = PropertyListDecodingError

extension PropertyListDecodingError {
    /// An intent-definition error of `reason` at `keyPath`.
    static func intentDefinition(_ reason: Reason, at keyPath: String) -> PropertyListDecodingError {
        PropertyListDecodingError(reason, at: keyPath, documentKind: "intent definition")
    }
}
