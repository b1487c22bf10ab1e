import OrderedCollections
import ShortcutModel

extension Action {
    /// The generic form for any action — third-party intents, unknown or future actions,
    /// unusual values: an identifier and its parameters in order.
    ///
    /// ```swift
    /// Action("com.example.app.DoThingIntent", ["title": "Hello", "count": 3])
    /// ```
    public init(_ identifier: String, _ parameters: KeyValuePairs<String, Value>) {
        self.init(identifier)
        for (key, value) in parameters { self.parameters[key] = value.parameterValue }
    }

    /// This action with one more parameter (or a replaced one), for keys or values the typed
    /// function does not take.
    public func parameter(_ key: String, _ value: Value) -> Action {
        var copy = self
        copy.parameters[key] = value.parameterValue
        return copy
    }

    /// This action with its output renamed (`CustomOutputName`).
    public func outputName(_ name: String) -> Action {
        parameter("CustomOutputName", .plain(name))
    }

    /// This action with keys beside `WFWorkflowActionParameters` (rare; kept from files).
    public func extraKeys(_ keys: PropertyListDictionary, hasParametersKey: Bool = true) -> Action {
        var copy = self
        copy.extra = keys
        copy.hasParametersKey = hasParametersKey
        return copy
    }

    /// This App Intent action without the `AppIntentDescriptor` its function writes (files
    /// from before the app stored one).
    public func withoutAppIntentDescriptor() -> Action {
        var copy = self
        copy.parameters["AppIntentDescriptor"] = nil
        return copy
    }

    /// Writes the `AppIntentDescriptor` the app stores for an App Intent action (the generated
    /// functions call this).
    package mutating func describeAppIntent(_ intent: String, bundle: String, name: String?, team: String?) {
        parameters["AppIntentDescriptor"] = .dictionary(
            Self.appIntentDescriptor(intent, bundle: bundle, name: name, team: team))
    }

    /// The `AppIntentDescriptor` fields, keys in the app's order.
    public static func appIntentDescriptor(
        _ intent: String, bundle: String, name: String?, team: String?
    ) -> OrderedDictionary<String, ParameterValue> {
        var fields: OrderedDictionary<String, ParameterValue> = [
            "AppIntentIdentifier": .string(intent), "BundleIdentifier": .string(bundle),
        ]
        if let name { fields["Name"] = .string(name) }
        if let team { fields["TeamIdentifier"] = .string(team) }
        return fields
    }

    // The generated functions call these: one name per type, so no call needs overload resolution.

    /// Sets a `Value` parameter when it was given.
    package mutating func setValue(_ key: String, _ value: Value?) {
        if let value { parameters[key] = value.parameterValue }
    }

    /// Sets a switch when it was given.
    package mutating func setFlag(_ key: String, _ value: Switch?) {
        if let value { parameters[key] = value.parameterValue }
    }

    /// Sets the `AppIntentDescriptor` when it was given.
    package mutating func setDescriptor(_ key: String, _ value: IntentDescriptor?) {
        if let value { parameters[key] = value.parameterValue }
    }

    /// Sets an enumerated parameter to its stored string when it was given.
    package mutating func setOption<Option: RawRepresentable<String>>(_ key: String, _ value: Option?) {
        if let value { parameters[key] = .string(value.rawValue) }
    }
}
