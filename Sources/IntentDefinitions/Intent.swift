import PropertyList

/// One intent of a definition (`INIntents[i]`): a custom intent, or a customised system intent.
///
/// Flags are `false` when their key is absent, which is how Xcode reads them too.
public struct Intent: Sendable, Equatable {
    /// Custom intents are the app's own; system intents customise one of SiriKit's.
    public enum Kind: Sendable, Hashable {
        case custom
        case system
        /// A value this model does not know, kept as written.
        case other(String)

        init(_ string: String) {
            switch string {
            case "Custom": self = .custom
            case "System": self = .system
            default: self = .other(string)
            }
        }

        /// The spelling in the file (`Custom`, `System`).
        public var rawValue: String {
            switch self {
            case .custom: "Custom"
            case .system: "System"
            case .other(let string): string
            }
        }
    }

    /// `INIntentName`, the base name (`GetRows`).
    public let name: String
    /// The generated class: `INIntentClassName` when set (system intents: `INPlayMediaIntent`),
    /// else the name + `Intent` (`GetRowsIntent`), which is also the suffix of the action
    /// identifier in `.shortcut` files.
    public let className: String
    /// `INIntentType`; nil when absent.
    public let kind: Kind?
    /// `INIntentCategory` (`generic`, `information`, `create`, …).
    public let category: String?
    /// `INIntentVerb` (`Do`, `Get`, `Set`, …).
    public let verb: String?
    /// `INIntentTitle`, user facing.
    public let title: String?
    /// `INIntentDescription`, user facing.
    public let description: String?
    /// `INIntentParameters`, in file order.
    public let parameters: [IntentParameter]
    /// `INIntentParameterCombinations`: the summaries Shortcuts shows, in file order.
    public let parameterCombinations: [IntentParameterCombination]
    /// `INIntentManagedParameterCombinations`: suggestion and prediction titles, same shape.
    public let managedParameterCombinations: [IntentParameterCombination]
    /// `INIntentInput`: the parameter that receives the previous action's output.
    public let inputParameterName: String?
    /// `INIntentKeyParameter`: the parameter suggestions are keyed on.
    public let keyParameterName: String?
    /// `INIntentResponse`; nil when the intent has none.
    public let response: IntentResponse?
    /// `INIntentConfigurable`: the intent can be added to Shortcuts.
    public let isConfigurable: Bool
    /// `INIntentEligibleForWidgets`: a WidgetKit configuration intent.
    public let isEligibleForWidgets: Bool
    /// `INIntentIneligibleForSuggestions`: Siri must not suggest it.
    public let isIneligibleForSuggestions: Bool
    /// `INIntentUserConfirmationRequired`: Siri asks before running it.
    public let isUserConfirmationRequired: Bool
    /// The intent's dictionary exactly as read.
    public let raw: PropertyListDictionary

    init(fields: PropertyListFields) throws(IntentDefinitionError) {
        name = try fields.requiredString(Key.name)
        className = try fields.string(Key.className) ?? name + "Intent"
        kind = try fields.string(Key.type).map(Kind.init)
        category = try fields.string(Key.category)
        verb = try fields.string(Key.verb)
        title = try fields.string(Key.title)
        description = try fields.string(Key.description)
        parameters = try fields.elements(Key.parameters) { (parameter) throws(IntentDefinitionError) in
            try IntentParameter(fields: parameter, prefix: IntentParameter.intentPrefix)
        }
        parameterCombinations = try IntentParameterCombination.all(in: fields, key: Key.parameterCombinations)
        managedParameterCombinations = try IntentParameterCombination.all(
            in: fields, key: Key.managedParameterCombinations)
        inputParameterName = try fields.string(Key.input)
        keyParameterName = try fields.string(Key.keyParameter)
        response = try fields.dictionary(Key.response).map { (dictionary) throws(IntentDefinitionError) in
            try IntentResponse(fields: PropertyListFields(dictionary, at: fields.path(Key.response)))
        }
        isConfigurable = try fields.bool(Key.configurable) ?? false
        isEligibleForWidgets = try fields.bool(Key.eligibleForWidgets) ?? false
        isIneligibleForSuggestions = try fields.bool(Key.ineligibleForSuggestions) ?? false
        isUserConfirmationRequired = try fields.bool(Key.userConfirmationRequired) ?? false
        raw = fields.dictionary
    }

    /// The parameter called `name`, if any.
    public func parameter(named name: String) -> IntentParameter? { parameters.first { $0.name == name } }

    /// The combination Shortcuts uses as the action's summary: the one flagged
    /// `INIntentParameterCombinationIsPrimary`, else the only one there is.
    ///
    /// Intents that are configurable but ineligible for suggestions have no
    /// `INIntentParameterCombinations` at all (22 of the 57 corpus intents, all of Zavala's):
    /// Xcode keeps their Shortcuts summaries in the managed combinations, so those are used then.
    public var primaryParameterCombination: IntentParameterCombination? {
        parameterCombinations.isEmpty
            ? Self.primary(of: managedParameterCombinations) : Self.primary(of: parameterCombinations)
    }

    private static func primary(of combinations: [IntentParameterCombination]) -> IntentParameterCombination? {
        combinations.first { $0.isPrimary } ?? (combinations.count == 1 ? combinations.first : nil)
    }

    /// The response parameter that becomes the action's output in Shortcuts, if it exists.
    public var outputParameter: IntentParameter? {
        guard let response, let name = response.outputParameterName else { return nil }
        return response.parameters.first { $0.name == name }
    }

    enum Key {
        static let name = "INIntentName"
        static let className = "INIntentClassName"
        static let type = "INIntentType"
        static let category = "INIntentCategory"
        static let verb = "INIntentVerb"
        static let title = "INIntentTitle"
        static let description = "INIntentDescription"
        static let parameters = "INIntentParameters"
        static let parameterCombinations = "INIntentParameterCombinations"
        static let managedParameterCombinations = "INIntentManagedParameterCombinations"
        static let input = "INIntentInput"
        static let keyParameter = "INIntentKeyParameter"
        static let response = "INIntentResponse"
        static let configurable = "INIntentConfigurable"
        static let eligibleForWidgets = "INIntentEligibleForWidgets"
        static let ineligibleForSuggestions = "INIntentIneligibleForSuggestions"
        static let userConfirmationRequired = "INIntentUserConfirmationRequired"
    }
}
