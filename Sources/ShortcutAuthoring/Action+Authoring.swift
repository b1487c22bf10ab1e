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

    /// Sets a typed parameter when it was given (the generated functions call this).
    mutating func set(_ key: String, _ value: Value?) {
        if let value { parameters[key] = value.parameterValue }
    }

    mutating func set(_ key: String, _ value: Bool?) {
        if let value { parameters[key] = .boolean(value) }
    }

    mutating func set<Option: RawRepresentable<String>>(_ key: String, _ value: Option?) {
        if let value { parameters[key] = .string(value.rawValue) }
    }
}
