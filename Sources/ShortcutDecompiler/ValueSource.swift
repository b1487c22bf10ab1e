import ShortcutAuthoringCore
import ShortcutModel
import SwiftSource

/// Writes parameter values and variables as DSL expressions: interpolated text, variables
/// named after the actions that produce them, literals; the raw form for everything else.
struct ValueSource {
    /// An action output that already has a Swift name: the name and the `OutputName` the DSL
    /// gives it by default.
    struct Output {
        var name: String
        var outputName: String?
    }

    /// Outputs defined so far, by `UUID`.
    var outputs: [String: Output] = [:]
    /// What the expressions written so far used (shared by every copy of this writer).
    let used = Tally()

    /// Names actually written into some expression (others need no `let`), and the `.raw(…)`
    /// forms written, by value shape.
    final class Tally {
        var names: Set<String> = []
        var rawShapes: [String: Int] = [:]
    }

    /// A `Value` expression for `value`.
    func value(_ value: ParameterValue) -> String {
        switch value {
        case .text(let token):
            if let literal = interpolated(token) { return literal }
            var standard = token
            standard.layout = .standard
            if token.layout != .standard, let literal = interpolated(standard) {
                return ".text(\(literal), layout: .\(layoutName(token.layout)))"
            }
        case .variable(let attachment):
            return "Value(\(variable(attachment)))"
        case .string(let text):
            return ".plain(\(SwiftLiteral.string(text)))"
        case .integer(let number):
            if let small = number.int64, let fits = Int(exactly: small) { return "\(fits)" }
        case .real(let number):
            if number.isFinite { return SwiftLiteral.double(number) }
        case .boolean(let flag):
            return "\(flag)"
        case .dictionaryField(let field):
            let entries = "[" + field.items.map(entry).joined(separator: ", ") + "]"
            switch field.layout {
            case .standard: return ".dictionary(\(entries))"
            case .bareArray: return ".dictionary(\(entries), layout: .bareArray)"
            case .doubleWrapped: return ".dictionary(\(entries), layout: .doubleWrapped)"
            }
        case .list(let list):
            var strings: [String] = []
            for item in list.items {
                guard case .string(let text) = item else { break }
                strings.append(SwiftLiteral.string(text))
            }
            if strings.count == list.items.count { return ".strings([" + strings.joined(separator: ", ") + "])" }
            if let items = listItems(list) { return ".items([" + items.joined(separator: ", ") + "])" }
        case .array(let items):
            return ".list([" + items.map(self.value).joined(separator: ", ") + "])"
        case .dictionary(let fields):
            if fields.count == 2, case .string("Variable")? = fields["Type"],
                case .variable(let attachment)? = fields["Variable"]
            {
                return ".conditionInput(\(variable(attachment)))"
            }
            let entries = fields.map { "\(SwiftLiteral.string($0.key)): \(self.value($0.value))" }
            return ".plainDictionary([" + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "])"
        case .linkDynamicOption(let option) where option.extra.isEmpty:
            return ".entity(\(SwiftLiteral.optionalString(option.identifier)), "
                + "title: \(SwiftLiteral.optionalString(option.title)), "
                + "subtitle: \(SwiftLiteral.optionalString(option.subtitle)))"
        case .predicateTable(let table):
            if let filter = contentFilter(table) { return filter }
        case .quantity(let quantity) where quantity.extra.isEmpty:
            let magnitude = quantity.magnitude.map(self.value) ?? "nil"
            return ".quantity(\(magnitude), unit: \(SwiftLiteral.optionalString(quantity.unit)))"
        default:
            break
        }
        used.rawShapes[ValueShape.name(of: value), default: 0] += 1
        return ".raw(\(PlistSource.expression(value.propertyList)))"
    }

    /// A `.contentFilter([…], prefix:, extra:)` expression, or nil when the templates are not an
    /// array of dictionaries.
    func contentFilter(_ table: PredicateTable) -> String? {
        guard let templates = table.templates else { return nil }
        var arguments = ["[" + templates.map(condition).joined(separator: ", ") + "]"]
        if table.prefix != 1 { arguments.append("prefix: " + (table.prefix.map { "\($0)" } ?? "nil")) }
        if !table.otherFields.isEmpty { arguments.append("extra: " + pairs(table.otherFields)) }
        return ".contentFilter(" + arguments.joined(separator: ", ") + ")"
    }

