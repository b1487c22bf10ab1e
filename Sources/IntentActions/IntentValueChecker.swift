import Diagnostics
import Foundation
import IntentDefinitions
import ShortcutModel

/// Checks the parameter values of one matched action against its intent: unknown keys, value
/// encodings that do not fit the parameter type, and enum value names the enum lacks.
///
/// The encodings are those Shortcuts writes (docs/app-intents.md §5.1): enum parameters store
/// the value name, `Integer` parameters store strings (`"200"`, even `"   1"`), booleans are
/// booleans, strings plain or token strings, objects and files variable references; any
/// parameter may hold a variable, and a multi-value parameter a single value or an array.
struct IntentValueChecker {
    let definition: IntentDefinition

    func diagnostics(for action: Action, at index: Int, intent: Intent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (key, value) in action.parameters where !IntentActionMatcher.genericKeys.contains(key) {
            if key.hasPrefix("Show-") {
                let name = String(key.dropFirst("Show-".count))
                if intent.parameter(named: name) == nil {
                    diagnostics.append(unknown(key, "shows \(name), which", intent: intent, at: index))
                }
                continue
            }
            guard let parameter = intent.parameter(named: key) else {
                diagnostics.append(unknown(key, key, intent: intent, at: index))
                continue
            }
            let values: [ParameterValue]
            if case .array(let items) = value, parameter.supportsMultipleValues {
                values = items
            } else {
                values = [value]
            }
            for item in values {
                if let problem = check(item, against: parameter) {
                    diagnostics.append(
                        Diagnostic(
                            problem.severity, rule: problem.rule, actionIndex: index, keyPath: key,
                            message: problem.message))
                }
            }
        }
        return diagnostics
    }

    private func unknown(_ key: String, _ subject: String, intent: Intent, at index: Int) -> Diagnostic {
        Diagnostic(
            .warning, rule: IntentActionRule.unknownParameter.id, actionIndex: index, keyPath: key,
            message: "\(subject) is not a parameter of \(intent.className) (a key of an older definition?)")
    }

    private struct Problem {
        var severity: Severity
        var rule: String
        var message: String
    }

    private func wrong(_ value: ParameterValue, _ parameter: IntentParameter, expected: String) -> Problem {
        Problem(
            severity: .error, rule: IntentActionRule.wrongValueType.id,
            message:
                "\(parameter.name) holds \(Self.describe(value)); a \(parameter.type ?? "?") parameter stores \(expected)"
        )
    }

    private func check(_ value: ParameterValue, against parameter: IntentParameter) -> Problem? {
        switch value {
        case .variable, .text, .state: return nil  // variables and text with variables fit every type
        default: break
        }
        if let enumType = parameter.enumType {
            guard case .string(let name) = value else { return wrong(value, parameter, expected: "an enum value name") }
            guard let enumeration = definition.enumeration(named: enumType) else { return nil }
            if enumeration.values.contains(where: { $0.name == name }) { return nil }
            return Problem(
                severity: .error, rule: IntentActionRule.unknownEnumValue.id,
                message: "\(parameter.name) is \(name), which is not a value of \(enumType) "
                    + "(\(enumeration.values.map(\.name).joined(separator: ", ")))")
        }
        switch parameter.type {
        case "Integer":
            switch value {
            case .integer: return nil
            case .string(let text) where Int(text.trimmingCharacters(in: .whitespaces)) != nil: return nil
            default: return wrong(value, parameter, expected: "a whole number (as a string)")
            }
        case "Decimal":
            switch value {
            case .integer, .real: return nil
            case .string(let text) where Double(text.trimmingCharacters(in: .whitespaces)) != nil: return nil
            default: return wrong(value, parameter, expected: "a number")
            }
        case "Boolean":
            if case .boolean = value { return nil }
            return wrong(value, parameter, expected: "a boolean")
        case "String", "URL":
            if case .string = value { return nil }
            return wrong(value, parameter, expected: "text")
        case "DateComponents":
            switch value {
            case .string, .date: return nil
            default: return wrong(value, parameter, expected: "a date or a variable")
            }
        case "Object", "File":
            if case .dictionary = value { return nil }
            return wrong(value, parameter, expected: "a variable")
        default:
            return nil  // types whose stored form is not known are not judged
        }
    }

    static func describe(_ value: ParameterValue) -> String {
        switch value {
        case .string(let text): "the text \"\(text)\""
        case .integer(let integer): "the integer \(integer)"
        case .real(let real): "the number \(real)"
        case .boolean(let bool): "the boolean \(bool)"
        case .date: "a date"
        case .data: "data"
        case .uid: "a UID"
        case .array: "a list"
        case .dictionary: "a dictionary"
        case .serialized(let serialized): "a \(serialized.serializationType) value"
        default: "a serialized value"
        }
    }
}
