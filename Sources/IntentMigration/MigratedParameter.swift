import Foundation
import IntentDefinitions
import PropertyList
import SwiftSource

/// One `@Parameter` of a migrated intent: its Swift name and type, the wrapper's arguments
/// (title, default, range, display names, file types, prompt) and what could not be carried over.
struct MigratedParameter: Sendable {
    static let prefix = "INIntentParameter"
    static let metadataPrefix = "INIntentParameterMetadata"

    let parameter: IntentParameter
    /// The Swift property name.
    let identifier: String
    let valueType: MigratedValueType
    /// The literal of the default value, when the definition has one the type can express.
    let defaultValue: String?
    /// `@Parameter(…)` arguments, in the wrapper's order.
    private(set) var arguments: [String] = []
    /// `// TODO:` lines.
    private(set) var todos: [String] = []
    /// The prompt dialogs (`INIntentParameterPromptDialogs`) with a format string.
    let dialogs: [PromptDialog]
    /// The name of the nested `DynamicOptionsProvider`, when the options come from the app.
    let optionsProvider: String?

    /// The key path to the parameter (`\.$name`); the projected name never needs backticks.
    var keyPath: String { "\\.$" + identifier.trimmingCharacters(in: ["`"]) }

    /// Optional unless a default value makes it always set.
    var isOptional: Bool { defaultValue == nil }
    /// The property's declared type.
    var declaredType: String { valueType.full + (isOptional ? "?" : "") }

    init(_ parameter: IntentParameter, names: MigrationNames) {
        self.parameter = parameter
        identifier = names.property(parameter.name)
        valueType = MigratedValueType(parameter, keyPrefix: Self.prefix, names: names)
        todos = valueType.todos
        if identifier.trimmingCharacters(in: ["`"]) != parameter.name {
            todos.append("\(Self.prefix)Name \(parameter.name): not a Swift identifier; renamed \(identifier)")
        }
        let metadata = parameter.metadata ?? [:]
        var todos: [String] = []
        defaultValue = Self.defaultLiteral(metadata, valueType: valueType, names: names, todos: &todos)
        dialogs = PromptDialog.all(in: parameter.raw)
        optionsProvider =
            parameter.supportsDynamicEnumeration && valueType.entity == nil
            ? SwiftIdentifier.make(from: parameter.name, case: .upperCamel) + "OptionsProvider" : nil
        self.todos += todos
        buildArguments(metadata: metadata, names: names)
    }

    private mutating func buildArguments(metadata: PropertyListDictionary, names: MigrationNames) {
        let title = parameter.displayName ?? parameter.name
        arguments.append(
            "title: " + LocalizedText.resource(title, idKey: "\(Self.prefix)DisplayNameID", in: parameter.raw))
        if let defaultValue { arguments.append("default: \(defaultValue)") }
        let minimum = metadata["\(Self.metadataPrefix)MinimumValue"]
        let maximum = metadata["\(Self.metadataPrefix)MaximumValue"]
        if minimum != nil || maximum != nil {
            if let minimum, let maximum, let low = number(minimum), let high = number(maximum) {
                arguments.append("inclusiveRange: (\(low), \(high))")
            } else {
                todos.append(
                    "\(Self.metadataPrefix)MinimumValue/MaximumValue: App Intents ranges need both bounds of a number "
                        + "(minimum \(minimum.map(describe) ?? "none"), maximum \(maximum.map(describe) ?? "none"))")
            }
        }
        if let trueName = metadata["\(Self.metadataPrefix)TrueDisplayName"]?.string,
            let falseName = metadata["\(Self.metadataPrefix)FalseDisplayName"]?.string, valueType.element == "Bool"
        {
            let yes = LocalizedText.resource(trueName, idKey: "\(Self.metadataPrefix)TrueDisplayNameID", in: metadata)
            let no = LocalizedText.resource(falseName, idKey: "\(Self.metadataPrefix)FalseDisplayNameID", in: metadata)
            arguments.append("displayName: Bool.IntentDisplayName(true: \(yes), false: \(no))")
        }
        if valueType.element == "IntentFile", let utis = metadata["\(Self.metadataPrefix)CustomUTIs"]?.array {
            let identifiers = utis.compactMap { $0["UTI"]?.string }.map(SwiftLiteral.string)
            arguments.append("supportedTypeIdentifiers: [\(identifiers.joined(separator: ", "))]")
        }
        if dialogs.contains(where: { $0.kind == "Primary" }) {
            arguments.append("requestValueDialog: IntentDialog.\(dialogName("Prompt"))")
        }
        if let optionsProvider { arguments.append("optionsProvider: \(optionsProvider)()") }
        let carried: Set<String> = [
            "DefaultValue", "DefaultValueID", "MinimumValue", "MaximumValue", "TrueDisplayName", "TrueDisplayNameID",
            "FalseDisplayName", "FalseDisplayNameID", "CustomUTIs",
        ].reduce(into: []) { $0.insert(Self.metadataPrefix + $1) }
        for (key, value) in metadata where !carried.contains(key) && !key.hasSuffix("ID") {
            todos.append("\(key) = \(describe(value)): not expressible in @Parameter")
        }
        if let key = metadata["\(Self.metadataPrefix)DefaultValueID"]?.string {
            todos.append(
                "\(Self.metadataPrefix)DefaultValueID \(key): the default is localized; App Intents defaults are not")
        }
        if parameter.raw["\(Self.prefix)UnsupportedReasons"] != nil {
            todos.append(
                "\(Self.prefix)UnsupportedReasons: validate in perform() and throw an error with these messages")
        }
        for dialog in dialogs where !PromptDialog.expressible.contains(dialog.kind) {
            todos.append(
                "\(Self.prefix)PromptDialogs \(dialog.kind) \(SwiftLiteral.string(dialog.formatString)): no App Intents counterpart"
            )
        }
    }