    /// A `FilterCondition` expression: `.property(…)`, `.condition(…)` or `.fields([…])`.
    private func condition(_ template: PredicateTemplate) -> String {
        var rest = template.fields
        if case .string(let property)? = rest["Property"], case .integer(let code)? = rest["Operator"],
            let small = code.int64, let operatorCode = Int(exactly: small)
        {
            rest.removeValue(forKey: "Property")
            rest.removeValue(forKey: "Operator")
            var arguments = [SwiftLiteral.string(property), "\(operatorCode)"]
            if case .dictionary(let values)? = rest["Values"] {
                arguments.append("values: " + pairs(values))
                rest.removeValue(forKey: "Values")
            }
            if case .boolean(let flag)? = rest["Removable"] {
                arguments.append("removable: \(flag)")
                rest.removeValue(forKey: "Removable")
            }
            if !rest.isEmpty { arguments.append("extra: " + pairs(rest)) }
            return ".property(" + arguments.joined(separator: ", ") + ")"
        }
        if case .integer(let code)? = rest["WFCondition"], let small = code.int64, let number = Int(exactly: small),
            let input = rest["WFInput"]
        {
            rest.removeValue(forKey: "WFCondition")
            rest.removeValue(forKey: "WFInput")
            let operands = rest.isEmpty ? "" : ", operands: " + pairs(rest)
            return ".condition(\(value(input)), \(number)\(operands))"
        }
        return ".fields(" + pairs(rest) + ")"
    }

    /// `["key": value, …]` (`[:]` when empty).
    private func pairs<Fields: Sequence<(key: String, value: ParameterValue)>>(_ fields: Fields) -> String {
        let entries = fields.map { "\(SwiftLiteral.string($0.key)): \(self.value($0.value))" }
        return "[" + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "]"
    }

    /// `ListItem` expressions for a List, or nil when an item has no DSL form.
    func listItems(_ list: ListParameter) -> [String]? {
        var items: [String] = []
        for item in list.items {
            switch item {
            case .string(let text): items.append(".plain(\(SwiftLiteral.string(text)))")
            case .item(let entry):
                if entry.itemTypeCode == 0, entry.key == nil, entry.extra.isEmpty, let content = entry.value {
                    let expression = value(content)
                    items.append(expression.hasPrefix("\"") ? expression : ".text(\(expression))")
                } else {
                    items.append(".entry(\(self.entry(entry)))")
                }
            case .other: return nil
            }
        }
        return items
    }

    private func layoutName(_ layout: TokenString.Layout) -> String {
        switch layout {
        case .standard: "standard"
        case .withoutAttachmentsKey: "withoutAttachmentsKey"
        case .withoutValue: "withoutValue"
        case .bare: "bare"
        }
    }

    /// A `DictionaryEntry` expression.
    func entry(_ item: DictionaryItem) -> String {
        let key = item.key.map(value) ?? "nil"
        if item.extra.isEmpty, item.key != nil, let code = item.itemTypeCode {
            switch (code, item.value) {
            case (0, let content?): return ".text(\(key), \(value(content)))"
            case (3, let content?): return ".number(\(key), \(value(content)))"
            case (2, let content?): return ".array(\(key), \(value(content)))"
            case (4, .state(let state)?) where state.kind == .number:
                if case .boolean(let flag)? = state.value { return ".bool(\(key), \(flag))" }
            case (1, .dictionaryField(let nested)?) where nested.layout == .doubleWrapped:
                return ".dictionary(\(key), [" + nested.items.map(entry).joined(separator: ", ") + "])"
            default: break
            }
        }
        let code = item.itemTypeCode.map { "\($0)" } ?? "nil"
        let content = item.value.map(value) ?? "nil"
        let extra = item.extra.isEmpty ? "" : ", extra: \(PlistSource.fields(item.extra))"
        return ".item(\(code), key: \(key), value: \(content)\(extra))"
    }

    /// `"text \(variable) text"` when the literal rebuilds exactly this token string.
    func interpolated(_ token: TokenString) -> String? {
        let parts = token.parts
        guard TokenString(parts: parts) == token else { return nil }
        var literal = "\""
        for part in parts {
            switch part {
            case .text(let text): literal += String(SwiftLiteral.string(text).dropFirst().dropLast())
            case .variable(let attachment): literal += "\\(" + variable(attachment) + ")"
            }
        }
        return literal + "\""
    }

