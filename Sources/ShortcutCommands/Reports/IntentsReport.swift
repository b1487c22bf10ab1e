import Foundation
import IntentDefinitions

/// What `shortcut intents` prints, as text or JSON; the JSON schema is documented in
/// Docs/IntentDefinitions.md, so fields are only ever added. Optional fields are left out when
/// the file has no value for them.
struct IntentsReport: Codable, Equatable {
    struct Parameter: Codable, Equatable {
        var name: String
        var tag: Int?
        var displayName: String?
        var type: String?
        var objectType: String?
        var enumType: String?
        var multiple: Bool
        var dynamicOptions: Bool
        var configurable: Bool

        init(_ parameter: IntentParameter) {
            name = parameter.name
            tag = parameter.tag
            displayName = parameter.displayName
            type = parameter.type
            objectType = parameter.objectType
            enumType = parameter.enumType
            multiple = parameter.supportsMultipleValues
            dynamicOptions = parameter.supportsDynamicEnumeration
            configurable = parameter.isConfigurable
        }

        /// `Integer (enum Detail), multiple`: the type as a reader of generated code thinks of it.
        var typeText: String {
            var text = type ?? "?"
            if let enumType { text += " (enum \(enumType))" } else if let objectType { text += " (\(objectType))" }
            return multiple ? text + ", multiple" : text
        }
    }

    struct Summary: Codable, Equatable {
        var parameters: [String]
        var title: String?
        var subtitle: String?
    }

    struct ResponseCode: Codable, Equatable {
        var name: String
        var success: Bool?
    }

    struct IntentEntry: Codable, Equatable {
        var name: String
        var className: String
        var kind: String?
        var title: String?
        var description: String?
        var category: String?
        var verb: String?
        var parameters: [Parameter]
        /// The primary parameter combination: the action's summary in Shortcuts.
        var summary: Summary?
        var input: String?
        var keyParameter: String?
        /// The response parameter that becomes the action's output.
        var output: Parameter?
        var responseCodes: [ResponseCode]
        var configurable: Bool
        var eligibleForWidgets: Bool
        var ineligibleForSuggestions: Bool
        var userConfirmationRequired: Bool
    }

    struct EnumValue: Codable, Equatable {
        var name: String
        var index: Int?
        var displayName: String?
    }

    struct EnumEntry: Codable, Equatable {
        var name: String
        var className: String
        var displayName: String?
        var values: [EnumValue]
    }

    struct TypeProperty: Codable, Equatable {
        var name: String
        var type: String?
        var objectType: String?
        var multiple: Bool
        /// One of the properties every `INObject` has; not generated.
        var isDefault: Bool
    }

    struct TypeEntry: Codable, Equatable {
        var name: String
        var className: String
        var displayName: String?
        var properties: [TypeProperty]
    }

    struct Problem: Codable, Equatable {
        var severity: String
        var rule: String
        var keyPath: String
        var message: String
    }

    var file: String
    var modelVersion: String?
    var namespace: String?
    var systemVersion: String?
    var toolsVersion: String?
    var toolsBuildVersion: String?
    var intents: [IntentEntry]
    var enums: [EnumEntry]
    var types: [TypeEntry]
    var problems: [Problem]
    var errorCount: Int
    var warningCount: Int

