import PropertyList

/// What an intent answers (`INIntentResponse`): its codes, its parameters, and which parameter
/// becomes the Shortcuts action's output.
public struct IntentResponse: Sendable, Equatable {
    /// `INIntentResponseCodes`, in file order.
    public let codes: [IntentResponseCode]
    /// `INIntentResponseParameters` (or, in Xcode 10 files, `INIntentResponseProperties`).
    public let parameters: [IntentParameter]
    /// `INIntentResponseOutput`: the response parameter Shortcuts passes on as the output.
    public let outputParameterName: String?
    /// The response's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(fields: PropertyListFields) throws(IntentDefinitionError) {
        codes = try fields.elements(Key.codes, IntentResponseCode.init(fields:))
        // Both spellings are read: Xcode 10 wrote "Property", later versions "Parameter".
        let (key, prefix) =
            fields.dictionary[Key.parameters] == nil && fields.dictionary[Key.legacyParameters] != nil
            ? (Key.legacyParameters, IntentParameter.legacyResponsePrefix)
            : (Key.parameters, IntentParameter.responsePrefix)
        parameters = try fields.elements(key) { (parameter) throws(IntentDefinitionError) in
            try IntentParameter(fields: parameter, prefix: prefix)
        }
        parametersKey = key
        outputParameterName = try fields.string(Key.output)
        raw = fields.dictionary
    }

    /// The key the parameters were read from (for key paths in problems).
    let parametersKey: String

    enum Key {
        static let codes = "INIntentResponseCodes"
        static let parameters = "INIntentResponseParameters"
        static let legacyParameters = "INIntentResponseProperties"
        static let output = "INIntentResponseOutput"
    }
}
