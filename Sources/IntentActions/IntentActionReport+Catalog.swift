import IntentDefinitions
import ShortcutCatalog

extension IntentActionReport {
    /// Catalog entries for the matched actions: the intent's title as the action name and the
    /// parameters' display names as labels, so inspect and the renderers name third-party
    /// actions as the app does. Put them before the bundled ones:
    /// `ActionCatalog(definitions: report.actionDefinitions + catalog.definitions)`.
    public var actionDefinitions: [ActionDefinition] {
        var seen: Set<String> = []
        var result: [ActionDefinition] = []
        for match in matches {
            let identifier = "\(match.bundleIdentifier).\(match.intent.className)"
            guard seen.insert(identifier).inserted else { continue }
            let parameters = match.intent.parameters.map { parameter in
                ParameterDefinition(
                    key: parameter.name, label: parameter.displayName ?? parameter.name, kind: Self.kind(of: parameter),
                    source: "intent definition")
            }
            let summaryKeys = match.intent.primaryParameterCombination?.placeholderNames ?? []
            result.append(
                ActionDefinition(
                    identifier: identifier, name: match.title, category: .apps, parameters: parameters,
                    subtitleKeys: summaryKeys, sources: ["intent definition"]))
        }
        return result
    }

    private static func kind(of parameter: IntentParameter) -> ParameterKind {
        if parameter.supportsMultipleValues { return .array }
        if parameter.enumType != nil { return .enumeration }
        switch parameter.type {
        case "String", "URL": return .text
        case "Integer", "Decimal": return .number
        case "Boolean": return .boolean
        case "File": return .file
        case "DateComponents": return .date
        case "Placemark": return .location
        case "Object": return .variable
        default: return .unknown
        }
    }
}
