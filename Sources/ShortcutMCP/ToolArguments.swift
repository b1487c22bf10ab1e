import MCP

/// A tool call's arguments, read with errors that name the argument and the type it needs.
///
/// The input schemas tell a client the same; this is what holds when a client sends something
/// else. Arguments the tool does not take are refused (a misspelt `limt` would otherwise be
/// silently ignored).
struct ToolArguments: Sendable {
    let tool: String
    let values: [String: Value]

    /// The call's arguments; refuses names outside `accepted`.
    init(tool: String, values: [String: Value]?, accepted: [String]) throws(MCPToolError) {
        self.tool = tool
        self.values = values ?? [:]
        for key in self.values.keys.sorted() where !accepted.contains(key) {
            throw MCPToolError(.unknownArgument, tool: tool, location: key)
        }
    }

    func failure(_ reason: MCPToolError.Reason, _ key: String) -> MCPToolError {
        MCPToolError(reason, tool: tool, location: key)
    }

    /// A required string.
    func string(_ key: String) throws(MCPToolError) -> String {
        guard let value = try optionalString(key) else { throw failure(.missingArgument, key) }
        return value
    }

    /// An optional string (`null` counts as absent).
    func optionalString(_ key: String) throws(MCPToolError) -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw failure(.wrongType(expected: "a string"), key)
        }
    }

    /// An optional integer within `range` (a JSON number with no fraction).
    func optionalInt(_ key: String, in range: ClosedRange<Int>) throws(MCPToolError) -> Int? {
        let number: Int
        switch values[key] {
        case nil, .null?: return nil
        case .int(let value)?: number = value
        case .double(let value)? where value.rounded() == value && abs(value) < 1e15: number = Int(value)
        default: throw failure(.wrongType(expected: "an integer"), key)
        }
        guard range.contains(number) else {
            throw failure(.invalidValue("must be between \(range.lowerBound) and \(range.upperBound)"), key)
        }
        return number
    }

    /// An optional string that must be one of `E`'s raw values.
    func optionalChoice<E: RawRepresentable & CaseIterable>(_ key: String, _: E.Type) throws(MCPToolError) -> E?
    where E.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let value = E(rawValue: text) else {
            let allowed = E.allCases.map { "“\($0.rawValue)”" }.joined(separator: ", ")
            throw failure(.invalidValue("“\(text)” is not one of \(allowed)"), key)
        }
        return value
    }

    /// The raw value of `key`, when present and not `null`.
    func raw(_ key: String) -> Value? {
        switch values[key] {
        case nil, .null?: nil
        case let value?: value
        }
    }
}
