import PropertyList

/// One response code of an intent (`INIntentResponseCodes[i]`): `success`, `failure` or a custom
/// code, with what Siri says for it.
public struct IntentResponseCode: Sendable, Equatable {
    /// `INIntentResponseCodeName` (`success`, `failure`, or a custom name).
    public let name: String
    /// `INIntentResponseCodeSuccess`: the code reports success; nil when absent.
    public let isSuccess: Bool?
    /// `INIntentResponseCodeFormatString`, with `${parameter}` placeholders.
    public let formatString: String?
    /// `INIntentResponseCodeConciseFormatString`, for small displays.
    public let conciseFormatString: String?
    /// The code's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(fields: PropertyListFields) throws(IntentDefinitionError) {
        name = try fields.requiredString("INIntentResponseCodeName")
        isSuccess = try fields.bool("INIntentResponseCodeSuccess")
        formatString = try fields.string("INIntentResponseCodeFormatString")
        conciseFormatString = try fields.string("INIntentResponseCodeConciseFormatString")
        raw = fields.dictionary
    }
}
