import ShortcutModel

/// Collects the segments of one action's summary; used by the per-identifier templates.
///
/// Connectors are only written between pieces that exist: `param("WFHTTPMethod", " · ")` adds
/// nothing when the method is missing, and a leading connector loses its leading space when
/// it would start the line.
struct SummaryBuilder {
    let action: Action
    let formatter: ValueFormatter
    private(set) var segments: [SummarySegment] = []

    init(action: Action, formatter: ValueFormatter) {
        self.action = action
        self.formatter = formatter
    }

    /// The parameter, when present and not empty.
    func value(_ key: String) -> ParameterValue? {
        guard let value = action.parameters[key], !ValueFormatter.isEmpty(value) else { return nil }
        return value
    }

    /// The parameter as plain text (a string or a token string without variables).
    func string(_ key: String) -> String? { value(key)?.plainText }

    /// The parameter as an integer (integer, integral real, or a decimal string).
    func integer(_ key: String) -> Int? {
        switch value(key) {
        case .integer(let value)?: return value.int64.map(Int.init)
        case .real(let value)? where value.isFinite && value == value.rounded() && abs(value) < 1e15: return Int(value)
        case .string(let text)?: return Int(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// The parameter as a boolean (bool, 0/1 integer, or a number state wrapping one).
    func bool(_ key: String) -> Bool? {
        switch value(key) {
        case .boolean(let flag)?: return flag
        case .integer(let value)?: return value.int64.map { $0 != 0 }
        case .state(let state)?:
            if case .boolean(let flag)? = state.value { return flag }
            return nil
        default: return nil
        }
    }

    /// True when something has been written.
    var isEmpty: Bool { segments.isEmpty }

    /// Appends segments after `connector`; returns false (and writes nothing) when empty. At
    /// the start of the line the connector loses its leading spaces and a `·` separator.
    @discardableResult
    mutating func add(_ connector: String, _ pieces: [SummarySegment]) -> Bool {
        guard !pieces.isEmpty else { return false }
        var lead = connector
        if segments.isEmpty {
            // Nothing before: no leading space, and a " · " separator has nothing to separate.
            lead = String(connector.drop(while: { $0 == " " }))
            if lead.hasPrefix("·") { lead = String(lead.dropFirst().drop(while: { $0 == " " })) }
        }
        if !lead.isEmpty { segments.append(.text(lead)) }
        segments += pieces
        return true
    }

    /// Appends fixed words.
    mutating func words(_ text: String) {
        add("", [.text(text)])
    }

    /// Appends a parameter's value after `connector`, if the parameter has one.
    @discardableResult
    mutating func param(_ key: String, _ connector: String = " ", quoted: Bool = false) -> Bool {
        guard let value = value(key) else { return false }
        return add(connector, formatter.segments(value, quoted: quoted))
    }

    /// Appends the first present parameter among `keys`.
    @discardableResult
    mutating func firstParam(_ keys: [String], _ connector: String = " ", quoted: Bool = false) -> Bool {
        for key in keys where param(key, connector, quoted: quoted) { return true }
        return false
    }

    /// Appends a value the summarizer computed (an option name, a count).
    @discardableResult
    mutating func option(_ text: String?, _ connector: String = " · ") -> Bool {
        guard let text, !text.isEmpty else { return false }
        return add(connector, [.value(DisplayText.singleLine(text, limit: 40))])
    }

    /// Appends a parameter's value with its label: "· Label: value".
    @discardableResult
    mutating func labelled(_ key: String, _ label: String, _ connector: String = " · ") -> Bool {
        guard let value = value(key) else { return false }
        let pieces = formatter.segments(value)
        guard !pieces.isEmpty else { return false }
        return add(connector, [.text(label + ": ")] + pieces)
    }
}