    /// A `Variable` expression for `attachment`.
    func variable(_ attachment: Attachment) -> String {
        // An empty step list is stored as such.
        if attachment.aggrandizements?.isEmpty == true {
            var bare = attachment
            bare.aggrandizements = nil
            let base = variable(bare)
            return base.hasPrefix("Variable.raw(") ? raw(attachment) : base + ".withEmptyAggrandizements()"
        }
        var base: String
        var plain = attachment
        plain.aggrandizements = nil
        switch attachment.type {
        case .actionOutput:
            guard attachment.variableName == nil, attachment.variableUUID == nil, attachment.extra.isEmpty,
                let uuid = attachment.outputUUID
            else { return raw(attachment) }
            if let output = outputs[uuid] {
                base = output.name
                used.names.insert(output.name)
                if attachment.outputName != output.outputName {
                    base += ".named(\(SwiftLiteral.optionalString(attachment.outputName)))"
                }
            } else {
                base =
                    "Variable.output(of: \(SwiftLiteral.string(uuid)), named: "
                    + "\(SwiftLiteral.optionalString(attachment.outputName)))"
            }
        case .variable:
            var expected = Attachment.variable(plain.variableName ?? "")
            expected.variableUUID = plain.variableUUID
            guard plain == expected, let name = plain.variableName else { return raw(attachment) }
            if let uuid = plain.variableUUID {
                base = "Variable.named(\(SwiftLiteral.string(name)), uuid: \(SwiftLiteral.string(uuid)))"
            } else {
                switch name {
                case "Repeat Item": base = "Variable.repeatItem"
                case "Repeat Index": base = "Variable.repeatIndex"
                default: base = "Variable.named(\(SwiftLiteral.string(name)))"
                }
            }
        default:
            guard plain == Attachment(type: attachment.type), let global = Self.globals[attachment.type.rawValue] else {
                return raw(attachment)
            }
            base = "Variable." + global
        }
        for step in attachment.aggrandizements ?? [] {
            guard let call = Self.aggrandizement(step) else { return raw(attachment) }
            base += call
        }
        return base
    }

    private static let globals: [String: String] = [
        "ExtensionInput": "shortcutInput", "Clipboard": "clipboard", "CurrentDate": "currentDate",
        "Ask": "askEachTime", "DeviceDetails": "deviceDetails", "Input": "input",
    ]

    /// The DSL call for one aggrandizement, when it rebuilds it exactly.
    static func aggrandizement(_ step: Aggrandizement) -> String? {
        let fields = step.fields
        switch step.type {
        case "WFCoercionVariableAggrandizement":
            guard fields.count == 1, case .string(let itemClass)? = fields["CoercionItemClass"] else { return nil }
            return ".as(\(SwiftLiteral.string(itemClass)))"
        case "WFDictionaryValueVariableAggrandizement":
            guard fields.count == 1, case .string(let key)? = fields["DictionaryKey"] else { return nil }
            return ".value(forKey: \(SwiftLiteral.string(key)))"
        case "WFPropertyVariableAggrandizement":
            guard case .string(let name)? = fields["PropertyName"] else { return nil }
            if fields.count == 1 { return ".property(\(SwiftLiteral.string(name)))" }
            guard fields.count == 2, let info = fields["PropertyUserInfo"] else { return nil }
            return ".property(\(SwiftLiteral.string(name)), userInfo: \(PlistSource.expression(info)))"
        case "WFDateFormatVariableAggrandizement":
            guard case .string(let date)? = fields["WFDateFormatStyle"],
                fields.keys.allSatisfy({ ["WFDateFormatStyle", "WFTimeFormatStyle", "WFDateFormat"].contains($0) })
            else { break }
            var arguments = ["date: \(SwiftLiteral.string(date))"]
            if let time = fields["WFTimeFormatStyle"] {
                guard case .string(let text) = time else { break }
                arguments.append("time: \(SwiftLiteral.string(text))")
            }
            if let format = fields["WFDateFormat"] {
                guard case .string(let text) = format else { break }
                arguments.append("format: \(SwiftLiteral.string(text))")
            }
            return ".dateFormat(" + arguments.joined(separator: ", ") + ")"
        default:
            break
        }
        return ".aggrandized(Aggrandizement(type: \(SwiftLiteral.string(step.type)), "
            + "fields: \(PlistSource.fields(fields))))"
    }

    private func raw(_ attachment: Attachment) -> String {
        used.rawShapes["variable with keys the DSL does not write", default: 0] += 1
        return "Variable.raw(\(PlistSource.fields(attachment.propertyList)))"
    }
}
