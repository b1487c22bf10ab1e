import Foundation
import PropertyList
import ShortcutCatalog
import ShortcutModel

/// Values whose property-list shape cannot be what the parameter holds. Every finding is an
/// error: these are the shapes other compilers wrote that crash the app on import or in the
/// editor. Parameter types come from the catalog; keys whose shape the format fixes
/// (`AppIntentDescriptor`, `WFContentItemFilter`) and token strings are checked everywhere.
struct SerializationRules {
    let catalog: ActionCatalog

    func check(_ shortcut: Shortcut, into found: inout CheckFindings) {
        for (index, action) in shortcut.actions.enumerated() {
            let definition = catalog.definition(for: action.identifier)
            for (key, value) in action.parameters {
                switch key {
                case "AppIntentDescriptor": appIntentDescriptor(value, at: index, into: &found)
                case "WFContentItemFilter": contentFilter(value, key: key, at: index, into: &found)
                default:
                    switch definition?.parameter(forKey: key)?.kind {
                    case .contentFilter?: contentFilter(value, key: key, at: index, into: &found)
                    case .boolean?: boolean(value, key: key, at: index, into: &found)
                    case .number?: number(value, key: key, at: index, into: &found)
                    default: break
                    }
                }
                value.walk(path: key) { nested, path in
                    tokenShape(nested, path: path, at: index, into: &found)
                }
            }
        }
    }

    /// The app reads `TeamIdentifier`, `BundleIdentifier`, `Name` and `AppIntentIdentifier` from
    /// a plain dictionary; anything else (a string, a token string) crashes it.
    private func appIntentDescriptor(_ value: ParameterValue, at index: Int, into found: inout CheckFindings) {
        if case .dictionary = value { return }
        found.add(
            .appIntentDescriptor, action: index, keyPath: "AppIntentDescriptor",
            "AppIntentDescriptor is a \(value.shapeName), but the app reads a dictionary and crashes on anything "
                + "else: write <dict> with TeamIdentifier, BundleIdentifier, Name and AppIntentIdentifier")
    }

    /// A content filter (`WFContentItemFilter`, or a parameter the catalog types as one) is a
    /// `WFContentPredicateTableTemplate` dictionary; text, numbers and
    /// lists are not filters.
    private func contentFilter(_ value: ParameterValue, key: String, at index: Int, into found: inout CheckFindings) {
        switch value {
        case .predicateTable, .dictionary, .serialized, .state, .variable: return
        default:
            found.add(
                .contentFilter, action: index, keyPath: key,
                "\(key) is a \(value.shapeName), but the app reads a filter dictionary "
                    + "(WFSerializationType WFContentPredicateTableTemplate with WFActionParameterFilterTemplates): "
                    + "write the filter in that form or leave the key out")
        }
    }

    /// A boolean holds a boolean, a number or text the app coerces, or a variable; a list or a
    /// plain dictionary is neither.
    private func boolean(_ value: ParameterValue, key: String, at index: Int, into found: inout CheckFindings) {
        switch value {
        case .string, .integer, .real, .boolean, .text, .variable, .state: return
        case .dictionary where value.attachment != nil: return
        case .serialized(let serialized)
        where serialized.serializationType == ParameterValue.SerializationType.textTokenAttachment:
            return
        default:
            found.add(
                .booleanShape, action: index, keyPath: key,
                "\(key) is a yes/no parameter holding a \(value.shapeName): write <true/> or <false/>, or a "
                    + "variable (WFTextTokenAttachment)")
        }
    }

    /// Number text must read as a number (`3`, `-2.5`, `1,5`); empty text leaves the field unset.
    private func number(_ value: ParameterValue, key: String, at index: Int, into found: inout CheckFindings) {
        let text: String
        switch value {
        case .string(let string): text = string
        case .text(let token) where token.isPlain: text = token.string
        default: return
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, Double(trimmed) == nil, Double(trimmed.replacingOccurrences(of: ",", with: ".")) == nil
        else { return }
        found.add(
            .numberShape, action: index, keyPath: key,
            "\(key) is a number parameter holding the text “\(text.prefix(40))”: write a number (<integer> or "
                + "<real>), or a variable")
    }

    /// Token strings: a `Value` without `string` (kept verbatim by the model) and attachment
    /// ranges outside the string.
    private func tokenShape(_ value: ParameterValue, path: String, at index: Int, into found: inout CheckFindings) {
        switch value {
        case .serialized(let serialized)
        where serialized.serializationType == ParameterValue.SerializationType.textTokenString:
            guard let payload = serialized.propertyList["Value"] else { return }
            if case .dictionary(let body) = payload, case .string? = body["string"] { return }
            found.add(
                .tokenString, action: index, keyPath: path,
                "WFTextTokenString has no text: its Value must be a dictionary with a string `string` (and "
                    + "attachmentsByRange for variables); write Value = {string: …}")
        case .text(let token):
            let length = token.string.utf16.count
            for placement in token.attachments
            where placement.location < 0 || placement.length < 1 || placement.location + placement.length > length {
                found.add(
                    .attachmentRange, action: index, keyPath: path,
                    "the variable at {\(placement.location), \(placement.length)} lies outside the text "
                        + "(\(length) UTF-16 units): each range must cover the U+FFFC that stands for its "
                        + "variable; rebuild the text with one U+FFFC per variable")
            }
        default: return
        }
    }
}