    init(file: String, definition: IntentDefinition) {
        self.file = file
        modelVersion = definition.modelVersion
        namespace = definition.namespace
        systemVersion = definition.systemVersion
        toolsVersion = definition.toolsVersion
        toolsBuildVersion = definition.toolsBuildVersion
        intents = definition.intents.map { intent in
            IntentEntry(
                name: intent.name, className: intent.className, kind: intent.kind?.rawValue,
                title: intent.title, description: intent.description,
                category: intent.category, verb: intent.verb,
                parameters: intent.parameters.map(Parameter.init),
                summary: intent.primaryParameterCombination.map {
                    Summary(parameters: $0.parameterNames, title: $0.title, subtitle: $0.subtitle)
                },
                input: intent.inputParameterName, keyParameter: intent.keyParameterName,
                output: intent.outputParameter.map(Parameter.init),
                responseCodes: (intent.response?.codes ?? []).map {
                    ResponseCode(name: $0.name, success: $0.isSuccess)
                },
                configurable: intent.isConfigurable, eligibleForWidgets: intent.isEligibleForWidgets,
                ineligibleForSuggestions: intent.isIneligibleForSuggestions,
                userConfirmationRequired: intent.isUserConfirmationRequired)
        }
        enums = definition.enums.map { enumeration in
            EnumEntry(
                name: enumeration.name, className: enumeration.className, displayName: enumeration.displayName,
                values: enumeration.values.map {
                    EnumValue(name: $0.name, index: $0.index, displayName: $0.displayName)
                })
        }
        types = definition.types.map { type in
            TypeEntry(
                name: type.name, className: type.className, displayName: type.displayName,
                properties: type.properties.map {
                    TypeProperty(
                        name: $0.name, type: $0.type, objectType: $0.objectType, multiple: $0.supportsMultipleValues,
                        isDefault: $0.isDefault)
                })
        }
        let found = definition.problems
        problems = found.map {
            Problem(severity: $0.severity.rawValue, rule: $0.rule ?? "", keyPath: $0.keyPath ?? "", message: $0.message)
        }
        errorCount = found.count { $0.severity == .error }
        warningCount = found.count { $0.severity == .warning }
    }

    /// One block per intent, then enums, types and problems.
    var text: String {
        var lines: [String] = []
        var header = "\(file): model \(modelVersion ?? "?")"
        if let namespace { header += ", namespace \(namespace)" }
        if let toolsVersion { header += ", Xcode \(toolsVersion)" + (toolsBuildVersion.map { " (\($0))" } ?? "") }
        lines.append(header)
        lines.append("\(intents.count) intent(s), \(enums.count) enum(s), \(types.count) type(s)")
        for intent in intents {
            lines.append("")
            lines.append(intent.className + (intent.title.map { "  \"\($0)\"" } ?? ""))
            lines.append("  \(intent.kind ?? "?") · \(intent.category ?? "?") / \(intent.verb ?? "?")")
            if intent.parameters.isEmpty { lines.append("  parameters: none") } else { lines.append("  parameters:") }
            let width = intent.parameters.map(\.name.count).max() ?? 0
            for parameter in intent.parameters {
                let padding = String(repeating: " ", count: width - parameter.name.count)
                lines.append("    \(parameter.name)\(padding)  \(parameter.typeText)")
            }
            if let title = intent.summary?.title, !title.isEmpty { lines.append("  summary: \(title)") }
            if let input = intent.input { lines.append("  input: \(input)") }
            if let output = intent.output { lines.append("  output: \(output.name) (\(output.typeText))") }
        }
        if !enums.isEmpty {
            lines.append("")
            lines.append("enums:")
            for enumeration in enums {
                let values = enumeration.values.map { value in value.index.map { "\(value.name)=\($0)" } ?? value.name }
                lines.append("  \(enumeration.className): \(values.joined(separator: ", "))")
            }
        }
        if !types.isEmpty {
            lines.append("")
            lines.append("types:")
            for type in types {
                // The INObject defaults are in every type; listing them would hide the real ones.
                let properties = type.properties.filter { !$0.isDefault }.map { property in
                    "\(property.name) \(property.objectType ?? property.type ?? "?")" + (property.multiple ? "[]" : "")
                }
                lines.append(
                    "  \(type.className): \(properties.isEmpty ? "(no own properties)" : properties.joined(separator: ", "))"
                )
            }
        }
        lines.append("")
        if problems.isEmpty {
            lines.append("problems: none")
        } else {
            lines.append("problems: \(errorCount) error(s), \(warningCount) warning(s)")
            for problem in problems { lines.append("  \(problem.severity): \(problem.keyPath): \(problem.message)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