    /// `<name>Parameter<suffix>`, the dialog names of Xcode's converter.
    func dialogName(_ suffix: String) -> String {
        SwiftIdentifier.make(from: parameter.name, case: .lowerCamel) + "Parameter" + suffix
    }

    private func number(_ value: PropertyListValue) -> String? {
        switch value {
        case .integer(let integer):
            guard let int = integer.int64 else { return nil }
            return valueType.element == "Double" ? SwiftLiteral.double(Double(int)) : String(int)
        case .real(let real):
            return valueType.element == "Int" && real == real.rounded() && abs(real) < 1e15
                ? String(Int(real)) : SwiftLiteral.double(real)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if valueType.element == "Int", let int = Int(trimmed) { return String(int) }
            if let double = Double(trimmed) { return SwiftLiteral.double(double) }
            return nil
        default: return nil
        }
    }

    private static func defaultLiteral(
        _ metadata: PropertyListDictionary, valueType: MigratedValueType, names: MigrationNames, todos: inout [String]
    ) -> String? {
        let key = "\(metadataPrefix)DefaultValue"
        guard let value = metadata[key], !valueType.isArray else { return nil }
        if let enumeration = valueType.enumeration {
            if let name = value.string, names.cases(of: enumeration).contains(where: { $0.name == name }) {
                return "." + names.enumCase(name)
            }
            todos.append("\(key) \(describe(value)): not a case of \(enumeration.name)")
            return nil
        }
        switch (valueType.element, value) {
        case ("String", .string(let text)): return SwiftLiteral.string(text)
        case ("Bool", .boolean(let bool)): return String(bool)
        case ("Int", .integer(let integer)) where integer.int64 != nil: return String(integer.int64!)
        case ("Int", .string(let text)) where Int(text.trimmingCharacters(in: .whitespaces)) != nil:
            return String(Int(text.trimmingCharacters(in: .whitespaces))!)
        case ("Double", .real(let real)): return SwiftLiteral.double(real)
        case ("Double", .integer(let integer)) where integer.int64 != nil:
            return SwiftLiteral.double(Double(integer.int64!))
        case ("Double", .string(let text)) where Double(text) != nil: return SwiftLiteral.double(Double(text)!)
        default:
            todos.append("\(key) \(describe(value)): not a \(valueType.element) literal")
            return nil
        }
    }
}

/// A short readable form of a plist value for TODO lines.
func describe(_ value: PropertyListValue) -> String {
    switch value {
    case .string(let text): return SwiftLiteral.string(text)
    case .integer(let integer): return integer.description
    case .real(let real): return SwiftLiteral.double(real)
    case .boolean(let bool): return String(bool)
    case .array(let items): return "[\(items.map(describe).joined(separator: ", "))]"
    default: return value.typeName
    }
}
