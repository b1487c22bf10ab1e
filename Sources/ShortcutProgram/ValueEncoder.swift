import Foundation
import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// Friendly program values → the stored form the app writes for the parameter's kind.
///
/// - Text with placeholders (`"Hello {{name}}"`) becomes a token string (`WFTextTokenString`,
///   UTF-16 ranges counted by the model); text that is exactly one placeholder becomes one
///   attachment (`WFTextTokenAttachment`) unless the parameter is a text field; text without
///   placeholders is a plain string, as the app stores it.
/// - Enumeration words are checked against the catalog's values and stored as plain strings.
/// - Numbers and booleans are stored as they are.
/// - Arrays of text become a List (`WFArrayParameterState`) of text items; other arrays plain arrays.
/// - Objects become a Dictionary (`WFDictionaryFieldValue`) with typed entries.
struct ValueEncoder {
    let scope: ProgramScope

    /// Keys stored as plain strings whatever the catalog says (names, not text fields).
    static let plainStringKeys: Set<String> = ["WFVariableName", "CustomOutputName", "WFMenuItemTitle"]
    /// Kinds whose single placeholder is stored as text rather than as an attachment.
    static let textKinds: Set<ParameterKind> = [.text]

    func encode(_ value: PropertyListValue, key: String, parameter: ParameterDefinition?, at path: String)
        throws(ProgramError) -> ParameterValue
    {
        switch value {
        case .string(let text):
            if Self.plainStringKeys.contains(key) { return .string(text) }
            if let parameter, parameter.kind == .enumeration, !parameter.enumerationCases.isEmpty,
                !text.contains("{{")
            {
                guard parameter.enumerationCases.contains(text) else {
                    throw ProgramError(
                        .invalidEnumeration(value: text, allowed: parameter.enumerationCases), path: path)
                }
                return .string(text)
            }
            // Text without placeholders is a plain string: what the app stores (the corpus's text
            // fields hold 19,773 plain strings and 45 token strings without a variable).
            guard text.contains("{{") else { return .string(text) }
            let parts = try parts(of: text, at: path)
            if parts.count == 1, case .variable(let attachment) = parts[0],
                !Self.textKinds.contains(parameter?.kind ?? .text)
            {
                return .variable(attachment)
            }
            return .text(TokenString(parts: parts))
        case .array(let items):
            if !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
                var list: [ListParameter.Item] = []
                for (index, item) in items.enumerated() {
                    let text = try tokens(item.string ?? "", at: "\(path)[\(index)]")
                    list.append(.item(DictionaryItem(itemTypeCode: 0, key: nil, value: text)))
                }
                return .list(ListParameter(items: list))
            }
            var result: [ParameterValue] = []
            for (index, item) in items.enumerated() {
                result.append(try encode(item, key: key, parameter: nil, at: "\(path)[\(index)]"))
            }
            return .array(result)
        case .dictionary(let fields):
            return .dictionaryField(DictionaryField(items: try entries(fields, at: path)))
        default:
            return ParameterValue(propertyList: value)
        }
    }

    /// Text with placeholders as token-string parts.
    func parts(of text: String, at path: String) throws(ProgramError) -> [TokenString.Part] {
        guard let pieces = Placeholder.pieces(of: text) else {
            throw ProgramError(.malformedPlaceholder(text), path: path)
        }
        var parts: [TokenString.Part] = []
        for piece in pieces {
            switch piece {
            case .text(let literal): parts.append(.text(literal))
            case .name(let name):
                guard let variable = scope.resolve(name) else {
                    throw ProgramError(.undefinedPlaceholder(name), path: path)
                }
                parts.append(.variable(variable.attachment))
            }
        }
        return parts
    }

    /// Text as a token string (`WFTextTokenString`).
    func tokens(_ text: String, at path: String) throws(ProgramError) -> ParameterValue {
        .text(TokenString(parts: try parts(of: text, at: path)))
    }

    /// The typed entries of a Dictionary: text (0), number (3, stored as text), boolean (4),
    /// array (2, a List) and dictionary (1, nested).
    func entries(_ fields: PropertyListDictionary, at path: String) throws(ProgramError) -> [DictionaryItem] {
        var items: [DictionaryItem] = []
        for (key, value) in fields {
            let here = "\(path).\(key)"
            let keyText = try tokens(key, at: here)
            switch value {
            case .string(let text):
                items.append(DictionaryItem(itemTypeCode: 0, key: keyText, value: try tokens(text, at: here)))
            case .integer(let number):
                items.append(
                    DictionaryItem(itemTypeCode: 3, key: keyText, value: try tokens(number.description, at: here)))
            case .real(let number):
                items.append(
                    DictionaryItem(itemTypeCode: 3, key: keyText, value: try tokens(Self.text(number), at: here)))
            case .boolean(let flag):
                items.append(DictionaryEntry.bool(Value(keyText), flag).item)
            case .array:
                items.append(
                    DictionaryItem(
                        itemTypeCode: 2, key: keyText, value: try encode(value, key: key, parameter: nil, at: here)))
            case .dictionary(let nested):
                items.append(
                    DictionaryEntry.dictionary(Value(keyText), try entries(nested, at: here).map(DictionaryEntry.init))
                        .item)
            default:
                throw ProgramError(
                    .invalidValue("a dictionary entry holds text, a number, a boolean, a list or a dictionary"),
                    path: here)
            }
        }
        return items
    }

    /// A number as the editor writes it in a Number entry (`3`, `0.5`).
    static func text(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
