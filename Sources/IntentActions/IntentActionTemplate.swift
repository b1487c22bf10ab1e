import Foundation
import IntentDefinitions
import OrderedCollections
import PropertyList
import ShortcutModel

/// The `WFWorkflowActions` entry Shortcuts stores for a SiriKit intent of an app: the
/// identifier (bundle id + generated class name), one key per parameter with the value encoding
/// of its type, and optionally `Show-<parameter>` for parameters outside the summary sentence.
///
/// Parameters with a default in the definition get it in the stored form (enum value name,
/// whole numbers as strings, booleans as booleans); the others are "Ask Each Time" variables,
/// which every parameter type accepts.
public struct IntentActionTemplate: Sendable {
    /// How one parameter is stored.
    public struct Encoding: Sendable, Equatable {
        /// The parameter key.
        public var key: String
        /// The parameter's display name, else its name.
        public var title: String
        /// How Shortcuts stores values of this parameter, for people.
        public var encoding: String
        /// True when the parameter appears in the primary summary sentence.
        public var inSummary: Bool
    }

    /// The intent.
    public let intent: Intent
    /// The definition that holds it (for its enums).
    public let definition: IntentDefinition
    /// The app's bundle identifier.
    public let bundleIdentifier: String

    /// The template of `intent` of `definition` for the app `bundleIdentifier`.
    public init(intent: Intent, definition: IntentDefinition, bundleIdentifier: String) {
        self.intent = intent
        self.definition = definition
        self.bundleIdentifier = bundleIdentifier
    }

    /// `<bundle id>.<class name>`.
    public var identifier: String { "\(bundleIdentifier).\(intent.className)" }

    /// One entry per parameter, in definition order.
    public var encodings: [Encoding] {
        let summary = Set(intent.primaryParameterCombination?.placeholderNames ?? [])
        return intent.parameters.map { parameter in
            Encoding(
                key: parameter.name, title: parameter.displayName ?? parameter.name,
                encoding: Self.encoding(of: parameter, in: definition), inSummary: summary.contains(parameter.name))
        }
    }

    /// The action: `UUID`, then every parameter, then (when `showingHiddenParameters`) `Show-`
    /// keys for parameters the summary sentence does not name.
    public func action(uuid: String = UUID().uuidString, showingHiddenParameters: Bool = false) -> Action {
        var parameters: OrderedDictionary<String, ParameterValue> = ["UUID": .string(uuid)]
        for parameter in intent.parameters {
            parameters[parameter.name] = defaultValue(of: parameter) ?? .variable(Attachment(type: .ask))
        }
        if showingHiddenParameters {
            for encoding in encodings where !encoding.inSummary {
                parameters["Show-\(encoding.key)"] = .boolean(true)
            }
        }
        return Action(identifier, parameters: parameters)
    }

    private func defaultValue(of parameter: IntentParameter) -> ParameterValue? {
        guard !parameter.supportsMultipleValues,
            let value = parameter.metadata?["INIntentParameterMetadataDefaultValue"]
        else { return nil }
        if let enumType = parameter.enumType {
            guard let name = value.string,
                definition.enumeration(named: enumType)?.values.contains(where: { $0.name == name }) ?? false
            else { return nil }
            return .string(name)
        }
        switch (parameter.type, value) {
        case ("Integer", .integer(let integer)): return .string(integer.description)
        case ("Integer", .string(let text)) where Int(text.trimmingCharacters(in: .whitespaces)) != nil:
            return .string(text)
        case ("Decimal", .integer(let integer)): return .string(integer.description)
        case ("Decimal", .real(let real)): return .string(String(real))
        case ("Boolean", .boolean(let bool)): return .boolean(bool)
        case ("String", .string(let text)), ("URL", .string(let text)): return .string(text)
        default: return nil
        }
    }

    /// How Shortcuts stores a parameter of this type (docs/app-intents.md §5.1).
    static func encoding(of parameter: IntentParameter, in definition: IntentDefinition) -> String {
        let many = parameter.supportsMultipleValues ? " (one value, or an array of them)" : ""
        if let enumType = parameter.enumType {
            let names = definition.enumeration(named: enumType)?.values.map(\.name).joined(separator: "|") ?? "?"
            return "enum value name: \(names)\(many)"
        }
        let base: String
        switch parameter.type {
        case "Integer": base = "whole number as a string (\"200\")"
        case "Decimal": base = "number"
        case "Boolean": base = "boolean"
        case "String": base = "string or WFTextTokenString"
        case "URL": base = "URL string or WFTextTokenString"
        case "Object":
            base =
                "WFTextTokenAttachment variable"
                + (parameter.objectType.map {
                    ", coercible to WFCustomIntentOutputContentItem_\(definition.namespace ?? "?")_\($0)"
                } ?? "")
        case "File": base = "WFTextTokenAttachment variable (a file)"
        case "DateComponents": base = "date string or WFTextTokenAttachment variable"
        default: base = "WFTextTokenAttachment variable"
        }
        return base + many
    }
}
