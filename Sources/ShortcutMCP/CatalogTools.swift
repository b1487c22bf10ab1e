import MCP
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// `search_actions` and `describe_action`: the action catalog, as an agent needs it to write a program.
extension ShortcutToolbox {
    /// A platform an agent may name; the catalog knows the ToolKit lists of iOS and macOS.
    enum PlatformChoice: String, CaseIterable {
        case ios, macos

        var platforms: ActionPlatforms { self == .ios ? .iOS : .macOS }
    }

    struct FoundAction: Encodable {
        var identifier: String
        var name: String
        var kind: String
        var platforms: [String]
    }

    struct SearchResult: Encodable {
        var actions: [FoundAction]
    }

    struct ParameterDescription: Encodable {
        var key: String
        var label: String
        var kind: String
        /// null when the catalog gives none.
        var `default`: Nullable<String>
        var values: [String]
    }

    struct ActionDescription: Encodable {
        var identifier: String
        var name: String
        var kind: String
        var platforms: [String]
        /// null for actions without a named output.
        var output: Nullable<String>
        var parameters: [ParameterDescription]
    }

    /// The most results `search_actions` returns, and the default.
    static let searchLimits = (default: 20, maximum: 200)

    func searchActions(_ values: [String: MCP.Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(
            tool: "search_actions", values: values, accepted: ["query", "platform", "limit"])
        let query = try arguments.string("query")
        let platform = try arguments.optionalChoice("platform", PlatformChoice.self)
        let limit = try arguments.optionalInt("limit", in: 1...Self.searchLimits.maximum) ?? Self.searchLimits.default
        return ToolOutput.result(SearchResult(actions: searchedActions(query, platform: platform, limit: limit)))
    }

    /// The best `limit` matches for `query`, best first (the catalog's ranking: name, identifier, app, parameter).
    func searchedActions(_ query: String, platform: PlatformChoice?, limit: Int) -> [FoundAction] {
        catalog.search(query, platform: platform?.platforms).prefix(limit).map { definition in
            FoundAction(
                identifier: definition.identifier, name: catalog.title(for: definition.identifier),
                kind: definition.kind.rawValue,
                platforms: definition.platforms.names)
        }
    }

    func describeAction(_ values: [String: MCP.Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "describe_action", values: values, accepted: ["identifier"])
        let identifier = try arguments.string("identifier")
        guard let definition = catalog.definition(for: identifier) else {
            let word = identifier.split(separator: ".").last.map(String.init) ?? identifier
            let near = catalog.search(word).prefix(3).map(\.identifier)
            var detail = "the catalog knows no action “\(identifier)”"
            detail +=
                near.isEmpty ? "; find one with search_actions" : " (did you mean \(near.joined(separator: ", "))?)"
            throw arguments.failure(.invalidValue(detail), "identifier")
        }
        return ToolOutput.result(description(of: definition))
    }

    /// What `describe_action` says about one action.
    func description(of definition: ActionDefinition) -> ActionDescription {
        ActionDescription(
            identifier: definition.identifier, name: catalog.title(for: definition.identifier),
            kind: definition.kind.rawValue,
            platforms: definition.platforms.names,
            output: Nullable(Action.defaultOutputName(for: definition.identifier)),
            parameters: definition.parameters.map {
                ParameterDescription(
                    key: $0.key, label: $0.label, kind: $0.kind.rawValue, default: Nullable($0.defaultValue),
                    values: $0.enumerationCases)
            })
    }
}
