import PropertyList
import ShortcutModel

/// A stored parameter value → the friendly program value that should encode back to it (the
/// decompiler then checks that it does): text with `{{NAME}}` placeholders, numbers, booleans,
/// lists and dictionaries; nil when the friendly syntax has no way to say it.
enum FriendlyValue {
    static func make(_ value: ParameterValue, outputNames: [String: String]) -> PropertyListValue? {
        switch value {
        case .string(let text): return text.contains("{{") ? nil : .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return number.isFinite ? .real(number) : nil
        case .boolean(let flag): return .boolean(flag)
        case .text(let token): return text(token, outputNames: outputNames).map(PropertyListValue.string)
        case .variable(let attachment):
            return Placeholder.text(for: attachment, outputNames: outputNames).map(PropertyListValue.string)
        case .list(let list):
            var items: [PropertyListValue] = []
            for item in list.items {
                guard case .item(let entry) = item, entry.itemTypeCode == 0, entry.key == nil, entry.extra.isEmpty,
                    case .text(let token)? = entry.value, let text = text(token, outputNames: outputNames)
                else { return nil }
                items.append(.string(text))
            }
            return items.isEmpty ? nil : .array(items)
        case .array(let values):
            var items: [PropertyListValue] = []
            for item in values {
                guard let friendly = make(item, outputNames: outputNames) else { return nil }
                items.append(friendly)
            }
            return .array(items)
        case .dictionaryField(let field):
            return dictionary(field, outputNames: outputNames).map(PropertyListValue.dictionary)
        default:
            return nil
        }
    }

    /// Token text with placeholders; nil when a variable has no placeholder or the literal text
    /// contains `{{` (which would read as one).
    static func text(_ token: TokenString, outputNames: [String: String]) -> String? {
        var result = ""
        for part in token.parts {
            switch part {
            case .text(let literal):
                guard !literal.contains("{{") else { return nil }
                result += literal
            case .variable(let attachment):
                guard let placeholder = Placeholder.text(for: attachment, outputNames: outputNames) else { return nil }
                result += placeholder
            }
        }
        return result
    }

    private static func dictionary(_ field: DictionaryField, outputNames: [String: String]) -> PropertyListDictionary? {
        var result = PropertyListDictionary()
        for item in field.items {
            guard item.extra.isEmpty, case .text(let keyToken)? = item.key,
                let key = text(keyToken, outputNames: outputNames), result[key] == nil
            else { return nil }
            switch (item.itemTypeCode, item.value) {
            case (0?, .text(let token)?):
                guard let text = text(token, outputNames: outputNames) else { return nil }
                result[key] = .string(text)
            case (3?, .text(let token)?):
                guard token.isPlain else { return nil }
                if let integer = Int64(token.string) {
                    result[key] = .integer(PropertyListInteger(integer))
                } else if let real = Double(token.string), real.isFinite {
                    result[key] = .real(real)
                } else {
                    return nil
                }
            case (4?, .state(let state)?):
                guard case .boolean(let flag)? = state.value else { return nil }
                result[key] = .boolean(flag)
            case (2?, let value?):
                guard let friendly = make(value, outputNames: outputNames), case .array = friendly else { return nil }
                result[key] = friendly
            case (1?, .dictionaryField(let nested)?):
                guard let inner = dictionary(nested, outputNames: outputNames) else { return nil }
                result[key] = .dictionary(inner)
            default:
                return nil
            }
        }
        return result
    }
}
